/** Card image upload (POST /api/images, multipart field `file`; docs/api.md "Images"). */
import { translate } from '../../../i18n/translate.ts';
import { ApiError, toApiError } from '../../../lib/api-error.ts';

/**
 * Uploads an image for a card side and answers its URL. The server checks the bytes and
 * re-encodes the image; its messages (Vietnamese) come back in the ApiError.
 * @throws ApiError (status 0 on a network failure).
 */
export async function uploadCardImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch('/api/images', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { url: string }).url;
}
