/**
 * Automatic feedback on an Academic Writing Task 1 answer (issue 23 §1), computed from the text
 * and the visual's data. Like Task 2's (writing-feedback.ts) it holds no text, only line codes
 * with figures (writing-feedback-lines.ts), and is not a band score. Items, in this order, each
 * 'good' or 'improve' (spelling may be 'fair') with named `figures`:
 * - word-count: essayWordCount against TASK1_FEEDBACK_LIMITS.minWords (150); 20 words or fewer is
 *   band 1. figures: words, minWords.
 * - overview: the first sentence with an overview marker ("overall", "in general", "generally",
 *   "it is clear that", "it can be seen that", "in summary", "on the whole", "to sum up", …;
 *   OVERVIEW), quoted. Found good, else improve. figures: found (0 or 1).
 * - key-figures (only when the visuals have figures: not for a process or a map): how many of the
 *   data's key figures the answer cites (task1-figures.ts). good when at least a third of them
 *   and at least min(3, keys); the cited ones are listed, and up to four missed ones.
 *   figures: cited, keys, answerNumbers.
 * - comparison (not for a process): comparison phrases ("higher than", "compared with",
 *   "more popular than", "whereas", "while", "in contrast", "unlike", "twice as", "as many as",
 *   "the same as", "similar to", superlatives "the highest", "the most", "-est", "exceeded", "overtook", …;
 *   COMPARISON, read left to right without overlaps). good from
 *   TASK1_FEEDBACK_LIMITS.minComparisons; examples listed (up to six distinct, with counts).
 *   figures: comparisons, distinct.
 * - tense: finite verbs by tense against the visual's period (task1-tense.ts). good when
 *   verbs were found, the wrong share is at most TASK1_FEEDBACK_LIMITS.maxWrongTensePercent and,
 *   for a future period, a future form is used; mixed is good whenever verbs were found. Flagged
 *   sentences are listed (up to five). figures: pastVerbs, presentVerbs, futureVerbs,
 *   wrongPercent, flaggedSentences.
 * - spelling: as Task 2's (writing-feedback-vocabulary.ts).
 *
 * Pure: the spell checker is passed in. Never throws.
 */
import { essayParagraphs, essayWordCount, normaliseEssay } from './essay-text.ts';
import {
  answerNumbers,
  cites,
  keyFigures,
  labelNumbers,
  type Task1Visual,
} from './task1-figures.ts';
import { sentenceTenses, wrongTenses, type Task1Period, type TenseCounts } from './task1-tense.ts';
import type {
  WritingFeedback,
  WritingFeedbackDeps,
  WritingFeedbackItem,
} from './writing-feedback.ts';
import { line, TASK1_FEEDBACK_LIMITS, type WritingFeedbackLine } from './writing-feedback-lines.ts';
import { spellingItem } from './writing-feedback-vocabulary.ts';

export type { Task1Visual, Task1Period };

/** The ids of the Task 1 items, in order (key-figures and comparison may be left out). */
export const TASK1_FEEDBACK_IDS = [
  'word-count',
  'overview',
  'key-figures',
  'comparison',
  'tense',
  'spelling',
] as const;

/** What the Task 1 feedback reads of the test (content/ielts/writing-schema.ts). */
export interface Task1Data {
  period: Task1Period;
  visuals: readonly Task1Visual[];
}

const OVERVIEW =
  /\b(?:overall|in general|generally(?: speaking)?|it is (?:clear|evident|apparent|obvious|noticeable) that|it can be (?:seen|observed) that|as can be seen|in summary|to summ?ari[sz]e|in short|on the whole|to sum up|in brief|the most (?:striking|noticeable|significant|notable) (?:feature|trend|change|point))\b/i;

const SUPERLATIVE_NOT = new Set(
  'rest west interest forest test request harvest contest chest nest guest quest protest honest modest manifest digest arrest suggest invest'.split(
    ' ',
  ),
);
const COMPARISON =
  /\b(?:compared (?:with|to)|in comparison (?:with|to)|in contrast(?: to)?|by contrast|whereas|while|whilst|unlike|(?:twice|three times|four times|half) as \w+ as|as (?:many|much|high|low|large|small|few|little|great) as|the same as|similar to|(?:more|less) [a-z]+ than|(?:more|less|fewer|[a-z]+er) than|the (?:most|least|[a-z]{2,}est)\b|exceed(?:s|ed|ing)?|overt(?:ook|akes?|aken|aking)|outnumber(?:s|ed|ing)?|surpass(?:es|ed|ing)?)\b/gi;

function wordCountItem(words: number): WritingFeedbackItem {
  const minWords = TASK1_FEEDBACK_LIMITS.minWords;
  const figures = { words, minWords };
  if (words <= 20) {
    return {
      id: 'word-count',
      verdict: 'improve',
      summary: line('wordsBand1', { words, maxWords: 20 }),
      details: [],
      figures,
    };
  }
  if (words < minWords) {
    return {
      id: 'word-count',
      verdict: 'improve',
      summary: line('wordsShort', { words, missing: minWords - words, minWords }),
      details: [],
      figures,
    };
  }
  return {
    id: 'word-count',
    verdict: 'good',
    summary: line('wordsEnough', { words, minWords }),
    details: [],
    figures,
  };
}

