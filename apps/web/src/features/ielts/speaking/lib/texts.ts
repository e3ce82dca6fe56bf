/**
 * The Speaking runner's texts that depend on codes and figures (issue 18): each part's title,
 * description and time, the examiner's words for a Part 1 topic frame, an answer kind's expected length, the typed fallback's reason, and the
 * measurements of an answer (the domain gives codes and figures; the words are the catalogue's).
 */
import {
  FILLERS_GOOD_PER_100,
  LONG_TURN_LIMIT_SECONDS,
  PAUSE_SECONDS,
  SPEAKING_FILLERS,
  SPEAKING_LENGTH,
  SPEAKING_PACE,
  type SpeakingAnswerKind,
  type SpeakingMetric,
} from '@app/domain';
import type { IntlShape } from 'react-intl';
import type { TFunction } from '../../../../i18n/i18n.tsx';
import type { FallbackReason } from './speech.ts';
import type { SpeakingFrame, SpeakingPart } from './steps.ts';

/** A part's title, description and suggested time. */
export function partInfo(t: TFunction, part: SpeakingPart) {
  return {
    title: t(`speaking.parts.part${part}.title`),
    about: t(`speaking.parts.part${part}.about`),
    target: t(`speaking.parts.part${part}.target`),
  };
}

/**
 * The examiner's words as Part 1 moves on to a topic frame, in the exam's English: "Let's talk
 * about your hometown." (the first frame), "Now let's move on to talk about music." (the others).
 */
export function frameMoveOn(t: TFunction, frame: SpeakingFrame): string {
  const topic = frame.title.charAt(0).toLowerCase() + frame.title.slice(1);
  return t('speaking.frame.moveOn', { opening: frame.number === 1 ? 'yes' : 'no', topic });
}

const HINT_KEY = {
  part1: 'part1',
  'part2-long-turn': 'part2LongTurn',
  'part2-follow-up': 'part2FollowUp',
  part3: 'part3',
} as const satisfies Record<SpeakingAnswerKind, string>;

/** An answer kind's expected length, e.g. 'Part 1: 20-60 từ, khoảng 15-30 giây'. */
export function lengthHint(t: TFunction, kind: SpeakingAnswerKind): string {
  const { minWords, maxWords, minSeconds, maxSeconds } = SPEAKING_LENGTH[kind];
  return t(`speaking.metrics.hints.${HINT_KEY[kind]}`, {
    minWords,
    maxWords,
    minSeconds,
    maxSeconds,
    minMinutes: (minSeconds ?? 0) / 60,
    maxMinutes: (maxSeconds ?? 0) / 60,
  });
}

const RECOGNITION_ERROR_KEY: Record<string, string> = {
  'not-allowed': 'notAllowed',
  'service-not-allowed': 'serviceNotAllowed',
  network: 'network',
  'audio-capture': 'audioCapture',
  'language-not-supported': 'languageNotSupported',
  'phrases-not-supported': 'phrasesNotSupported',
};

/** The typed fallback's message, by reason (`code`: the recognition error, if any). */
export function fallbackMessage(t: TFunction, reason: FallbackReason, code?: string): string {
  const how = t('speaking.fallback.typedHow');
  if (reason === 'no-recognition') return t('speaking.fallback.noRecognition', { how });
  if (reason === 'no-microphone') return t('speaking.fallback.noMicrophone', { how });
  const key = (code && RECOGNITION_ERROR_KEY[code]) ?? 'other';
  return t('speaking.fallback.recognitionFailed', {
    why: t(`speaking.fallback.errors.${key as 'other'}`),
    hasCode: code ? 'yes' : 'no',
    code: code ?? '',
    how,
  });
}

/** A measurement's short figure, or null when it was not measured. */
export function metricValue(t: TFunction, metric: SpeakingMetric): string | null {
  if (metric.verdict === 'none') return null;
  switch (metric.id) {
    case 'pace':
      return t('speaking.metrics.pace.value', { wpm: metric.wordsPerMinute });
    case 'pauses':
      return t('speaking.metrics.pauses.value', { count: metric.count });
    case 'fillers':
      return t('speaking.metrics.fillers.value', { count: metric.count });
    case 'variety':
      return t('speaking.metrics.variety.value', { percent: metric.percent });
    case 'length':
      return metric.timed
        ? t('speaking.metrics.length.valueTimed', { words: metric.words, seconds: metric.seconds })
        : t('speaking.metrics.length.value', { words: metric.words });
  }
}

/** A measurement's verdict in a sentence. */
export function metricSummary(t: TFunction, metric: SpeakingMetric): string {
  switch (metric.id) {
    case 'pace':
      return t(`speaking.metrics.pace.summary.${metric.summary}`);
    case 'pauses':
      return t(`speaking.metrics.pauses.summary.${metric.summary}`, {
        count: metric.count,
        longest: metric.longest,
        seconds: PAUSE_SECONDS,
      });
    case 'fillers':
      return t(`speaking.metrics.fillers.summary.${metric.summary}`, {
        list: metric.fillers.map((f) => `"${f.filler}" × ${f.count}`).join(', '),
        per100: metric.per100,
      });
    case 'variety':
      return t(`speaking.metrics.variety.summary.${metric.summary}`, {
        minWords: metric.bar.minWords,
        types: metric.types,
        words: metric.words,
      });
    case 'length':
      return t(`speaking.metrics.length.summary.${metric.summary}`, {
        maxWords: metric.expected.maxWords,
        minutes: LONG_TURN_LIMIT_SECONDS / 60,
      });
  }
}

/** What a measurement measures, how, and why it matters. */
export function metricExplanation(t: TFunction, intl: IntlShape, metric: SpeakingMetric): string {
  switch (metric.id) {
    case 'pace':
      return t('speaking.metrics.pace.explanation', {
        from: SPEAKING_PACE.goodFrom,
        to: SPEAKING_PACE.goodTo,
      });
    case 'pauses':
      return t('speaking.metrics.pauses.explanation', {
        source: metric.fromSilence ? 'silence' : 'recognition',
        seconds: PAUSE_SECONDS,
      });
    case 'fillers':
      return t('speaking.metrics.fillers.explanation', {
        fillers: intl.formatList([...SPEAKING_FILLERS], { type: 'conjunction' }),
        per100: FILLERS_GOOD_PER_100,
      });
    case 'variety':
      return t('speaking.metrics.variety.explanation', {
        open: metric.bar.maxWords === null ? 'yes' : 'no',
        minWords: metric.bar.minWords,
        maxWords: metric.bar.maxWords ?? 0,
        goodPercent: metric.bar.goodPercent,
      });
    case 'length':
      return t('speaking.metrics.length.explanation', {
        hint: lengthHint(t, metric.kind),
        longTurn: metric.kind === 'part2-long-turn' ? 'yes' : 'no',
        minutes: LONG_TURN_LIMIT_SECONDS / 60,
      });
  }
}
