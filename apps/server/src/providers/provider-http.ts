/**
 * One HTTP call to an online provider (dictionary, translations, LibreTranslate, LanguageTool,
 * the band estimate's language model) with a time limit: the answer's status and JSON body, or
 * ProviderUnavailableError for everything that means "this provider cannot answer now" (network
 * error, timeout, 5xx, a body that is not JSON), so callers fall back to the offline provider
 * (DESIGN.md "Offline and online providers") or answer an error of their own.
 */
import { ProviderUnavailableError } from './dictionary/dictionary-provider.ts';

/** A ProviderUnavailableError whose cause is the time limit (`timeoutMs`) of the call. */
export class ProviderTimeoutError extends ProviderUnavailableError {}

/** The fetch function providers use (the global fetch by default; tests may pass their own). */
export type FetchFn = typeof fetch;

export interface ProviderRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON when given. */
  json?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) when given, e.g. to LanguageTool. */
  form?: Record<string, string>;
  /** Extra request headers, e.g. `authorization`. */
  headers?: Record<string, string>;
  /** Time limit of the whole call (headers and body), milliseconds. */
  timeoutMs: number;
  /** The caller's signal (e.g. the client went away). */
  signal?: AbortSignal | undefined;
  fetch?: FetchFn | undefined;
}

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body; undefined for an empty or non-JSON body of a 4xx answer. */
  body: unknown;
}

/**
 * Performs the request and reads its JSON body.
 * @returns the status and body of any answer below 500.
 * @throws ProviderUnavailableError on a network error, an abort, a 5xx answer, or a 2xx answer
 *   whose body is not JSON; ProviderTimeoutError (a ProviderUnavailableError) on the time limit.
 */
export async function requestJson(request: ProviderRequest): Promise<ProviderResponse> {
  const fetchFn = request.fetch ?? fetch;
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const where = `${request.method ?? 'GET'} ${new URL(request.url).origin}`;
  const payload =
    request.json !== undefined
      ? { type: 'application/json', text: JSON.stringify(request.json) }
      : request.form
        ? {
            type: 'application/x-www-form-urlencoded',
            text: new URLSearchParams(request.form).toString(),
          }
        : null;
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...request.headers,
        ...(payload ? { 'content-type': payload.type } : {}),
      },
      ...(payload ? { body: payload.text } : {}),
      signal,
      redirect: 'follow',
    });
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) {
      throw new ProviderTimeoutError(`${where} timed out after ${request.timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new ProviderUnavailableError(`${where} failed`, { cause: error });
  }
  if (response.status >= 500) {
    throw new ProviderUnavailableError(`${where} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    if (response.ok) {
      throw new ProviderUnavailableError(`${where} answered a body that is not JSON`, {
        cause: error,
      });
    }
    body = undefined;
  }
  return { status: response.status, body };
}
