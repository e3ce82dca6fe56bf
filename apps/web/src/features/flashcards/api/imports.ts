/**
 * Import previews (POST /api/imports; docs/api.md "Import and export of sets"): an uploaded file
 * (multipart `file`) or pasted Quizlet text. Nothing is saved: the preview opens in the editor.
 */
import type { ImportPreview, ImportTextRequest } from '@app/contracts';
import { translate } from '../../../i18n/translate.ts';
import { ApiError, toApiError } from '../../../lib/api-error.ts';

async function post(init: RequestInit): Promise<ImportPreview> {
  let response: Response;
  try {
    response = await fetch('/api/imports', { method: 'POST', credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as ImportPreview;
}

/** The preview of an uploaded Quizlet text, CSV or Anki package. @throws ApiError. */
export function previewImportFile(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.set('file', file);
  return post({ body: form });
}

/** The preview of pasted Quizlet text with its separators. @throws ApiError. */
export function previewImportText(request: ImportTextRequest): Promise<ImportPreview> {
  return post({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
}

/** Where the export of a set in `format` downloads from (a plain link: the cookie goes along). */
export function exportUrl(setId: string, format: 'csv' | 'text' | 'apkg'): string {
  return `/api/sets/${setId}/export?format=${format}`;
}
