/**
 * The typed API client: `hc<AppType>` over /api with the session cookie (type-only import of
 * the server's routes). `unwrap` turns a non-2xx response into an ApiError and a network failure
 * into ApiError status 0.
 */
import type { AppType } from '@app/server/app-type';
import { hc, type ClientResponse } from 'hono/client';
import { earlyFetch } from '../app/early-requests.ts';
import { translate } from '../i18n/translate.ts';
import { ApiError, toApiError } from './api-error.ts';

export const api = hc<AppType>('/api', {
  init: { credentials: 'same-origin' },
  // a GET the entry sent early for the opened page is answered from there (once)
  fetch: earlyFetch,
});

/** Awaits a client call; returns its JSON body or throws ApiError. */
export async function unwrap<T>(call: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  let response: ClientResponse<T, number, 'json'>;
  try {
    response = await call;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response as unknown as Response);
  return (await response.json()) as T;
}

/** Awaits a client call that answers no body (204). */
export async function unwrapEmpty(
  call: Promise<ClientResponse<unknown, number, string>>,
): Promise<void> {
  let response: ClientResponse<unknown, number, string>;
  try {
    response = await call;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response as unknown as Response);
}
