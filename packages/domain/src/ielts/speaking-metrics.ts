/**
 * Measurements of a Speaking answer (issue 11, beyond the spec), from its transcript and timings,
 * each with a verdict, the code of its sentence and its figures (the web says them: no text
 * here, issue 18). They are measurements to help the learner's self-rating, never a band (the
 * web says so beside them). Pure.
 *
 * Input per answer: the transcript (heard or typed), `seconds` (a spoken answer: from 'Bắt đầu
 * nói' to 'Dừng'; a typed one: time on the question), and for pauses either `resultTimes`
 * (seconds from the answer's start at which speech recognition reported a result; the runner
 * records these) or `silences` (lengths of silent stretches measured from the microphone).
 * Words: spokenWords (speaking-fillers.ts). Verdicts 'good' | 'fair' | 'improve', or 'none' when
 * the measure does not apply:
 * - pace: words per minute = words / seconds × 60, rounded. Not for typed answers, under 5 s or
 *   without words. < 80 improve; 80-99 fair (slow); 100-180 good; > 180 fair (fast).
 * - pauses: gaps > 2 s between consecutive result times (the wait before the first result and
 *   after the last are not pauses), or silences > 2 s. Per minute of answer: none, or ≤ 2 with
 *   none ≥ 5 s, good; ≤ 4 fair; more improve. 'none' without timings (typed, or a saved attempt).
 * - fillers: countFillers (speaking-fillers.ts) per 100 words: ≤ 3 good, ≤ 6 fair, else improve.
 * - variety: type/token ratio of the lowercased words (every word, fillers too). TTR falls as an
 *   answer grows, so the bar depends on length: under 20 words 'none'; 20-59 words good ≥ 0.70,
 *   fair ≥ 0.60; 60-149 good ≥ 0.60, fair ≥ 0.50; 150+ good ≥ 0.50, fair ≥ 0.42 (the project's
 *   band 8-9 model answers all reach 'good').
 * - length: words (and seconds, for a spoken answer with a time range) against SPEAKING_LENGTH:
 *   fewer words or seconds than the range improve; more fair; inside good. A spoken Part 2 long
 *   turn has no word ceiling (its 2 minutes are the limit: more words in them is a faster pace),
 *   so the model answers' 300-330 words in 2 minutes are good; typed, over 300 words is fair.
 */
import { countFillers, spokenWords, type SpeakingFiller } from './speaking-fillers.ts';
import {
  fillersMetric,
  lengthMetric,
  paceMetric,
  PAUSE_SECONDS,
  pausesMetric,
  speakingAnswerKind,
  varietyMetric,
  type SpeakingAnswerKind,
  type SpeakingMetric,
} from './speaking-metric-items.ts';
import { round1 } from './writing-feedback-structure.ts';

export {
  countFillers,
  spokenWords,
  SPEAKING_FILLERS,
  type SpeakingFiller,
} from './speaking-fillers.ts';
export {
  FILLERS_GOOD_PER_100,
  LONG_TURN_LIMIT_SECONDS,
  PAUSE_SECONDS,
  SPEAKING_LENGTH,
  SPEAKING_PACE,
  varietyBar,
  speakingAnswerKind,
  type SpeakingAnswerKind,
  type SpeakingLength,
  type SpeakingMetric,
  type SpeakingVarietyBar,
  type SpeakingVerdict,
} from './speaking-metric-items.ts';

/** One answer as the runner (or a saved attempt) gives it. */
export interface SpeakingAnswerInput {
  part: number;
  index: number;
  transcript: string;
  /** Seconds answering (see the module docstring). */
  seconds: number;
  typed: boolean;
  resultTimes?: readonly number[];
  silences?: readonly number[];
}

/** An answer's figures and its five measurements. */
export interface SpeakingAnswerMetrics {
  kind: SpeakingAnswerKind;
  words: number;
  seconds: number;
  typed: boolean;
  wordsPerMinute: number | null;
  /** Lengths (s, one decimal) of the pauses over 2 s; null when not measured. */
  pauses: number[] | null;
  fillers: { filler: SpeakingFiller; count: number }[];
  fillerCount: number;
  /** Distinct words / words (0-1, two decimals); null without words. */
  typeTokenRatio: number | null;
  /** Whether the answer's length is inside SPEAKING_LENGTH for its kind (words and seconds). */
  lengthOk: boolean;
  /** pace, pauses, fillers, variety, length. */
  metrics: SpeakingMetric[];
}