function overviewItem(sentences: readonly string[]): WritingFeedbackItem {
  const found = sentences.find((sentence) => OVERVIEW.test(sentence));
  return found
    ? {
        id: 'overview',
        verdict: 'good',
        summary: line('overviewFound', { sentence: found }),
        details: [],
        figures: { found: 1 },
      }
    : {
        id: 'overview',
        verdict: 'improve',
        summary: line('overviewMissing', {}),
        details: [],
        figures: { found: 0 },
      };
}

function keyFiguresItem(text: string, data: Task1Data): WritingFeedbackItem | null {
  const keys = keyFigures(data.visuals);
  if (keys.length === 0) return null;
  const numbers = answerNumbers(text, labelNumbers(data.visuals));
  const cited = keys.filter((key) => numbers.some((n) => cites(n, key)));
  const missed = keys.filter((key) => !cited.includes(key));
  const good = cited.length >= Math.min(3, keys.length) && cited.length * 3 >= keys.length;
  const show = (code: 'figureCited' | 'figureMissed') => (key: (typeof keys)[number]) =>
    line(code, { label: key.label, value: key.value, unit: key.unit });
  return {
    id: 'key-figures',
    verdict: good ? 'good' : 'improve',
    summary:
      numbers.length === 0
        ? line('figuresNoNumbers', { keys: keys.length })
        : line('figuresCited', { cited: cited.length, keys: keys.length }),
    details: [...cited.map(show('figureCited')), ...missed.slice(0, 4).map(show('figureMissed'))],
    figures: { cited: cited.length, keys: keys.length, answerNumbers: numbers.length },
  };
}

function comparisonItem(text: string): WritingFeedbackItem {
  const found = new Map<string, number>();
  let count = 0;
  for (const match of text.matchAll(COMPARISON)) {
    const phrase = match[0].toLowerCase();
    const last = phrase.split(' ').at(-1)!;
    if (phrase.startsWith('the ') && SUPERLATIVE_NOT.has(last)) continue;
    if (phrase === 'rather than' || phrase === 'other than') continue;
    count += 1;
    found.set(phrase, (found.get(phrase) ?? 0) + 1);
  }
  const details = [...found]
    .slice(0, 6)
    .map(([phrase, n]) => line('comparisonExample', { phrase, count: n }));
  return {
    id: 'comparison',
    verdict: count >= TASK1_FEEDBACK_LIMITS.minComparisons ? 'good' : 'improve',
    summary:
      count === 0
        ? line('comparisonNone', {})
        : line('comparisonSome', { count, distinct: found.size }),
    details,
    figures: { comparisons: count, distinct: found.size },
  };
}

function tenseItem(sentences: readonly string[], period: Task1Period): WritingFeedbackItem {
  const total: TenseCounts = { past: 0, present: 0, future: 0 };
  let wrong = 0;
  const flagged: WritingFeedbackLine[] = [];
  for (const sentence of sentences) {
    const counts = sentenceTenses(sentence);
    for (const tense of ['past', 'present', 'future'] as const) total[tense] += counts[tense];
    const bad = wrongTenses(period, counts);
    if (bad.length === 0) continue;
    wrong += bad.reduce((sum, tense) => sum + counts[tense], 0);
    flagged.push(line('tenseFlagged', { sentence, tense: bad[0]! }));
  }
  const verbs = total.past + total.present + total.future;
  const wrongPercent = verbs === 0 ? 0 : Math.round((wrong / verbs) * 1000) / 10;
  const figures = {
    pastVerbs: total.past,
    presentVerbs: total.present,
    futureVerbs: total.future,
    wrongPercent,
    flaggedSentences: flagged.length,
  };
  const counts = line('tenseCounts', { ...total });
  const item = (
    verdict: 'good' | 'improve',
    summary: WritingFeedbackLine,
  ): WritingFeedbackItem => ({
    id: 'tense',
    verdict,
    summary,
    details: [counts, ...flagged.slice(0, 5)],
    figures,
  });
  if (verbs === 0) return { ...item('improve', line('tenseNoVerbs', {})), details: [] };
  if (period === 'mixed') return item('good', line('tenseMixed', {}));
  if (period === 'future' && total.future === 0) return item('improve', line('tenseNoFuture', {}));
  return wrongPercent <= TASK1_FEEDBACK_LIMITS.maxWrongTensePercent
    ? item('good', line('tenseGood', { period, wrongPercent }))
    : item('improve', line('tenseOff', { period, wrongPercent, sentences: flagged.length }));
}

/** Feedback on a Task 1 answer describing `data` (rules: the module docstring). */
export function analyseTask1Answer(
  text: string,
  data: Task1Data,
  deps: Pick<WritingFeedbackDeps, 'isKnownWord'>,
): WritingFeedback {
  const clean = normaliseEssay(text);
  const paragraphs = essayParagraphs(clean);
  const sentences = paragraphs.flatMap((p) => p.sentences.map((s) => s.text));
  const words = paragraphs.flatMap((p) => p.words);
  const wordCount = essayWordCount(clean);
  const noFigures = data.visuals.every((v) => v.kind === 'process' || v.kind === 'map');
  const isProcess = data.visuals.every((v) => v.kind === 'process');
  const items = [
    wordCountItem(wordCount),
    overviewItem(sentences),
    noFigures ? null : keyFiguresItem(clean, data),
    isProcess ? null : comparisonItem(clean),
    tenseItem(sentences, data.period),
    spellingItem(words, deps.isKnownWord),
  ].filter((item): item is WritingFeedbackItem => item !== null);
  return {
    task: 1,
    wordCount,
    paragraphCount: paragraphs.length,
    sentenceCount: sentences.length,
    items,
  };
}
