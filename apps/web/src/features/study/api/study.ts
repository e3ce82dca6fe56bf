/** The study API: loading a set or today's queue for study (the writes: study-writes.ts). */
import { assembleStudyState, type StudyStateDto } from '@app/contracts';
import { api, unwrap } from '../../../lib/api-client.ts';

/**
 * What the study screen opens with, from two requests made at once: the set's cards
 * (GET …/cards: stored bytes, compressed, revalidated by the browser's cache with their ETag, so
 * an unchanged set costs a 304) and the learner's progress (GET …/progress: review states and
 * today's open session).
 */
export async function fetchStudyState(
  setId: string,
  timeZone: string,
  dayStartsAtHour: number,
): Promise<StudyState> {
  const query = { timeZone, dayStartsAtHour: String(dayStartsAtHour) };
  const [content, progress] = await Promise.all([
    unwrap(api.study.sets[':setId'].cards.$get({ param: { setId } })),
    unwrap(api.study.sets[':setId'].progress.$get({ param: { setId }, query })),
  ]);
  return assembleStudyState(content, progress);
}

export type StudyState = StudyStateDto;

/**
 * Card ids of the set that the learner sent from a game to their review list (issue 8), newest
 * first: the study screen puts them first. A failure answers [] (the list is a convenience; the
 * study screen must still open).
 */
export async function fetchReviewFirst(setId: string): Promise<string[]> {
  try {
    const { items } = await unwrap(api['review-list'].$get({ query: { setId } }));
    return items.map((item) => item.cardId);
  } catch {
    return [];
  }
}