/** The pauses (s, one decimal) over PAUSE_SECONDS, from result times or silences; null if neither. */
export function longPauses(input: {
  resultTimes?: readonly number[];
  silences?: readonly number[];
}): number[] | null {
  if (input.resultTimes && input.resultTimes.length > 0) {
    const times = [...input.resultTimes].sort((a, b) => a - b);
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    return gaps.filter((gap) => gap > PAUSE_SECONDS).map(round1);
  }
  if (input.silences) return input.silences.filter((s) => s > PAUSE_SECONDS).map(round1);
  return null;
}

/** The measurements of one answer (see the module docstring for every rule). */
export function speakingAnswerMetrics(input: SpeakingAnswerInput): SpeakingAnswerMetrics {
  const kind = speakingAnswerKind(input.part, input.index);
  const words = spokenWords(input.transcript);
  const seconds = Math.max(0, input.seconds);
  const fillers = countFillers(input.transcript);
  const fillerCount = fillers.reduce((sum, f) => sum + f.count, 0);
  const pauses = input.typed ? null : longPauses(input);
  const fromSilence =
    !(input.resultTimes && input.resultTimes.length > 0) && input.silences !== undefined;
  const pace = paceMetric(words.length, seconds, input.typed);
  const length = lengthMetric(kind, words.length, seconds, input.typed);
  return {
    kind,
    words: words.length,
    seconds,
    typed: input.typed,
    wordsPerMinute: pace.id === 'pace' ? pace.wordsPerMinute : null,
    pauses,
    fillers,
    fillerCount,
    typeTokenRatio:
      words.length === 0 ? null : Math.round((new Set(words).size / words.length) * 100) / 100,
    lengthOk: length.verdict === 'good',
    metrics: [
      pace,
      pausesMetric(pauses, seconds, fromSilence),
      fillersMetric(fillers, fillerCount, words.length),
      varietyMetric(words),
      length,
    ],
  };
}

/** A whole test's figures, over its answers with words. */
export interface SpeakingTestMetrics {
  answered: number;
  words: number;
  /** Seconds of spoken answers (typed ones left out). */
  spokenSeconds: number;
  /** Words of spoken answers / spokenSeconds × 60, rounded; null without spoken answers. */
  wordsPerMinute: number | null;
  /** Pauses over 2 s in the answers where they were measured; null when none were. */
  pauses: number | null;
  fillerCount: number;
  /** Answers whose length is inside the expectation. */
  lengthOk: number;
}

/** Sums a test's answers' measurements (answers without words are left out). */
export function speakingTestMetrics(
  answers: readonly SpeakingAnswerMetrics[],
): SpeakingTestMetrics {
  const given = answers.filter((a) => a.words > 0);
  const spoken = given.filter((a) => !a.typed);
  const spokenSeconds = spoken.reduce((sum, a) => sum + a.seconds, 0);
  const spokenWords = spoken.reduce((sum, a) => sum + a.words, 0);
  const timed = given.filter((a) => a.pauses !== null);
  return {
    answered: given.length,
    words: given.reduce((sum, a) => sum + a.words, 0),
    spokenSeconds: Math.round(spokenSeconds),
    wordsPerMinute: spokenSeconds >= 5 ? Math.round((spokenWords / spokenSeconds) * 60) : null,
    pauses: timed.length === 0 ? null : timed.reduce((sum, a) => sum + a.pauses!.length, 0),
    fillerCount: given.reduce((sum, a) => sum + a.fillerCount, 0),
    lengthOk: given.filter((a) => a.lengthOk).length,
  };
}

/** The four self-rated criteria (0-5, one decimal). */
export interface SpeakingRatings {
  fluency: number;
  vocabulary: number;
  grammar: number;
  pronunciation: number;
}

/** The mean of the four self-ratings rounded to one decimal, as the server saves it (spec §9). */
export function averageSelfRating(ratings: SpeakingRatings): number {
  const { fluency, vocabulary, grammar, pronunciation } = ratings;
  return Math.round(((fluency + vocabulary + grammar + pronunciation) / 4) * 10) / 10;
}
