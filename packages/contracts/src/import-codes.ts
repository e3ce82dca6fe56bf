/**
 * Machine codes of an import's problems and refusals (issue 18: the web shows them in the
 * learner's language from its own catalogue; the server still sends its Vietnamese message for
 * API clients). Re-exported by imports.ts.
 *
 * - A problem of a preview: `{ line, place, code, message }` plus the figures its code needs
 *   (IMPORT_PROBLEM_CODES).
 * - A refusal (400 VALIDATION_ERROR, 413 PAYLOAD_TOO_LARGE, 429 RATE_LIMITED): the API's error
 *   body with `reason` (IMPORT_REFUSAL_REASONS) and, when the text needs figures, `params`
 *   (ImportRefusalParams).
 */
import { z } from 'zod';

/** What a problem's number counts: a line of text or CSV, or an Anki note. */
export const IMPORT_PLACES = ['line', 'note'] as const;
export type ImportPlace = (typeof IMPORT_PLACES)[number];

/**
 * The codes of a preview's problems and the fields each adds:
 * - missingSeparator (a text line without the term separator; skipped), emptyFront, emptyBack;
 * - unpairedLine: pasted text read as alternate lines (term, then definition) whose block has
 *   a term line left without a definition line after it (skipped);
 * - sideTooLong: `side` ('front' | 'back') and `max` (characters per side);
 * - soundsDropped, imagesDropped (images past the first on one side of a card),
 *   imagesNotImported (an image the package lacks, that cannot be read as a JPEG, PNG, WebP or
 *   GIF within the upload limits, or past IMPORT_LIMITS.imagesPerImport): `files` (up to 3
 *   `{ name, missing }`, `missing` when the package does not hold the file) and `moreFiles`
 *   (true when more were dropped than listed);
 * - overEditorLimit: `count` (cards of the preview) and `max` (cards per set); `line` is where
 *   the first card past the editor's limit comes from;
 * - templateField: an Anki card template names a field its note type lacks (it renders empty):
 *   `noteType`, `template` (their names) and `field`; templateSyntax: a card template's `{{…}}`
 *   markup is malformed (an unclosed or mismatched section or tag; the broken part is left
 *   out): `noteType`, `template`. Both come once per note type, template (and field), at the
 *   first note they touch, not once per note (anki-read.ts).
 */
export const IMPORT_PROBLEM_CODES = [
  'missingSeparator',
  'emptyFront',
  'emptyBack',
  'unpairedLine',
  'sideTooLong',
  'soundsDropped',
  'imagesDropped',
  'imagesNotImported',
  'overEditorLimit',
  'templateField',
  'templateSyntax',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** A media file named by a dropped-media problem. */
export const droppedFileSchema = z.object({ name: z.string(), missing: z.boolean() });
export type DroppedFile = z.infer<typeof droppedFileSchema>;

const problemBase = {
  /** The 1-based line (text, CSV) or note (Anki) the problem comes from. */
  line: z.int().min(1),
  place: z.enum(IMPORT_PLACES),
  /** The problem in Vietnamese, naming its place ('Dòng 3: …'), for API clients. */
  message: z.string(),
};

/** One problem of an import: where it comes from, its code and figures, and its message. */
export const importProblemSchema = z.discriminatedUnion('code', [
  z.object({
    ...problemBase,
    code: z.literal(['missingSeparator', 'emptyFront', 'emptyBack', 'unpairedLine']),
  }),
  z.object({
    ...problemBase,
    code: z.literal('sideTooLong'),
    side: z.enum(['front', 'back']),
    max: z.int(),
  }),
  z.object({
    ...problemBase,
    code: z.literal(['soundsDropped', 'imagesDropped', 'imagesNotImported']),
    files: z.array(droppedFileSchema),
    moreFiles: z.boolean(),
  }),
  z.object({ ...problemBase, code: z.literal('overEditorLimit'), count: z.int(), max: z.int() }),
  z.object({
    ...problemBase,
    code: z.literal('templateField'),
    noteType: z.string(),
    template: z.string(),
    field: z.string(),
  }),
  z.object({
    ...problemBase,
    code: z.literal('templateSyntax'),
    noteType: z.string(),
    template: z.string(),
  }),
]);
export type ImportProblem = z.infer<typeof importProblemSchema>;
/** A problem before its message is written. */
export type ImportProblemDetail = ImportProblem extends infer P
  ? P extends ImportProblem
    ? Omit<P, 'message'>
    : never
  : never;

/**
 * The Vietnamese messages of the Anki template problems (templateField, templateSyntax), spread
 * into IMPORT_MESSAGES; `where` names the first note ('Ghi chú 3').
 */
export const TEMPLATE_PROBLEM_MESSAGES = {
  templateField: (where: string, noteType: string, template: string, field: string) =>
    `${where}: mẫu thẻ "${template}" của kiểu ghi chú "${noteType}" dùng trường "${field}" mà kiểu ghi chú không có — chỗ đó để trống trên mọi thẻ của mẫu này.`,
  templateSyntax: (where: string, noteType: string, template: string) =>
    `${where}: mẫu thẻ "${template}" của kiểu ghi chú "${noteType}" có cú pháp {{…}} bị lỗi — phần lỗi được bỏ qua; hãy kiểm tra các thẻ của mẫu này.`,
} as const;

/** Known kinds of files that are none of the accepted ones (refusal otherFileKind). */
export const OTHER_FILE_KINDS = [
  'png',
  'jpeg',
  'gif',
  'pdf',
  'gzip',
  'zstd',
  'rar',
  '7z',
  'office',
  'sqlite',
] as const;
export type OtherFileKind = (typeof OTHER_FILE_KINDS)[number];

/**
 * The reasons an import is refused (the error body's `reason`); the figures in `params`:
 * textTooLong `max` (characters), separatorInvalid `max` (characters), uploadTooLarge and
 * zipTooLarge `maxMb`, tooManyCards `max` (cards), importTimedOut `seconds`, csvBroken `line`,
 * otherFileKind `kind` (OTHER_FILE_KINDS). 413 for uploadTooLarge, 429 for importBusy, else 400.
 */
export const IMPORT_REFUSAL_REASONS = [
  'textRequired',
  'textTooLong',
  'separatorInvalid',
  'separatorsEqual',
  'fileRequired',
  'unsupportedBody',
  'invalidJson',
  'uploadTooLarge',
  'tooManyCards',
  'noCards',
  'notUtf8',
  'notZip',
  'otherFileKind',
  'noCollection',
  'zipTooLarge',
  'unsafeZipEntry',
  'corruptZip',
  'corruptCollection',
  'packageTooNew',
  'collectionNotTables',
  'collectionHasTriggers',
  'importTimedOut',
  'importTooLarge',
  'importBusy',
  'csvBroken',
] as const;
export type ImportRefusalReason = (typeof IMPORT_REFUSAL_REASONS)[number];

/** The figures of a refusal's text (see IMPORT_REFUSAL_REASONS). */
export interface ImportRefusalParams {
  max?: number;
  maxMb?: number;
  seconds?: number;
  line?: number;
  kind?: OtherFileKind;
}

/** True when `value` is one of IMPORT_REFUSAL_REASONS. */
export function isImportRefusalReason(value: unknown): value is ImportRefusalReason {
  return (IMPORT_REFUSAL_REASONS as readonly unknown[]).includes(value);
}
