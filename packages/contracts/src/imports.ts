/**
 * Import and export of flashcard sets (issue 7 §7: learners move here from Quizlet and Anki).
 *
 * `POST /api/imports` answers a preview and saves nothing: `ImportPreview` `{ title, cards,
 * problems }`, where each problem names the 1-based line (text, CSV) or note (Anki) it comes
 * from. The learner then saves the cards with the set editor (`POST /api/sets`), whose rules
 * (SET_LIMITS in flashcards.ts) still apply: at most SET_LIMITS.cardsPerSet cards per set and
 * SET_LIMITS.cardTextMax characters per side.
 * `GET /api/sets/:setId/export?format=csv|text|apkg[&images=true]` answers a file (a zip with
 * `images=true`).
 *
 * Every Vietnamese text of the API is here, beside the limits it states; problems and refusals
 * also carry codes (import-codes.ts), which the web shows from its own catalogue.
 */
import { z } from 'zod';
import { isWellFormedText, text } from './text.ts';
import { SET_LIMITS } from './flashcards.ts';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-messages.ts';
import { importDeckSchema, importGroupSchema } from './import-pick.ts';
import { cardReviewsSchema, cardScheduleSchema, flagSchema as flag } from './card-history.ts';
import {
  importProblemSchema,
  type ImportProblemDetail,
  type ImportRefusalParams,
  type ImportRefusalReason,
  type OtherFileKind,
} from './import-codes.ts';

export * from './import-codes.ts';
export * from './import-pick.ts';
export * from './import-messages.ts';

const MB = 1024 * 1024;

/** 'tab' | 'comma' | a custom string of 1-10 characters (Quizlet's "between term and definition"). */
export const termSeparatorSchema = z
  .string()
  .min(1, IMPORT_MESSAGES.separatorInvalid)
  .max(IMPORT_LIMITS.separatorMaxChars, IMPORT_MESSAGES.separatorInvalid)
  .refine(isWellFormedText, IMPORT_MESSAGES.separatorInvalid)
  .default('tab');

/** 'newline' | 'semicolon' | a custom string of 1-10 characters (Quizlet's "between rows"). */
export const cardSeparatorSchema = z
  .string()
  .min(1, IMPORT_MESSAGES.separatorInvalid)
  .max(IMPORT_LIMITS.separatorMaxChars, IMPORT_MESSAGES.separatorInvalid)
  .refine(isWellFormedText, IMPORT_MESSAGES.separatorInvalid)
  .default('newline');

/** The two separators resolved to the strings they stand for ('tab' → '\t', …). */
export function resolveSeparators(termSeparator: string, cardSeparator: string) {
  return {
    term: termSeparator === 'tab' ? '\t' : termSeparator === 'comma' ? ',' : termSeparator,
    card: cardSeparator === 'newline' ? '\n' : cardSeparator === 'semicolon' ? ';' : cardSeparator,
  };
}

/** The separators differ once resolved (a custom ',' equals 'comma'). */
function separatorsDiffer(value: { termSeparator: string; cardSeparator: string }): boolean {
  const { term, card } = resolveSeparators(value.termSeparator, value.cardSeparator);
  return term !== card;
}

/** Multipart fields beside a file: separators (.txt), keepHistory (Anki, card-history.ts). */
export const importUploadOptionsSchema = z
  .object({
    termSeparator: termSeparatorSchema,
    cardSeparator: cardSeparatorSchema,
    keepHistory: flag,
  })
  .refine(separatorsDiffer, { message: IMPORT_MESSAGES.separatorsEqual, path: ['cardSeparator'] });

/**
 * How pasted text is read (issue 24 §3): 'lines' — one card per line (or per card separator)
 * with a term separator, Quizlet's export; 'alternating' — a term line, then its definition
 * line, as a Quizlet set page copies; 'auto' (the default) — alternating when the text looks
 * like it (quizlet-alternating.ts on the server), else lines.
 */
export const TEXT_LAYOUTS = ['auto', 'lines', 'alternating'] as const;
export type TextLayout = (typeof TEXT_LAYOUTS)[number];

/** POST /api/imports with JSON: pasted Quizlet text. */
export const importTextRequestSchema = z
  .object({
    layout: z.enum(TEXT_LAYOUTS).default('auto'),
    text: text()
      .max(IMPORT_LIMITS.textMaxChars, IMPORT_MESSAGES.textTooLong)
      .refine((text) => text.trim() !== '', IMPORT_MESSAGES.textRequired),
    termSeparator: termSeparatorSchema,
    cardSeparator: cardSeparatorSchema,
  })
  .refine(separatorsDiffer, { message: IMPORT_MESSAGES.separatorsEqual, path: ['cardSeparator'] });
export type ImportTextRequest = z.input<typeof importTextRequestSchema>;
/** Pasted text after validation: separators defaulted. */
export type ValidImportText = z.output<typeof importTextRequestSchema>;

/**
 * A card of the preview: plain text, trimmed, each side 1-2000 characters; `group`, `deck`: an
 * Anki card's note type + template and deck (indexes into the preview's `groups` and `decks`,
 * import-pick.ts); `frontImageUrl`, `backImageUrl` (issue 24 §1, media): a card image the import
 * stored for the importing learner (`/api/files/users/<id>/cards/<uuid>.webp`), which POST
 * /api/sets accepts from them; `tags`: the card's tags (CSV `tags` column; Anki notes' tags),
 * each as SetInput's tag rules; with keepHistory an Anki card's `schedule` and `reviews`
 * (card-history.ts).
 */
