/**
 * "Listen to a whole set" (issue 21 §5) reads only the set's cards: the study content (GET
 * /api/study/sets/:setId/cards, the same cached bytes Learn and the study screen load).
 */
import type { StudyContentDto } from '@app/contracts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function fetchListenContent(setId: string): Promise<StudyContentDto> {
  return unwrap(api.study.sets[':setId'].cards.$get({ param: { setId } }));
}
