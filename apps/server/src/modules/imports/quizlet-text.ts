/**
 * Quizlet's export text (Quizlet: "Export" → "Between term and definition: Tab | Comma | Custom",
 * "Between rows: New line | Semicolon | Custom"): each card is a chunk of text between two card
 * separators; its term is what comes before the first term separator and its definition all
 * the rest (a definition may hold further separators, and, with a card separator other than
 * the newline, line breaks).
 */
import { resolveSeparators, type ImportPreview } from '@app/contracts';
import { CardCollector } from './card-collector.ts';
import { pastedTitle } from './import-title.ts';

export interface QuizletSeparators {
  /** 'tab' | 'comma' | a custom string. */
  termSeparator: string;
  /** 'newline' | 'semicolon' | a custom string. */
  cardSeparator: string;
}

function countNewlines(text: string, from = 0, to = text.length): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) {
    count += 1;
  }
  return count;
}

/**
 * Parses Quizlet text into a preview titled `title`. Blank chunks are skipped; a chunk without
 * the term separator, or with an empty or too long side, becomes a problem naming the 1-based
 * line the chunk starts on. Line breaks may be LF, CRLF or CR; a leading BOM is ignored.
 * Parsing stops at the first chunk past IMPORT_LIMITS.cardsPerImport.
 * With `pasted` (text pasted in the page, issue 34 §16), the first line names the set: a first
 * chunk without the term separator followed by cards is a heading — the title, not a problem —
 * else the first card's term is the title (import-title.ts pastedTitle); `title` is the
 * fallback.
 * @throws AppError 400 VALIDATION_ERROR past the cap, or when the text holds nothing at all.
 */
export function parseQuizletText(
  input: string,
  separators: QuizletSeparators,
  title: string,
  { pasted = false }: { pasted?: boolean } = {},
): ImportPreview {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { term, card } = resolveSeparators(separators.termSeparator, separators.cardSeparator);
  const collector = new CardCollector('line');
  const newlinesInSeparator = countNewlines(card);
  let position = 0;
  let line = 1;
  /** A pasted first chunk without a separator: the heading, unless no card follows it. */
  let heading: { line: number; text: string } | null = null;
  let first = true;
  let firstTerm: string | undefined;
  for (;;) {
    const end = text.indexOf(card, position);
    const stop = end === -1 ? text.length : end;
    const chunk = text.slice(position, stop);
    if (chunk.trim() !== '') {
      // the line the chunk's text starts on (a separator may be whitespace: search the chunk)
      const start = line + countNewlines(chunk, 0, chunk.length - chunk.trimStart().length);
      const at = chunk.indexOf(term);
      if (at === -1 && pasted && first) {
        heading = { line: start, text: chunk };
      } else {
        collector.countRecord();
        if (at === -1) {
          collector.problem(start, { code: 'missingSeparator' });
        } else {
          firstTerm ??= chunk.slice(0, at);
          collector.add(start, chunk.slice(0, at), chunk.slice(at + term.length));
        }
      }
      first = false;
    }
    if (end === -1) break;
    line += countNewlines(chunk) + newlinesInSeparator;
    position = end + card.length;
  }
  if (heading && firstTerm === undefined) {
    // nothing but the first chunk could be read: it was a card without a separator after all
    collector.countRecord();
    collector.problem(heading.line, { code: 'missingSeparator' });
    heading = null;
  }
  const named = pasted ? pastedTitle(heading?.text ?? null, firstTerm) : null;
  return collector.finish(named ?? title);
}
