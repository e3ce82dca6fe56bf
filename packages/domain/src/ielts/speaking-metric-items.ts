/**
 * The five measurements of a Speaking answer and what they are compared with (issue 11); the
 * rules and thresholds are documented in speaking-metrics.ts. Pure.
 */
import type { SpeakingFiller } from './speaking-fillers.ts';
import { round1 } from './writing-feedback-structure.ts';

/** What an answer is: its part, and in Part 2 the long turn (index 0) or a follow-up. */
export type SpeakingAnswerKind = 'part1' | 'part2-long-turn' | 'part2-follow-up' | 'part3';

/** The kind of answer `index` of `part` (Part 2: index 0 is the long turn). */
export function speakingAnswerKind(part: number, index: number): SpeakingAnswerKind {
  if (part === 1) return 'part1';
  if (part === 2) return index === 0 ? 'part2-long-turn' : 'part2-follow-up';
  return 'part3';
}

/** An answer's expected length: words, and seconds where the exam suggests a time. */
export interface SpeakingLength {
  minWords: number;
  maxWords: number;
  minSeconds: number | null;
  maxSeconds: number | null;
}

/** Expected answer lengths (issue 11); Part 2's follow-ups are short, like Part 1's answers. */
export const SPEAKING_LENGTH: Record<SpeakingAnswerKind, SpeakingLength> = {
  part1: { minWords: 20, maxWords: 60, minSeconds: 15, maxSeconds: 30 },
  'part2-long-turn': { minWords: 200, maxWords: 300, minSeconds: 90, maxSeconds: 120 },
  'part2-follow-up': { minWords: 20, maxWords: 60, minSeconds: 15, maxSeconds: 30 },
  part3: { minWords: 40, maxWords: 120, minSeconds: null, maxSeconds: null },
};

/** A silence longer than this (s) is a pause. */
export const PAUSE_SECONDS = 2;

/** Words per minute: below `slowBelow` improve; from `goodFrom` to `goodTo` good; else fair. */
export const SPEAKING_PACE = { slowBelow: 80, goodFrom: 100, goodTo: 180 } as const;

/** Fillers per 100 words up to this many are good. */
export const FILLERS_GOOD_PER_100 = 3;

/** Part 2's long turn, in seconds (the examiner stops the candidate then). */
export const LONG_TURN_LIMIT_SECONDS = 120;

export type SpeakingVerdict = 'good' | 'fair' | 'improve' | 'none';

/** The TTR bar of an answer of `minWords` to `maxWords` words (null: no upper bound). */
export interface SpeakingVarietyBar {
  minWords: number;
  maxWords: number | null;
  /** Good from this percentage. */
  goodPercent: number;
  /** Fair from this percentage. */
  fairPercent: number;
}

/**
 * One measurement of an answer: its verdict, the code of its sentence (`summary`) and the
 * figures the web needs to say it, its short value and how it is measured. No text: the web
 * names each measurement by its id.
 */
export type SpeakingMetric =
  | {
      id: 'pace';
      verdict: SpeakingVerdict;
      summary: 'typed' | 'tooShort' | 'verySlow' | 'slow' | 'fast' | 'natural';
      /** Null when not measured. */
      wordsPerMinute: number | null;
    }
  | {
      id: 'pauses';
      verdict: SpeakingVerdict;
      summary: 'notMeasured' | 'none' | 'some';
      /** Pauses over PAUSE_SECONDS (null when not measured) and the longest (s, one decimal). */
      count: number | null;
      longest: number | null;
      /** Measured from the microphone's silences rather than recognition's result times. */
      fromSilence: boolean;
    }
  | {
      id: 'fillers';
      verdict: SpeakingVerdict;
      summary: 'noWords' | 'none' | 'some';
      count: number;
      /** Fillers per 100 words (one decimal); null without words. */
      per100: number | null;
      fillers: { filler: SpeakingFiller; count: number }[];
    }
  | {
      id: 'variety';
      verdict: SpeakingVerdict;
      summary: 'tooShort' | 'measured';
      types: number;
      words: number;
      /** Distinct words / words, as a percentage with one decimal; null when too short. */
      percent: number | null;
      bar: SpeakingVarietyBar;
    }
  | {
      id: 'length';
      verdict: SpeakingVerdict;
      summary: 'empty' | 'short' | 'long' | 'longTurnLong' | 'good';
      kind: SpeakingAnswerKind;
      words: number;
      /** Whole seconds. */
      seconds: number;
      /** Whether seconds count (a spoken answer of a kind with a time range). */
      timed: boolean;
      expected: SpeakingLength;
    };

