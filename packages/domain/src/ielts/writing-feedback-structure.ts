/**
 * Items of the Writing feedback about the essay's shape: word count, paragraphs and sentence
 * variety. Rules and thresholds are documented in writing-feedback.ts (issue 10).
 */
import type { EssayParagraph, EssaySentence } from './essay-text.ts';
import type { WritingFeedbackItem, WritingFeedbackVerdict } from './writing-feedback.ts';
import {
  line,
  WRITING_FEEDBACK_LIMITS,
  type WritingFeedbackLine,
} from './writing-feedback-lines.ts';

const TASK2_MIN_WORDS = WRITING_FEEDBACK_LIMITS.minWords;
const BAND1_MAX_WORDS = WRITING_FEEDBACK_LIMITS.band1MaxWords;
const COMFORTABLE_MAX_WORDS = WRITING_FEEDBACK_LIMITS.comfortableMaxWords;
const LONG_MAX_WORDS = WRITING_FEEDBACK_LIMITS.longMaxWords;
const GOOD_PARAGRAPHS = { min: 4, max: 5 };
const VERY_SHORT_SENTENCE = 8;
const VERY_LONG_SENTENCE = 35;
const GOOD_STDEV = 5;
const POOR_STDEV = 3;

/** `value` rounded to one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The first `count` words of a sentence followed by "…" when it has more. */
function opening(sentence: EssaySentence, count: number): string {
  const pieces = sentence.text.split(' ');
  return pieces.length > count ? `${pieces.slice(0, count).join(' ')}…` : sentence.text;
}

/** Word count against the Task 2 minimum (Task Response). */
export function wordCountItem(words: number): WritingFeedbackItem {
  let verdict: WritingFeedbackVerdict = 'good';
  let summary = line('wordsEnough', { words, minWords: TASK2_MIN_WORDS });
  const details: WritingFeedbackLine[] = [];
  const comfortable = line('wordsComfortable', {
    minWords: WRITING_FEEDBACK_LIMITS.comfortableMinWords,
    maxWords: COMFORTABLE_MAX_WORDS,
  });
  if (words <= BAND1_MAX_WORDS) {
    verdict = 'improve';
    summary = line('wordsBand1', { words, maxWords: BAND1_MAX_WORDS });
  } else if (words < TASK2_MIN_WORDS) {
    verdict = 'improve';
    summary = line('wordsShort', {
      words,
      missing: TASK2_MIN_WORDS - words,
      minWords: TASK2_MIN_WORDS,
    });
  } else if (words > LONG_MAX_WORDS) {
    verdict = 'fair';
    summary = line('wordsTooLong', { words, minutes: WRITING_FEEDBACK_LIMITS.minutes });
    details.push(comfortable);
  } else if (words > COMFORTABLE_MAX_WORDS) {
    summary = line('wordsSlightlyLong', { words });
    details.push(comfortable);
  }
  return { id: 'word-count', verdict, summary, details, figures: { words } };
}

/** Paragraph count (Coherence and Cohesion). */
export function paragraphsItem(paragraphs: readonly EssayParagraph[]): WritingFeedbackItem {
  const count = paragraphs.length;
  const verdict: WritingFeedbackVerdict =
    count >= GOOD_PARAGRAPHS.min && count <= GOOD_PARAGRAPHS.max
      ? 'good'
      : count === 3 || count === 6
        ? 'fair'
        : 'improve';
  const range = { paragraphs: count, minGood: GOOD_PARAGRAPHS.min, maxGood: GOOD_PARAGRAPHS.max };
  const summary =
    verdict === 'good'
      ? line('paragraphsGood', { paragraphs: count })
      : count <= 1
        ? line('paragraphsNone', range)
        : line('paragraphsOff', range);
  return {
    id: 'paragraphs',
    verdict,
    summary,
    details: paragraphs.map((paragraph, index) =>
      line('paragraph', {
        n: index + 1,
        words: paragraph.words.length,
        sentences: paragraph.sentences.length,
      }),
    ),
    figures: { paragraphs: count },
  };
}

/** Sentence length variety (Grammatical Range and Accuracy). */
export function sentenceVarietyItem(sentences: readonly EssaySentence[]): WritingFeedbackItem {
  const lengths = sentences.map((sentence) => sentence.words.length);
  const count = lengths.length;
  const mean = count === 0 ? 0 : lengths.reduce((sum, n) => sum + n, 0) / count;
  const variance = count === 0 ? 0 : lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / count;
  const meanLength = round1(mean);
  const stdevLength = round1(Math.sqrt(variance));
  const veryShort = lengths.filter((n) => n < VERY_SHORT_SENTENCE).length;
  const long = sentences.filter((sentence) => sentence.words.length > VERY_LONG_SENTENCE);
  const veryLong = long.length;
  const verdict: WritingFeedbackVerdict =
    stdevLength >= GOOD_STDEV && veryLong <= 2
      ? 'good'
      : stdevLength < POOR_STDEV || veryLong > 4
        ? 'improve'
        : 'fair';
  const details =
    count === 0
      ? []
      : [
          line('sentenceRange', { shortest: Math.min(...lengths), longest: Math.max(...lengths) }),
          line('sentencesVeryShort', { below: VERY_SHORT_SENTENCE, count: veryShort }),
          line('sentencesVeryLong', { above: VERY_LONG_SENTENCE, count: veryLong }),
          ...long.map((sentence) =>
            line('longSentence', { words: sentence.words.length, opening: opening(sentence, 8) }),
          ),
        ];
  return {
    id: 'sentence-variety',
    verdict,
    summary: line('sentences', { sentences: count, meanLength, stdevLength }),
    details,
    figures: { sentences: count, meanLength, stdevLength, veryShort, veryLong },
  };
}