export const importedCardSchema = z.object({
  front: z.string().min(1).max(SET_LIMITS.cardTextMax),
  back: z.string().min(1).max(SET_LIMITS.cardTextMax),
  group: z.int().min(0).optional(),
  deck: z.int().min(0).optional(),
  frontImageUrl: z.string().nullable().optional(),
  backImageUrl: z.string().nullable().optional(),
  tags: z.array(z.string().min(1).max(SET_LIMITS.tagMax)).max(SET_LIMITS.tagsPerCard).optional(),
  schedule: cardScheduleSchema.optional(),
  reviews: cardReviewsSchema.optional(),
});
export type ImportedCard = z.infer<typeof importedCardSchema>;

/** POST /api/imports: the preview; nothing is saved. */
export const importPreviewSchema = z.object({
  /** The set name it suggests (issue 34 §16): an Anki deck's last name part, a file's name, a paste's first line. */
  title: z.string().min(1).max(SET_LIMITS.titleMax),
  /** Anki only: the main deck's description, kept as the set's. */
  description: z.string().max(SET_LIMITS.descriptionMax).optional(),
  cards: z.array(importedCardSchema).max(IMPORT_LIMITS.cardsPerImport),
  problems: z.array(importProblemSchema),
  /** Pasted text only: how it was read ('lines' or 'alternating', see TEXT_LAYOUTS). */
  layout: z.enum(['lines', 'alternating']).optional(),
  /** Anki only (import-pick.ts): the cards' note type + template, and their decks. */
  groups: z.array(importGroupSchema).optional(),
  decks: z.array(importDeckSchema).optional(),
  /** An Anki package read with keepHistory: its cards carry `schedule` and `reviews`. */
  history: z.boolean().optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The Vietnamese message of a problem (the API's `message`), from its code and figures. */
export function importProblemMessage(problem: ImportProblemDetail): string {
  const where =
    problem.place === 'line'
      ? IMPORT_MESSAGES.lineLabel(problem.line)
      : IMPORT_MESSAGES.noteLabel(problem.line);
  switch (problem.code) {
    case 'missingSeparator':
    case 'emptyFront':
    case 'emptyBack':
    case 'unpairedLine':
      return IMPORT_MESSAGES[problem.code](where);
    case 'sideTooLong':
      return IMPORT_MESSAGES.sideTooLong(where, problem.side);
    case 'soundsDropped':
    case 'imagesDropped':
    case 'imagesNotImported':
      return IMPORT_MESSAGES[problem.code](
        where,
        IMPORT_MESSAGES.fileNames(problem.files, problem.moreFiles),
      );
    case 'overEditorLimit':
      return IMPORT_MESSAGES.overEditorLimit(problem.count, where);
    case 'templateField':
      return IMPORT_MESSAGES.templateField(
        where,
        problem.noteType,
        problem.template,
        problem.field,
      );
    case 'templateSyntax':
      return IMPORT_MESSAGES.templateSyntax(where, problem.noteType, problem.template);
  }
}

/** The figures a refusal's text states, for the reasons whose figures are limits. */
const LIMIT_PARAMS: Partial<Record<ImportRefusalReason, ImportRefusalParams>> = {
  textTooLong: { max: IMPORT_LIMITS.textMaxChars },
  separatorInvalid: { max: IMPORT_LIMITS.separatorMaxChars },
  uploadTooLarge: { maxMb: IMPORT_LIMITS.uploadMaxBytes / MB },
  tooManyCards: { max: IMPORT_LIMITS.cardsPerImport },
  zipTooLarge: { maxMb: IMPORT_LIMITS.inflatedMaxBytes / MB },
  importTimedOut: { seconds: IMPORT_LIMITS.previewSeconds },
};

/** A refusal as the API sends it: its reason, figures (`params`) and Vietnamese message. */
export interface ImportRefusal {
  reason: ImportRefusalReason;
  params?: ImportRefusalParams;
  message: string;
}

/**
 * The refusal of `reason`: its Vietnamese message and its figures (the limits it states, plus
 * `line` for csvBroken and `kind` for otherFileKind, which the caller gives).
 */
export function importRefusal(
  reason: ImportRefusalReason,
  given: { line?: number; kind?: OtherFileKind } = {},
): ImportRefusal {
  const params = { ...LIMIT_PARAMS[reason], ...given };
  let message: string;
  if (reason === 'csvBroken') message = IMPORT_MESSAGES.csvBroken(given.line ?? 1);
  else if (reason === 'otherFileKind') message = IMPORT_MESSAGES.otherFileKind(given.kind ?? 'pdf');
  else message = IMPORT_MESSAGES[reason];
  return Object.keys(params).length > 0 ? { reason, params, message } : { reason, message };
}

/** The refusal whose Vietnamese message is `message` (a schema issue's), or null. */
export function importRefusalOfMessage(message: string): ImportRefusal | null {
  const reasons = ['textRequired', 'textTooLong', 'separatorInvalid', 'separatorsEqual'] as const;
  const reason = reasons.find((candidate) => IMPORT_MESSAGES[candidate] === message);
  return reason ? importRefusal(reason) : null;
}
