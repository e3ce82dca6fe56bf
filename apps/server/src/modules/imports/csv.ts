/**
 * CSV with a header row (RFC 4180: fields with commas, quotes ("" inside quotes) and line
 * breaks are quoted), parsed by csv-parse. The front and back are the columns named
 * front/back, term/definition (or their Vietnamese names), case-insensitive, when the header
 * has them; otherwise the first two columns. Optional columns (issue 24 §2, as export.ts writes
 * them): `tags` (space-separated; tags longer than SET_LIMITS.tagMax dropped, at most
 * SET_LIMITS.tagsPerCard kept), `front_image` and `back_image` (a file name, read from the
 * zip's `images/` folder when the CSV came in one: import-media.ts). Other columns are ignored.
 *
 * The delimiter is the header line's most frequent of comma, semicolon and tab (Excel writes
 * semicolons where the list separator is one); a comma when the header has none.
 *
 * Formula guard (OWASP CSV injection): the export (export.ts) writes a side that a spreadsheet
 * would run as a formula with a leading `'`; so that its files read back the same, one leading
 * `'` is removed from a cell whose rest is such a side (restoreFormulaCell). A cell of another
 * app's CSV that starts with `'=`, `'+`, `'-`, `'@` (or `''=`…) loses that apostrophe too.
 */
import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, SET_LIMITS, type ImportPreview } from '@app/contracts';
import { CardCollector } from './card-collector.ts';
import { ImageCollector, type ImportReading, type MediaSource } from './import-media.ts';
import { refusalError } from './refusal.ts';

/**
 * A cell that a spreadsheet (Excel, LibreOffice, Google Sheets, Numbers) would read as a formula:
 * its first character is = + - @, a tab or a carriage return, or the full-width ＝ ＋ － ＠ that
 * Numbers folds into them; after any number of `'` (so that adding one `'` is undone exactly).
 */
export const FORMULA_CELL = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The side a cell of our export stands for: without the one `'` that neutraliseFormulaCell
 * (export.ts) put before a formula-like side; any other cell unchanged.
 */
export function restoreFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell;
}

const FRONT_NAMES = ['front', 'term', 'word', 'mặt trước', 'thuật ngữ', 'từ'];
const BACK_NAMES = ['back', 'definition', 'meaning', 'mặt sau', 'định nghĩa', 'nghĩa'];

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * The delimiter of a CSV text: the most frequent of ',', ';' and '\t' in its first line
 * (characters inside double quotes not counted); ',' on a tie with it or when none occurs.
 */
export function detectDelimiter(text: string): string {
  const newline = text.search(/[\r\n]/);
  const header = newline === -1 ? text : text.slice(0, newline);
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** The columns of the front and back: by header name when both are named, else 0 and 1. */
export function pickColumns(header: string[]): { front: number; back: number } {
  const names = header.map((name) => name.trim().toLowerCase());
  const front = names.findIndex((name) => FRONT_NAMES.includes(name));
  const back = names.findIndex((name) => BACK_NAMES.includes(name));
  return front !== -1 && back !== -1 && front !== back ? { front, back } : { front: 0, back: 1 };
}

function newlines(values: string[]): number {
  let count = 0;
  for (const value of values) for (const char of value) if (char === '\n') count += 1;
  return count;
}

/** A tags cell as card tags: split at white space, too long ones dropped, at most 10, unique. */
export function tagsOfCell(cell: string): string[] {
  const tags = cell.split(/\s+/).filter((tag) => tag !== '' && tag.length <= SET_LIMITS.tagMax);
  return [...new Set(tags)].slice(0, SET_LIMITS.tagsPerCard);
}

/** The preview alone of readCsv (images not looked for). */
export function parseCsv(input: string, title: string): ImportPreview {
  return readCsv(input, title).preview;
}

/**
 * Parses CSV text into a preview titled `title`, with the images its rows name (from `images`;
 * none found without it). Problems name the 1-based line a row starts on (a quoted line break
 * makes a row span lines). Blank rows are skipped; parsing stops after
 * IMPORT_LIMITS.cardsPerImport + 1 data rows.
 * @throws AppError 400 VALIDATION_ERROR: a quote left open or misplaced (with its line), more
 *   rows than the cap, or no row at all.
 */
export function readCsv(
  input: string,
  title: string,
  images: MediaSource = () => null,
): ImportReading {
  // one kind of line break: csv-parse counts a CRLF inside quotes as two lines
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let rows: ParsedRecord[];
  try {
    rows = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      // header + one row past the cap: enough to know the cap is crossed, no more is read
      to: IMPORT_LIMITS.cardsPerImport + 2,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw refusalError('csvBroken', { line: typeof line === 'number' && line > 0 ? line : 1 });
  }
  const collector = new CardCollector('line');
  const media = new ImageCollector(images);
  const [header, ...data] = rows;
  const columns = pickColumns(header?.record ?? []);
  const names = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const extra = { tags: names.indexOf('tags'), front: names.indexOf('front_image') };
  const backImage = names.indexOf('back_image');
  for (const { record, info } of data) {
    collector.countRecord();
    const start = info.lines - newlines(record);
    const tags = tagsOfCell(restoreFormulaCell(record[extra.tags] ?? ''));
    const index = collector.cardCount;
    collector.add(
      start,
      restoreFormulaCell(record[columns.front] ?? ''),
      restoreFormulaCell(record[columns.back] ?? ''),
      tags.length > 0 ? { tags } : {},
    );
    if (collector.cardCount === index) continue;
    const missed: { name: string; missing: boolean }[] = [];
    for (const [side, column] of [
      ['front', extra.front],
      ['back', backImage],
    ] as const) {
      const name = record[column]?.trim() ?? '';
      const miss = name === '' ? null : media.attach(index, side, name, start);
      if (miss !== null) missed.push({ name, missing: miss === 'missing' });
    }
    if (missed.length > 0) {
      collector.problem(start, { code: 'imagesNotImported', files: missed, moreFiles: false });
    }
  }
  return media.finish(collector.finish(title));
}
