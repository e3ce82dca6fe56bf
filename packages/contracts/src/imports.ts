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
import { importDeckSchema, importGroupSchema } from './import-pick.ts';
import { cardReviewsSchema, cardScheduleSchema, flagSchema as flag } from './card-history.ts';
import {
  TEMPLATE_PROBLEM_MESSAGES,
  importProblemSchema,
  type DroppedFile,
  type ImportProblemDetail,
  type ImportRefusalParams,
  type ImportRefusalReason,
  type OtherFileKind,
} from './import-codes.ts';

export * from './import-codes.ts';
export * from './import-pick.ts';

/** Limits of an import (issue 7 §7). Sizes in bytes. */
export const IMPORT_LIMITS = {
  /** Cards (non-blank rows, lines or notes) one import may hold; past it the import is refused. */
  cardsPerImport: 2000,
  /** Largest accepted request body of POST /api/imports (upload or pasted text). */
  uploadMaxBytes: 60 * 1024 * 1024,
  /** Total bytes a zip's entries may inflate to (declared sizes and actual output). */
  inflatedMaxBytes: 50 * 1024 * 1024,
  /** Characters of pasted text. */
  textMaxChars: 10_000_000,
  /** Characters of a custom separator. */
  separatorMaxChars: 10,
  /**
   * Seconds one preview may take, from the start of the worker that reads it to its answer;
   * past it the worker is stopped and the import refused (400 importTimedOut).
   */
  previewSeconds: 8,
  /**
   * Distinct image files one import may store as card images (issue 24 §1); images past it are
   * reported (imagesNotImported) and the cards keep their text.
   */
  imagesPerImport: 1000,
} as const;

const MB = 1024 * 1024;

/** How the Vietnamese messages name a kind of file (refusal otherFileKind). */
const OTHER_FILE_KIND_NAMES: Record<OtherFileKind, string> = {
  png: 'một ảnh PNG',
  jpeg: 'một ảnh JPEG',
  gif: 'một ảnh GIF',
  pdf: 'một tệp PDF',
  gzip: 'một tệp nén gzip',
  zstd: 'một tệp nén zstd',
  rar: 'một tệp nén RAR',
  '7z': 'một tệp nén 7z',
  office: 'một tài liệu Office cũ (.doc, .xls)',
  sqlite: 'một cơ sở dữ liệu SQLite',
};

