/**
 * GET /api/study/today: the learner's queue over every set (issue 19). Apart from study.ts so
 * that the dashboard's today tile (first screen) builds none of the contracts' schemas.
 */
import type { TodayDto } from '@app/contracts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function fetchToday(timeZone: string): Promise<TodayDto> {
  return unwrap(api.study.today.$get({ query: { timeZone } }));
}
