/**
 * Quizlet's export text (Quizlet: "Export" → "Between term and definition: Tab | Comma | Custom",
 * "Between rows: New line | Semicolon | Custom"): each card is a chunk of text between two card
 * separators; its term is what comes before the first term separator and its definition all
 * the rest (a definition may hold further separators, and, with a card separator other than
 * the newline, line breaks).
 */
import { resolveSeparators, type ImportPreview } from '@app/contracts';
import { CardCollector } from './card-collector.ts';

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
 * @throws AppError 400 VALIDATION_ERROR past the cap, or when the text holds nothing at all.
 */
export function parseQuizletText(
  input: string,
  separators: QuizletSeparators,
  title: string,
): ImportPreview {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { term, card } = resolveSeparators(separators.termSeparator, separators.cardSeparator);
  const collector = new CardCollector('line');
  const newlinesInSeparator = countNewlines(card);
  let position = 0;
  let line = 1;
  for (;;) {
    const end = text.indexOf(card, position);
    const stop = end === -1 ? text.length : end;
    const chunk = text.slice(position, stop);
    if (chunk.trim() !== '') {
      collector.countRecord();
      // the line the chunk's text starts on (a separator may be whitespace: search the chunk)
      const start = line + countNewlines(chunk, 0, chunk.length - chunk.trimStart().length);
      const at = chunk.indexOf(term);
      if (at === -1) {
        collector.problem(start, { code: 'missingSeparator' });
      } else {
        collector.add(start, chunk.slice(0, at), chunk.slice(at + term.length));
      }
    }
    if (end === -1) break;
    line += countNewlines(chunk) + newlinesInSeparator;
    position = end + card.length;
  }
  return collector.finish(title);
}
