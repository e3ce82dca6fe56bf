/** The avatar (POST / DELETE /api/account/avatar; docs/api.md "Images"). */
import { ApiError, toApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../i18n/translate.ts';

async function send(init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch('/api/account/avatar', { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Uploads a new avatar; answers its URL. @throws ApiError with the server's message. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const response = await send({ method: 'POST', body: form });
  return ((await response.json()) as { image: string }).image;
}

/** Removes the avatar (initials are shown again). @throws ApiError. */
export async function removeAvatar(): Promise<void> {
  await send({ method: 'DELETE' });
}
