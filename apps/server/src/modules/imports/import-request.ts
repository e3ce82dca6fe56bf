/**
 * An import request as the route received it — its content type and raw body — turned into a
 * preview. Runs inside the import worker (import-worker.ts), so that even reading the body
 * (a 60 MB multipart form took 260-360 ms to parse, 10 MB of pasted JSON ~100 ms) never holds
 * up the server's event loop.
 */
import {
  importRefusalOfMessage,
  importTextRequestSchema,
  importUploadOptionsSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { validationError } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import { withoutMedia, type ImportReading } from './import-media.ts';
import type { ImportRequest } from './import-protocol.ts';
import { previewPastedText, previewUpload } from './imports.service.ts';
import { refusalError } from './refusal.ts';

/**
 * The 400 of a schema failure, with its reason when the first issue is one of the import's own
 * texts (textRequired, textTooLong, separatorInvalid, separatorsEqual).
 */
function schemaRefusal(error: z.core.$ZodError, input: unknown): AppError {
  const plain = validationError(error, input);
  const refusal = importRefusalOfMessage(plain.message);
  if (refusal === null) return plain;
  const { reason, params, message } = refusal;
  return new AppError('VALIDATION_ERROR', {
    message,
    field: plain.field,
    reason,
    params: params as Record<string, string | number> | undefined,
  });
}

/**
 * The preview of one import request (with the images its cards show): JSON `{ text,
 * termSeparator?, cardSeparator? }` (pasted Quizlet text), or a multipart form with `file` and
 * optional `termSeparator`, `cardSeparator`, `keepHistory` ('true' | 'false': an Anki package's
 * review history, anki-history.ts).
 * @throws AppError 400 VALIDATION_ERROR: invalidJson, unsupportedBody (an unreadable form),
 *   fileRequired, a schema issue (with its field), or the file's own refusal (imports.service).
 */
export async function previewImportRequest(request: ImportRequest): Promise<ImportReading> {
  const headers = { 'content-type': request.contentType };
  if (request.kind === 'json') {
    const body: unknown = await new Response(request.body, { headers }).json().catch(() => {
      throw refusalError('invalidJson');
    });
    const parsed = importTextRequestSchema.safeParse(body);
    if (!parsed.success) throw schemaRefusal(parsed.error, body);
    return withoutMedia(previewPastedText(parsed.data));
  }
  const form = await new Response(request.body, { headers }).formData().catch(() => {
    throw refusalError('unsupportedBody');
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw refusalError('fileRequired');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const fields = {
    termSeparator: text('termSeparator'),
    cardSeparator: text('cardSeparator'),
    keepHistory: text('keepHistory'),
  };
  const options = importUploadOptionsSchema.safeParse(fields);
  if (!options.success) throw schemaRefusal(options.error, fields);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return previewUpload({ name: file.name, bytes }, options.data);
}
