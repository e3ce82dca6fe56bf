/**
 * Text copied from a Quizlet set page (issue 24 §3): each term on a line and its definition on
 * the next, without a separator on the line. What is recognised (all of it documented in
 * docs/api.md "Import and export of sets"):
 *
 * - The heading "Terms in this set (24)" (or Quizlet's Vietnamese "Thuật ngữ trong học phần
 *   này (24)"): everything above it — the set title, the author, buttons such as "Save" — is
 *   the page's header and is dropped; its first line that is not a button label is the title.
 * - Blank lines split the text into blocks; each block is read as term, definition, term, … A
 *   block with an odd number of lines leaves its last line unpaired: a problem
 *   (`unpairedLine`), never a card. When every block has one line (a blank line after every
 *   line), blank lines mean nothing and the whole text is one block.
 * - A line holding only the number that comes next in 1, 2, 3, … (Quizlet numbers each pair)
 *   ends a block and is dropped.
 * - Button labels Quizlet repeats beside each pair ("Star", "Play audio", "Edit" and their
 *   Vietnamese forms) are dropped when the same label stands alone on at least two lines (a
 *   term that is the word "star" once stays a term).
 *
 * Detection (`looksAlternating`), so that ordinary one-card-per-line text is never read this
 * way: at least two content lines, no content line holds a tab (Quizlet's default separator),
 * and no usual separator (" - ", "–", "—", "=", ":", "|", ";", ",") stands on three lines out
 * of four or more — such text is one card per line with a separator the learner should choose.
 */
import type { ImportPreview } from '@app/contracts';
import { CardCollector, cleanTitle } from './card-collector.ts';
import { pastedTitle } from './import-title.ts';

/** A content line: its 1-based number in the pasted text and its trimmed text. */
export interface ContentLine {
  line: number;
  text: string;
}

/** The pasted text read as a Quizlet page: the title from its header (or null) and blocks. */
export interface AlternatingText {
  title: string | null;
  blocks: ContentLine[][];
}

const HEADING = /^(?:terms in this set|thuật ngữ trong học phần này)\s*\(\s*[\d.,\s]+\)$/iu;

/** Labels of buttons a set page repeats beside each pair (lower case). */
const PAIR_LABELS = new Set([
  'star',
  'play audio',
  'edit',
  'gắn sao',
  'phát âm thanh',
  'chỉnh sửa',
]);

/** Header lines that are buttons or study modes, never the title (lower case). */
const HEADER_LABELS = new Set([
  'save',
  'share',
  'flashcards',
  'learn',
  'test',
  'match',
  'lưu',
  'chia sẻ',
  'thẻ ghi nhớ',
  'học',
  'kiểm tra',
  'ghép thẻ',
]);

/** Separators of one-card-per-line text the detection looks for. */
const LINE_SEPARATORS = [' - ', '–', '—', '=', ':', '|', ';', ','];

/** Share of content lines past which a separator means "one card per line". */
const SEPARATOR_SHARE = 0.75;

/**
 * Reads `input` (LF, CRLF or CR; a leading BOM ignored) as a Quizlet set page: header,
 * counters and repeated labels removed, content lines grouped into blocks (see the module
 * docstring). Pure; never throws.
 */
export function readAlternating(input: string): AlternatingText {
  const lines = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const trimmed = lines.map((line) => line.trim());
  const heading = trimmed.findIndex((line) => HEADING.test(line));
  let title: string | null = null;
  if (heading !== -1) {
    const first = trimmed
      .slice(0, heading)
      .find((line) => line !== '' && !HEADER_LABELS.has(line.toLowerCase()));
    title = first === undefined ? null : cleanTitle(first);
  }
  const labelCounts = new Map<string, number>();
  for (const line of trimmed.slice(heading + 1)) {
    const label = line.toLowerCase();
    if (PAIR_LABELS.has(label)) labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  }
  const blocks: ContentLine[][] = [];
  let block: ContentLine[] = [];
  const endBlock = () => {
    if (block.length > 0) blocks.push(block);
    block = [];
  };
  let nextCounter = 1;
  for (let index = heading + 1; index < trimmed.length; index += 1) {
    const text = trimmed[index]!;
    if (text === '') {
      endBlock();
    } else if (text === String(nextCounter)) {
      endBlock();
      nextCounter += 1;
    } else if ((labelCounts.get(text.toLowerCase()) ?? 0) < 2) {
      block.push({ line: index + 1, text });
    }
  }
  endBlock();
  if (blocks.length > 1 && blocks.every((lines) => lines.length === 1)) {
    return { title, blocks: [blocks.flat()] };
  }
  return { title, blocks };
}

/**
 * True when `reading` looks like alternate lines rather than one card per line: at least two
 * content lines, none with a tab, and no usual separator on SEPARATOR_SHARE of them or more.
 */
export function looksAlternating(reading: AlternatingText): boolean {
  const lines = reading.blocks.flat().map(({ text }) => text);
  if (lines.length < 2 || lines.some((text) => text.includes('\t'))) return false;
  return LINE_SEPARATORS.every(
    (separator) =>
      lines.filter((text) => text.includes(separator)).length < lines.length * SEPARATOR_SHARE,
  );
}

/**
 * The preview of `reading`: each block's lines paired (term, definition), the title from the
 * page's header or `fallbackTitle`, `layout` 'alternating'. A block's last line without a
 * definition is an `unpairedLine` problem at its line; empty or too long sides follow the
 * shared rules (CardCollector).
 * @throws AppError 400 VALIDATION_ERROR: past IMPORT_LIMITS.cardsPerImport pairs, or nothing
 *   to import (noCards).
 */
export function previewAlternating(reading: AlternatingText, fallbackTitle: string): ImportPreview {
  const collector = new CardCollector('line');
  for (const block of reading.blocks) {
    for (let index = 0; index < block.length; index += 2) {
      const term = block[index]!;
      const definition = block[index + 1];
      collector.countRecord();
      if (definition === undefined) collector.problem(term.line, { code: 'unpairedLine' });
      else collector.add(term.line, term.text, definition.text);
    }
  }
  // the page's title, else the first line: the first term (issue 34 §16)
  const firstTerm = reading.blocks[0]?.[0]?.text;
  const title = reading.title ?? pastedTitle(null, firstTerm) ?? fallbackTitle;
  return { ...collector.finish(title), layout: 'alternating' };
}
