/**
 * Note lines on a card's back (the "note lines" convention). A card has only two sides, so an
 * example sentence, a collocation or a remark is written on the back, each on a line of its own
 * that begins with a label, under the meaning:
 *
 *     bằng chứng, chứng cứ — facts or information showing whether a claim is true
 *     Ví dụ: Recent studies provide strong evidence that lack of sleep affects memory.
 *     Collocation: provide evidence
 *
 * The starter set is written this way (content/index.ts, starterCardBack), and a learner may
 * write their own cards so. Such lines are notes; the other lines are the card's answer. What
 * asks for the meaning (Learn, Test, the games, the meaning → term direction, the set listener)
 * uses the answer only, since an example holds the term and would give it away; the study card
 * shows the answer and then the notes.
 *
 * The labels (case-insensitive, at the start of a line after optional spaces, a space allowed
 * before the colon; the text is compared in NFC):
 * - example: "Ví dụ:", "VD:", "Example:", "Examples:", "E.g." or "E.g.:"
 * - collocation: "Collocation:", "Collocations:"
 * - note: "Ghi chú:", "Note:", "Notes:"
 *
 * Rules:
 * - A back without a note line is returned unchanged, byte for byte, as the answer.
 * - Otherwise the answer is the other lines, in order, joined with '\n', with blank lines at its
 *   start and end dropped (and surrounding spaces trimmed).
 * - A back made only of note lines keeps the whole back as its answer (and no notes), so an
 *   answer is never empty when the back is not.
 */

/** The kind of a note line. */
export type CardNoteKind = 'example' | 'collocation' | 'note';

/** One note line of a back. */
export interface CardNote {
  kind: CardNoteKind;
  /** The label as the card writes it, colon included ("Ví dụ:", "e.g."). */
  label: string;
  /** The text after the label, trimmed (may be ''). */
  text: string;
}

/** A back split into its answer and its note lines. */
export interface SplitBack {
  answer: string;
  notes: CardNote[];
}

/** The labels, each with its kind: a line starting with one of these is a note. */
const LABELS: readonly { kind: CardNoteKind; pattern: RegExp }[] = [
  { kind: 'example', pattern: /^(?:ví dụ|vd|examples?)\s*:|^e\.g\.(?:\s*:)?/iu },
  { kind: 'collocation', pattern: /^collocations?\s*:/iu },
  { kind: 'note', pattern: /^(?:ghi chú|notes?)\s*:/iu },
];

/** The note a line is, or null when it is part of the answer. */
function noteOf(line: string): CardNote | null {
  const text = line.normalize('NFC').trim();
  for (const { kind, pattern } of LABELS) {
    const match = pattern.exec(text);
    if (match) return { kind, label: match[0], text: text.slice(match[0].length).trim() };
  }
  return null;
}

/**
 * Splits a card's back into its answer and its note lines (see the module docstring). Lines
 * are separated by '\n' or '\r\n'.
 */
export function splitBack(back: string): SplitBack {
  const lines = back.split(/\r?\n/u);
  const notes: CardNote[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    const note = noteOf(line);
    if (note) notes.push(note);
    else rest.push(line);
  }
  if (notes.length === 0) return { answer: back, notes: [] };
  const answer = rest.join('\n').trim();
  if (answer === '') return { answer: back, notes: [] };
  return { answer, notes };
}

/** The answer part of a back (splitBack's answer), trimmed: what is asked, shown or said. */
export function backAnswer(back: string): string {
  return splitBack(back).answer.trim();
}

/** A note as one line of text: its label, a space, its text ("Ví dụ: …"). */
export function noteLine(note: CardNote): string {
  return note.text === '' ? note.label : `${note.label} ${note.text}`;
}
