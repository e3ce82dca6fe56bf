/**
 * A set as a file (issue 7 §7), in one of three formats that this app's import reads back to
 * the same cards:
 * - csv: header `front,back,tags` (tags space-separated, a space inside a tag written as `_`
 *   as Anki does), RFC 4180 quoting (csv-stringify), CRLF between records, a UTF-8
 *   BOM so that Excel shows Vietnamese correctly; a side a spreadsheet would run as a formula
 *   (`=HYPERLINK(…)`, `+1+1`, `-2`, `@SUM(…)`) is written after a `'` and quoted (OWASP CSV
 *   injection), and csv.ts removes that `'` again on import;
 * - text: Quizlet's import text, a tab between term and definition and a newline between
 *   cards; tabs and line breaks inside a side become spaces (the format has no escape);
 * - csv with images (`images`): a zip `<title>.zip` of `<title>.csv` with the columns
 *   `front,back,front_image,back_image,tags` (an image cell names a file of the zip's `images/`
 *   folder, empty when the side has none) and that folder (export-media.ts); csv-zip.ts reads
 *   it back;
 * - apkg: an Anki package (anki-write.ts), one deck named after the set, a side's line breaks
 *   as `<br>` (a tab stays a tab, which HTML, and so Anki, shows as a space), a side's image as
 *   `<img src="<uuid>.webp">` after its text, the files in the package's media, each card's
 *   tags in its note's tags (white space inside a tag as `_`: Anki separates tags with spaces)
 *   and, when `options.histories` is given (`history=true`), the caller's review state and log
 *   of each card (export-history.ts).
 * The file name is the set's title; `contentDisposition` makes the header for it.
 */
import type { ExportFormat } from '@app/contracts';
import { stringify } from 'csv-stringify/sync';
import { escapeAttribute } from 'entities/escape';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { textToAnkiHtml } from './anki-html.ts';
import { collectionCreation } from './anki-crt.ts';
import { writeApkg } from './anki-write.ts';
import { ankiHistory, type CardHistory } from './export-history.ts';
import { FORMULA_CELL } from './csv.ts';
import { IMAGES_FOLDER } from './csv-zip.ts';
import { readExportImages, type ExportImage, type ImageReader } from './export-media.ts';

export interface ExportableCard {
  id?: string;
  front: string;
  back: string;
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
  tags?: string[];
}

export interface ExportableSet {
  title: string;
  cards: ExportableCard[];
}

export interface ExportOptions {
  /** csv: a zip with the images (ignored for other formats; an .apkg always has them). */
  images?: boolean;
  /** Reads a stored image (none read without it: cards are exported without images). */
  readImage?: ImageReader;
  /** apkg: each card's review state and log, by card id (export-history.ts). */
  histories?: ReadonlyMap<string, CardHistory>;
}

export interface ExportedFile {
  body: Uint8Array | string;
  contentType: string;
  /** The file name to offer (title + extension; may hold any Unicode). */
  fileName: string;
}

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', text: 'txt', apkg: 'apkg' };

/**
 * `cell` as text a spreadsheet shows rather than runs: a `'` before a cell that starts as a
 * formula would (FORMULA_CELL: = + - @ tab CR, after any `'`); any other cell unchanged.
 */
export function neutraliseFormulaCell(cell: string): string {
  return FORMULA_CELL.test(cell) ? `'${cell}` : cell;
}

/** A card's tags as one cell: space-separated, a space inside a tag as `_`. */
export const tagsCell = (tags: readonly string[] = []) =>
  tags.map((tag) => tag.trim().replace(/\s+/g, '_')).join(' ');

/**
 * `set` as CSV text: BOM, header front,back,tags, RFC 4180 quoting, CRLF; formula-like sides
 * neutralised (neutraliseFormulaCell) and quoted. With `images` (URL → file), the columns
 * front,back,front_image,back_image,tags, an image cell naming its file.
 */
