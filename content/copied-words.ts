/**
 * Paraphrase check of the completion items (issue 23 §4): the exam's gap sentences say in other
 * words what the passage or script says, and only the answer is taken word for word. A gap
 * sentence that copies six or more consecutive words of its text tests word matching instead.
 */

/** How many consecutive words a gap sentence may share with its text (one fewer than a copy). */
export const COPY_RUN = 6;

/** Lowercase words without punctuation ("0.6" stays one word, "it's" keeps its apostrophe). */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d)[.,:](?=\d)/g, '$1')
    .replace(/[^\p{L}\p{N}'\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * The runs of `run` or more consecutive words that `text` (one line at a time) shares with
 * `source`, each as one string; empty when the text is its own wording.
 */
export function copiedRuns(text: string, source: string, run = COPY_RUN): string[] {
  const sourceWords = plainWords(source);
  const grams = new Set<string>();
  for (let i = 0; i + run <= sourceWords.length; i++) {
    grams.add(sourceWords.slice(i, i + run).join(' '));
  }
  const copies: string[] = [];
  for (const line of text.split('\n')) {
    const words = plainWords(line);
    let i = 0;
    while (i + run <= words.length) {
      if (!grams.has(words.slice(i, i + run).join(' '))) {
        i += 1;
        continue;
      }
      let end = i + run;
      while (end < words.length && grams.has(words.slice(end - run + 1, end + 1).join(' '))) end++;
      copies.push(words.slice(i, end).join(' '));
      i = end;
    }
  }
  return copies;
}

/**
 * A gap sentence as the learner reads it once answered: each {{n}} or '______' gap filled with
 * `answerOf(n)` (the key's first alternative, or the option's text for a letter from a box), so
 * that the words on either side of the answer count as one run.
 */
export function filledGaps(text: string, answerOf: (n: number) => string, n?: number): string {
  return text
    .replace(/\{\{(\d+)\}\}/g, (_, gap: string) => answerOf(Number(gap)))
    .replace(/_{3,}/g, () => (n === undefined ? ' ' : answerOf(n)));
}

/** The first alternative of a key with its optional words: "(the) city centre/x" → "the city centre". */
export function firstAlternative(key: string): string {
  return key.split('/')[0]!.replace(/[()]/g, '').trim();
}
