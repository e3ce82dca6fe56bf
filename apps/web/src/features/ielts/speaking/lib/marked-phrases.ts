/**
 * A model answer cut into pieces so that the useful phrases its notes quote can be marked in it
 * (issue 23 §4): each phrase's first occurrence, left to right; a phrase that overlaps one
 * already marked, or that the answer does not contain, is left unmarked.
 */
export interface AnswerPiece {
  text: string;
  marked: boolean;
}

export function markedPhrases(answer: string, phrases: readonly string[]): AnswerPiece[] {
  const spans = phrases
    .map((phrase) => ({
      start: answer.indexOf(phrase),
      end: answer.indexOf(phrase) + phrase.length,
    }))
    .filter((span) => span.start >= 0 && span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const pieces: AnswerPiece[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) pieces.push({ text: answer.slice(at, span.start), marked: false });
    pieces.push({ text: answer.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < answer.length) pieces.push({ text: answer.slice(at), marked: false });
  return pieces;
}