/** Words per minute (see speaking-metrics.ts for the rules of every item). */
export function paceMetric(words: number, seconds: number, typed: boolean): SpeakingMetric {
  if (typed || seconds < 5 || words === 0) {
    return {
      id: 'pace',
      verdict: 'none',
      summary: typed ? 'typed' : 'tooShort',
      wordsPerMinute: null,
    };
  }
  const wpm = Math.round((words / seconds) * 60);
  const [verdict, summary] =
    wpm < SPEAKING_PACE.slowBelow
      ? (['improve', 'verySlow'] as const)
      : wpm < SPEAKING_PACE.goodFrom
        ? (['fair', 'slow'] as const)
        : wpm > SPEAKING_PACE.goodTo
          ? (['fair', 'fast'] as const)
          : (['good', 'natural'] as const);
  return { id: 'pace', verdict, summary, wordsPerMinute: wpm };
}

/** Pauses over PAUSE_SECONDS; `pauses` null when not measured. */
export function pausesMetric(
  pauses: number[] | null,
  seconds: number,
  fromSilence: boolean,
): SpeakingMetric {
  const base = { id: 'pauses', fromSilence } as const;
  if (pauses === null) {
    return { ...base, verdict: 'none', summary: 'notMeasured', count: null, longest: null };
  }
  if (pauses.length === 0) {
    return { ...base, verdict: 'good', summary: 'none', count: 0, longest: null };
  }
  const longest = Math.max(...pauses);
  const perMinute = pauses.length / (Math.max(seconds, 1) / 60);
  const verdict: SpeakingVerdict =
    perMinute <= 2 && longest < 5 ? 'good' : perMinute <= 4 ? 'fair' : 'improve';
  return { ...base, verdict, summary: 'some', count: pauses.length, longest };
}

/** Filler words per 100 words. */
export function fillersMetric(
  fillers: readonly { filler: SpeakingFiller; count: number }[],
  count: number,
  words: number,
): SpeakingMetric {
  const base = { id: 'fillers' as const, count, fillers: [...fillers] };
  if (words === 0) return { ...base, verdict: 'none', summary: 'noWords', per100: null };
  if (count === 0) return { ...base, verdict: 'good', summary: 'none', per100: 0 };
  const per100 = (count / words) * 100;
  const verdict: SpeakingVerdict =
    per100 <= FILLERS_GOOD_PER_100 ? 'good' : per100 <= 6 ? 'fair' : 'improve';
  return { ...base, verdict, summary: 'some', per100: round1(per100) };
}

/** The TTR bar for an answer of `words` words (see the module docstring). */
export function varietyBar(words: number): SpeakingVarietyBar {
  if (words < 60) return { minWords: 20, maxWords: 59, goodPercent: 70, fairPercent: 60 };
  if (words < 150) return { minWords: 60, maxWords: 149, goodPercent: 60, fairPercent: 50 };
  return { minWords: 150, maxWords: null, goodPercent: 50, fairPercent: 42 };
}

/** Type/token ratio against a bar that depends on the answer's length. */
export function varietyMetric(words: string[]): SpeakingMetric {
  const bar = varietyBar(words.length);
  const types = new Set(words).size;
  const base = { id: 'variety', types, words: words.length, bar } as const;
  if (words.length < bar.minWords) {
    return { ...base, verdict: 'none', summary: 'tooShort', percent: null };
  }
  const ratio = types / words.length;
  const verdict: SpeakingVerdict =
    ratio >= bar.goodPercent / 100 ? 'good' : ratio >= bar.fairPercent / 100 ? 'fair' : 'improve';
  return { ...base, verdict, summary: 'measured', percent: round1(ratio * 100) };
}

/** Words (and seconds) against the answer kind's expected length. */
export function lengthMetric(
  kind: SpeakingAnswerKind,
  words: number,
  seconds: number,
  typed: boolean,
): SpeakingMetric {
  const expected = SPEAKING_LENGTH[kind];
  const timed = !typed && expected.minSeconds !== null && expected.maxSeconds !== null;
  const longTurn = kind === 'part2-long-turn';
  const base = {
    id: 'length',
    kind,
    words,
    seconds: Math.round(seconds),
    timed,
    expected,
  } as const;
  const short = words < expected.minWords || (timed && seconds < expected.minSeconds!);
  // a spoken long turn is bounded by its 2 minutes: more words inside them is just a faster pace
  const long =
    (words > expected.maxWords && !(timed && longTurn)) ||
    (timed && seconds > expected.maxSeconds!);
  if (words === 0) return { ...base, verdict: 'improve', summary: 'empty' };
  if (short) return { ...base, verdict: 'improve', summary: 'short' };
  if (long) return { ...base, verdict: 'fair', summary: longTurn ? 'longTurnLong' : 'long' };
  return { ...base, verdict: 'good', summary: 'good' };
}