export function toCsv(set: ExportableSet, images?: ReadonlyMap<string, ExportImage>): string {
  const name = (url: string | null | undefined) => (url ? (images?.get(url)?.name ?? '') : '');
  return stringify(
    set.cards.map((card) => [
      neutraliseFormulaCell(card.front),
      neutraliseFormulaCell(card.back),
      ...(images ? [name(card.frontImageUrl), name(card.backImageUrl)] : []),
      neutraliseFormulaCell(tagsCell(card.tags)),
    ]),
    {
      bom: true,
      header: true,
      columns: images
        ? ['front', 'back', 'front_image', 'back_image', 'tags']
        : ['front', 'back', 'tags'],
      record_delimiter: 'windows',
      // a side's own line breaks are LF: quote them too (by default only CRLF would be); and
      // every cell starting with ', so a neutralised formula is quoted too, as OWASP advises
      quoted_match: [/[\r\n]/, /^'/],
    },
  );
}

/** `set` as Quizlet text: `front\tback\n` per card, tabs and line breaks in a side as spaces. */
export function toQuizletText(set: ExportableSet): string {
  const flat = (side: string) => side.replace(/[\t\r\n]+/g, ' ').trim();
  return set.cards.map((card) => `${flat(card.front)}\t${flat(card.back)}\n`).join('');
}

/** A side as an Anki field: its text as HTML, then `<br><img src="…">` when it has an image. */
function ankiField(text: string, image: ExportImage | undefined): string {
  const html = textToAnkiHtml(text);
  return image ? `${html}<br><img src="${escapeAttribute(image.name)}">` : html;
}

/**
 * `set` in `format`, with its content type and file name. `now` dates the Anki ids; an .apkg
 * and a CSV with `options.images` carry the cards' images read by `options.readImage`;
 * `options.histories` (apkg only, by card id) puts each card's review state and log into the
 * package.
 */
export async function exportSet(
  set: ExportableSet,
  format: ExportFormat,
  now: Date,
  options: ExportOptions = {},
): Promise<ExportedFile> {
  const base = safeFileBase(set.title);
  const fileName = `${base}.${EXTENSIONS[format]}`;
  const wantsImages = format === 'apkg' || (format === 'csv' && options.images === true);
  const images =
    wantsImages && options.readImage
      ? await readExportImages(set.cards, options.readImage)
      : new Map<string, ExportImage>();
  if (format === 'csv' && options.images === true) {
    const entries: Zippable = { [`${base}.csv`]: strToU8(toCsv(set, images)) };
    for (const image of images.values()) {
      entries[`${IMAGES_FOLDER}${image.name}`] = [image.bytes, { level: 0 }];
    }
    return { body: zipSync(entries), contentType: 'application/zip', fileName: `${base}.zip` };
  }
  if (format === 'csv') {
    return { body: toCsv(set), contentType: 'text/csv; charset=utf-8', fileName };
  }
  if (format === 'text') {
    return { body: toQuizletText(set), contentType: 'text/plain; charset=utf-8', fileName };
  }
  const image = (url: string | null | undefined) => (url ? images.get(url) : undefined);
  const histories = options.histories;
  const dueInstants = [...(histories?.values() ?? [])]
    .flatMap(({ state }) => (state && state.intervalDays > 0 ? [state.nextReviewDate] : []))
    .map((due) => Math.floor(due.getTime() / 1000));
  const crt = collectionCreation(now, dueInstants);
  const notes = set.cards.map((card, index) => ({
    fields: [
      ankiField(card.front, image(card.frontImageUrl)),
      ankiField(card.back, image(card.backImageUrl)),
    ],
    ...(card.id === undefined ? {} : { key: card.id }),
    tags: (card.tags ?? []).map((tag) => tag.trim().replace(/\s+/g, '_')),
    ...(histories ? ankiHistory(card.id ? histories.get(card.id) : undefined, crt, index + 1) : {}),
  }));
  return {
    body: await writeApkg(set.title, notes, now, [...images.values()], crt),
    contentType: 'application/octet-stream',
    fileName,
  };
}

/**
 * A title fit for a file name on every system: no control characters, no / \ : * ? " < > |,
 * no leading dots, spaces collapsed, at most 100 characters; 'flashcards' when nothing is left.
 */
export function safeFileBase(title: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100)
    .trim();
  return base === '' ? 'flashcards' : base;
}

/**
 * ASCII stand-in of a file name: Vietnamese letters without their marks, other characters as
 * '_'; 'flashcards' (with the extension) when no letter or digit is left.
 */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^A-Za-z0-9.]/g, '_') : '';
  const ascii = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ._-]/g, '_');
  return `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'flashcards'}${extension}`;
}

/**
 * `attachment` Content-Disposition for `fileName` (RFC 6266): an ASCII `filename` for old
 * clients and `filename*` with the UTF-8 name percent-encoded (RFC 8187).
 */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}
