/**
 * The learner's interface preferences (issue 18): stored as a JSON object on the user row, read
 * with the defaults filled in, changed by merging a validated subset in one statement.
 */
import {
  DEFAULT_PREFERENCES,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
} from '@app/contracts';
import { DEFAULT_TIME_ZONE } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { rescheduleLearner } from '../study/reschedule.service.ts';
import * as repo from './account.repository.ts';

/**
 * The stored preferences over the defaults. A stored key that no longer parses (a value a later
 * version dropped) falls back to its default rather than failing the read; a time zone saved
 * before the database's zones were checked (`US/Pacific-New`, issue 34 item 26) reads as
 * DEFAULT_TIME_ZONE (Asia/Ho_Chi_Minh), so the learner keeps their reminder, at that zone's hour.
 */
export function withDefaults(stored: Record<string, unknown>): Preferences {
  const merged: Record<string, unknown> = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
    const parsed = preferencesSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) merged[key] = parsed.data;
    else if (key === 'timeZone' && typeof stored[key] === 'string') {
      merged[key] = DEFAULT_TIME_ZONE;
    }
  }
  return merged as Preferences;
}

/** GET /api/account/preferences. Throws UNAUTHORIZED when the user row is gone. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const stored = await repo.findPreferences(db, userId);
  if (stored === null) throw new AppError('UNAUTHORIZED');
  return withDefaults(stored);
}

/**
 * True when the change moves due dates or memory states: another scheduler, another retention
 * under FSRS, or other FSRS parameters (the memory states are kept under either scheduler). (A
 * new day start does not: due dates already set keep their hour, a few hours off at most, as
 * Anki keeps them.)
 */
export function movesDueDates(before: Preferences, after: Preferences): boolean {
  return (
    before.scheduler !== after.scheduler ||
    (after.scheduler === 'fsrs' && before.desiredRetention !== after.desiredRetention) ||
    JSON.stringify(before.fsrsParameters) !== JSON.stringify(after.fsrsParameters)
  );
}

/**
 * PATCH /api/account/preferences: merges `patch` and answers the whole object after it. A change
 * of scheduler, of FSRS's retention or a reset of its parameters reschedules the learner's cards in the same transaction
 * (study's rescheduleLearner; `timeZone` is the learner's).
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  patch: PreferencesPatch,
  timeZone: string,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const before = await repo.findPreferences(tx, userId, true);
    if (before === null) throw new AppError('UNAUTHORIZED');
    const stored = await repo.mergePreferences(tx, userId, patch);
    if (stored === null) throw new AppError('UNAUTHORIZED');
    const after = withDefaults(stored);
    if (movesDueDates(withDefaults(before), after)) {
      await rescheduleLearner(tx, userId, {
        ...after,
        parameters: after.fsrsParameters,
        timeZone,
      });
    }
    return after;
  });
}
