/**
 * An import request as the route received it — its content type and raw body — turned into a
 * preview. Runs inside the import worker (import-worker.ts), so that even reading the body
 * (a 60 MB multipart form took 260-360 ms to parse, 10 MB of pasted JSON ~100 ms) never holds
 * up the server's event loop.
 */
import {
  IMPORT_MESSAGES,
  importTextRequestSchema,
  importUploadOptionsSchema,
  type ImportPreview,
} from '@app/contracts';
import { validationError } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImportRequest } from './import-protocol.ts';
import { previewPastedText, previewUpload } from './imports.service.ts';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

/**
 * The preview of one import request: JSON `{ text, termSeparator?, cardSeparator? }` (pasted
 * Quizlet text), or a multipart form with `file` and optional `termSeparator`, `cardSeparator`.
 * @throws AppError 400 VALIDATION_ERROR: invalidJson, unsupportedBody (an unreadable form),
 *   fileRequired, a schema issue (with its field), or the file's own refusal (imports.service).
 */
export async function previewImportRequest(request: ImportRequest): Promise<ImportPreview> {
  const headers = { 'content-type': request.contentType };
  if (request.kind === 'json') {
    const body: unknown = await new Response(request.body, { headers }).json().catch(() => {
      throw invalid(IMPORT_MESSAGES.invalidJson);
    });
    const parsed = importTextRequestSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return previewPastedText(parsed.data);
  }
  const form = await new Response(request.body, { headers }).formData().catch(() => {
    throw invalid(IMPORT_MESSAGES.unsupportedBody);
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid(IMPORT_MESSAGES.fileRequired);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const options = importUploadOptionsSchema.safeParse({
    termSeparator: text('termSeparator'),
    cardSeparator: text('cardSeparator'),
  });
  if (!options.success) throw validationError(options.error);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return previewUpload({ name: file.name, bytes }, options.data);
}
