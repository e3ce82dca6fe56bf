/**
 * Import previews (POST /api/imports; docs/api.md "Import and export of sets"): an uploaded file
 * (multipart `file`) or pasted Quizlet text. Nothing is saved: the preview opens in the editor.
 */
import {
  isImportRefusalReason,
  type ImportPreview,
  type ImportRefusalParams,
  type ImportRefusalReason,
  type ImportTextRequest,
} from '@app/contracts';
import { translate } from '../../../i18n/translate.ts';
import { ApiError, toApiError } from '../../../lib/api-error.ts';

/**
 * A refused import: the API error with the refusal's `reason` and figures (`params`), which the
 * import screen shows in the learner's language (lib/import-text.ts).
 */
export class ImportRefusedError extends ApiError {
  constructor(
    error: ApiError,
    readonly reason: ImportRefusalReason,
    readonly params: ImportRefusalParams,
  ) {
    super(error.status, error.code, error.message, error.field, error.retryAfterSeconds);
  }
}

/** The refusal reason and figures of an error answer, when it names a known reason. */
async function refusalOf(
  response: Response,
): Promise<{ reason: ImportRefusalReason; params: ImportRefusalParams } | null> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: { reason?: unknown; params?: unknown } } | null)?.error;
  if (!isImportRefusalReason(error?.reason)) return null;
  const params = typeof error.params === 'object' && error.params !== null ? error.params : {};
  return { reason: error.reason, params: params as ImportRefusalParams };
}

async function post(init: RequestInit): Promise<ImportPreview> {
  let response: Response;
  try {
    response = await fetch('/api/imports', { method: 'POST', credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', translate('errors.network'));
  }
  if (!response.ok) {
    const refusal = await refusalOf(response.clone());
    const error = await toApiError(response);
    throw refusal ? new ImportRefusedError(error, refusal.reason, refusal.params) : error;
  }
  return (await response.json()) as ImportPreview;
}

/**
 * The preview of an uploaded Quizlet text, CSV or Anki package; `keepHistory` asks for an Anki
 * package's schedule and reviews (form field keepHistory=true).
 * @throws ApiError (ImportRefusedError when refused).
 */
export function previewImportFile(
  file: File,
  options: { keepHistory?: boolean } = {},
): Promise<ImportPreview> {
  const form = new FormData();
  form.set('file', file);
  if (options.keepHistory) form.set('keepHistory', 'true');
  return post({ body: form });
}

/** The preview of pasted Quizlet text with its separators. @throws ApiError (ImportRefusedError when refused). */
export function previewImportText(request: ImportTextRequest): Promise<ImportPreview> {
  return post({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
}

/**
 * Where the export of a set in `format` downloads from (a plain link: the cookie goes along);
 * `images` (csv): a zip of the CSV and the card images; `history` (apkg) adds the learner's own
 * review state and log.
 */
export function exportUrl(
  setId: string,
  format: 'csv' | 'text' | 'apkg',
  options: { images?: boolean; history?: boolean } = {},
): string {
  const extra = `${options.images ? '&images=true' : ''}${options.history ? '&history=true' : ''}`;
  return `/api/sets/${setId}/export?format=${format}${extra}`;
}
