/**
 * A lesson script as the sentences its audio says one after another (issue 18 §4 transcript):
 * turns, then paragraphs (blank lines), then sentences split after . ? ! (not after Mr., Dr. …),
 * exactly as `npm run content:audio` splits them (scripts/content-audio-plan.mjs), so that
 * sentence i of a lesson has the start time i of content/audio/timings.json. A "sentence"
 * without a letter or digit is not said, so it is not one here either.
 */

const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|St|Prof)\.$/;

/** Splits a paragraph into sentences after . ? ! (not after Mr., Dr. …). */
export function splitSentences(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.?!]["']?)\s+/);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last)) {
      sentences[sentences.length - 1] += ` ${part}`;
    } else {
      sentences.push(part);
    }
  }
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** The sentences of one turn's text, in the order they are said. */
export function turnSentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitSentences(paragraph.replace(/\s+/g, ' ')))
    .filter((sentence) => /[A-Za-z0-9]/.test(sentence));
}

/** content/audio/timings.json: per lesson id, the start in seconds of each sentence. */
export type LessonTimings = Record<string, number[]>;
