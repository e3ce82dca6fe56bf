/**
 * Export of a flashcard set (issue 7 §7, issue 24 §2): `GET /api/sets/:setId/export?format=csv|
 * text|apkg[&images=true][&history=true]` answers a file (a zip of the CSV and its images with `images=true`).
 * Its Vietnamese texts are IMPORT_MESSAGES' (imports.ts).
 */
import { z } from 'zod';
import { flagSchema } from './card-history.ts';
import { IMPORT_MESSAGES } from './imports.ts';

export const EXPORT_FORMATS = ['csv', 'text', 'apkg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/sets/:setId/export?format=…[&images=true][&history=true]: `images=true` (csv only)
 * answers a zip of the CSV and an `images/` folder (issue 24 §2); an .apkg always carries the
 * card images; `history=true` (apkg only; ignored by csv and text) puts the caller's own review
 * state and log into the package (card-history.ts).
 */
export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, IMPORT_MESSAGES.exportFormatInvalid),
    images: z
      .enum(['true', 'false'], IMPORT_MESSAGES.exportImagesInvalid)
      .optional()
      .transform((value) => value === 'true'),
    history: flagSchema,
  })
  .refine((query) => !query.images || query.format === 'csv', {
    message: IMPORT_MESSAGES.exportImagesInvalid,
    path: ['images'],
  });

/**
 * GET /api/sets/:setId/export answers a file (CSV, text or an .apkg zip), not JSON: a client
 * that reads it as text gets a string.
 */
export const exportedFileSchema = z.string();
