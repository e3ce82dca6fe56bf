/**
 * A Listening section's transcript as timed sentences, for shadowing in the review (issue 23 §4):
 * content/audio/listening-timings.json (`npm run content:timings`, a lazy chunk of its own) has,
 * per "listening-<test>-<section>", the start in seconds of each sentence the section's audio
 * says: its introduction's first, then its script's (content/lesson-sentences.ts splits them as
 * the audio does).
 */
import { turnSentences, type LessonTimings } from '@app/content/lessons';
import { queryOptions } from '@tanstack/react-query';
import type { ListeningSection } from './listening-refs.ts';

const TIMINGS = import.meta.glob<LessonTimings>(
  '../../../../../../../content/audio/listening-timings.json',
  { import: 'default' },
);

/** A sentence of a turn: its index among the section's sentences, text and start (s). */
export interface TimedSentence {
  index: number;
  text: string;
  start: number;
}

/**
 * The sentences of each turn of `section`'s script, timed by `starts` (the section's entry of the
 * timings file); null when the counts differ (the script changed since the timings were made).
 */
export function timeSectionTurns(
  section: Pick<ListeningSection, 'introduction' | 'script'>,
  starts: readonly number[] | undefined,
): TimedSentence[][] | null {
  const intro = turnSentences(section.introduction).length;
  const turns = section.script.map((turn) => turnSentences(turn.text));
  if (!starts || starts.length !== intro + turns.flat().length) return null;
  let index = intro;
  return turns.map((sentences) =>
    sentences.map((text) => {
      const sentence = { index, text, start: starts[index]! };
      index += 1;
      return sentence;
    }),
  );
}

/** The timings of every section (empty when the build has no timings file). */
async function loadListeningTimings(): Promise<LessonTimings> {
  const load = Object.values(TIMINGS)[0];
  return load ? await load() : {};
}

/** The sections' timings as a query (kept: the file is part of the build). */
export const listeningTimingsQuery = () =>
  queryOptions({
    queryKey: ['ielts-content', 'listening-timings'],
    queryFn: loadListeningTimings,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
