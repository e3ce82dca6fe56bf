/**
 * GET /api/plan (issue 21 §3-4): the dashboard's plan, goal and streak. Types only from the
 * contracts, so the dashboard (first screen) builds none of their schemas.
 */
import type { PlanDto } from '@app/contracts';
import { api, unwrap } from '../../../lib/api-client.ts';

/** The query key of the plan in `timeZone` (invalidated by a save of the goal preferences). */
export function planKey(timeZone: string) {
  return ['plan', timeZone] as const;
}

export function fetchPlan(timeZone: string): Promise<PlanDto> {
  return unwrap(api.plan.$get({ query: { timeZone } }));
}
