/**
 * Learn mode's requests (issue 21 §1): the set's cards (the study content, GET …/cards) and the
 * learner's stored state (GET /api/learn/sets/:setId) at once; PUT after each answer.
 */
import type { LearnStateDto, StudyContentDto } from '@app/contracts';
import { api, unwrap, unwrapEmpty } from '../../../lib/api-client.ts';

export interface LearnData {
  content: StudyContentDto;
  /** null before the learner's first answer. */
  state: LearnStateDto | null;
}

export async function fetchLearn(setId: string): Promise<LearnData> {
  const [content, { state }] = await Promise.all([
    unwrap(api.study.sets[':setId'].cards.$get({ param: { setId } })),
    unwrap(api.learn.sets[':setId'].$get({ param: { setId } })),
  ]);
  return { content, state };
}

/** Browsers refuse a `keepalive` request whose body passes 64 KiB. */
const KEEPALIVE_MAX_CHARS = 60_000;

/**
 * Replaces the learner's stored state of the set; `keepalive` while the state is small enough
 * (a set of up to ~400 cards), so that the last answer is still saved when the page closes
 * right after it.
 */
export function saveLearn(setId: string, state: LearnStateDto): Promise<void> {
  const keepalive = JSON.stringify(state).length < KEEPALIVE_MAX_CHARS;
  return unwrapEmpty(
    api.learn.sets[':setId'].$put(
      { param: { setId }, json: state },
      { init: { keepalive, credentials: 'same-origin' } },
    ),
  );
}