export const IMPORT_MESSAGES = {
  defaultTitle: 'Bộ thẻ nhập',
  textRequired: 'Vui lòng dán nội dung cần nhập',
  textTooLong: 'Nội dung dán vào quá dài (tối đa 10 triệu ký tự)',
  separatorInvalid: `Dấu phân cách không hợp lệ (1–${IMPORT_LIMITS.separatorMaxChars} ký tự)`,
  separatorsEqual:
    'Dấu phân cách giữa thuật ngữ và định nghĩa phải khác dấu phân cách giữa các thẻ',
  fileRequired: 'Vui lòng chọn một tệp để nhập (trường "file")',
  unsupportedBody: 'Hãy tải lên một tệp (multipart/form-data) hoặc gửi nội dung dán vào (JSON).',
  invalidJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  uploadTooLarge: `Tệp tải lên quá lớn (tối đa ${IMPORT_LIMITS.uploadMaxBytes / MB} MB).`,
  tooManyCards: `Tệp có hơn ${IMPORT_LIMITS.cardsPerImport} thẻ. Mỗi lần nhập tối đa ${IMPORT_LIMITS.cardsPerImport} thẻ — hãy chia tệp thành nhiều phần nhỏ hơn.`,
  noCards: 'Không tìm thấy thẻ nào trong nội dung đã gửi.',
  notUtf8:
    'Tệp không đúng định dạng: không phải văn bản UTF-8. Hãy lưu lại dưới dạng CSV UTF-8 hoặc văn bản (.txt) UTF-8 rồi thử lại.',
  notZip:
    'Tệp không đúng định dạng gói Anki (.apkg, .colpkg): nội dung không phải tệp nén zip. Hãy xuất lại từ Anki.',
  otherFileKind: (kind: OtherFileKind) =>
    `Tệp không đúng định dạng: đây là ${OTHER_FILE_KIND_NAMES[kind]}, không phải gói Anki (.apkg, .colpkg), tệp CSV hay văn bản (.txt).`,
  noCollection:
    'Tệp không đúng định dạng gói Anki: tệp nén không chứa bộ sưu tập Anki (collection.anki2, collection.anki21 hoặc collection.anki21b).',
  zipTooLarge: `Gói Anki giải nén ra hơn ${IMPORT_LIMITS.inflatedMaxBytes / MB} MB — quá lớn để nhập.`,
  unsafeZipEntry:
    'Tệp nén chứa đường dẫn không an toàn (như "../" hoặc đường dẫn tuyệt đối) nên bị từ chối.',
  corruptZip: 'Tệp nén bị hỏng hoặc dùng kiểu nén không được hỗ trợ.',
  corruptCollection:
    'Không đọc được bộ sưu tập Anki trong gói: tệp bị hỏng hoặc không đúng định dạng.',
  packageTooNew:
    'Gói Anki này được tạo bằng phiên bản Anki mới hơn mà ứng dụng chưa đọc được. Trong Anki, hãy xuất lại và chọn "Hỗ trợ các phiên bản Anki cũ hơn".',
  collectionNotTables:
    'Gói Anki này bị từ chối: trong bộ sưu tập, bảng ghi chú, thẻ hoặc bộ thẻ (notes, cards, col, decks) không phải bảng dữ liệu thường mà là một truy vấn (view) hoặc bảng ảo — Anki không bao giờ tạo như vậy.',
  collectionHasTriggers:
    'Gói Anki này bị từ chối: bộ sưu tập chứa trigger (lệnh tự chạy trong cơ sở dữ liệu) — Anki không bao giờ tạo như vậy.',
  importTimedOut: `Tệp cần quá nhiều thời gian để đọc (hơn ${IMPORT_LIMITS.previewSeconds} giây) nên bị từ chối. Hãy kiểm tra lại tệp, hoặc chia thành nhiều tệp nhỏ hơn.`,
  importTooLarge:
    'Tệp quá lớn để đọc (cần quá nhiều bộ nhớ) nên bị từ chối. Hãy chia thành nhiều tệp nhỏ hơn.',
  importBusy: 'Máy chủ đang đọc nhiều tệp nhập khác. Vui lòng thử lại sau ít phút.',
  csvBroken: (line: number) =>
    `Tệp CSV bị lỗi ở dòng ${line}: dấu ngoặc kép chưa được đóng hoặc đặt sai chỗ.`,
  exportFormatInvalid: 'Định dạng xuất phải là csv, text hoặc apkg',
  exportImagesInvalid: 'Tham số images chỉ nhận true hoặc false, và chỉ dùng với định dạng csv',

  /** Where a problem comes from: a line of text or CSV, or an Anki note. */
  lineLabel: (line: number) => `Dòng ${line}`,
  noteLabel: (note: number) => `Ghi chú ${note}`,
  missingSeparator: (where: string) =>
    `${where}: không tìm thấy dấu phân cách giữa thuật ngữ và định nghĩa — dòng này được bỏ qua.`,
  unpairedLine: (where: string) =>
    `${where}: thuật ngữ này không có định nghĩa ở dòng sau (số dòng lẻ) — dòng này được bỏ qua; hãy kiểm tra các thẻ đã ghép.`,
  emptyFront: (where: string) => `${where}: mặt trước trống — thẻ này không được nhập.`,
  emptyBack: (where: string) => `${where}: mặt sau trống — thẻ này không được nhập.`,
  sideTooLong: (where: string, side: 'front' | 'back') =>
    `${where}: ${side === 'front' ? 'mặt trước' : 'mặt sau'} dài hơn ${SET_LIMITS.cardTextMax} ký tự (tối đa ${SET_LIMITS.cardTextMax} ký tự mỗi mặt) — thẻ này không được nhập.`,
  soundsDropped: (where: string, names: string) =>
    `${where}: đã bỏ âm thanh ${names} — ứng dụng chưa nhập âm thanh, chỉ nhập chữ.`,
  imagesDropped: (where: string, names: string) =>
    `${where}: đã bỏ hình ảnh ${names} — mỗi mặt thẻ chỉ giữ hình ảnh đầu tiên.`,
  imagesNotImported: (where: string, names: string) =>
    `${where}: không nhập được hình ảnh ${names} (thiếu, không đọc được, không phải JPEG, PNG, WebP hay GIF, hoặc quá ${IMPORT_LIMITS.imagesPerImport} ảnh) — thẻ được nhập không có hình này.`,
  /** The names of dropped media files: quoted, a missing one said so, ', …' when more. */
  fileNames: (files: readonly DroppedFile[], moreFiles: boolean) => {
    const listed = files
      .map(({ name, missing }) => (missing ? `"${name}" (không có trong gói)` : `"${name}"`))
      .join(', ');
    return moreFiles ? `${listed}, …` : listed;
  },
  overEditorLimit: (count: number, where: string) =>
    `Có ${count} thẻ, nhưng mỗi bộ thẻ lưu được tối đa ${SET_LIMITS.cardsPerSet} thẻ: từ ${where.toLowerCase()} trở đi, hãy lưu vào một bộ thẻ khác.`,
  ...TEMPLATE_PROBLEM_MESSAGES,
} as const;

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
  title: z.string().min(1).max(SET_LIMITS.titleMax),
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
