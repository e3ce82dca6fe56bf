/**
 * A class's assignments (issue 22 §1): a teacher assigns a set they may read (owner, edit or
 * view: 'set.read' of auth/access-rules.ts) with an optional due date and note; the class's
 * learners then have 'view' on it (the access rule reads class_assignments), live: withdrawing
 * the assignment takes it away at once.
 */
import type { ClassAssignmentDto } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { requireAccess, requireClassAccess } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './assignments.repository.ts';

/**
 * Assigns the set (or changes its due date and note: `created` false).
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 404 SET_NOT_FOUND when the
 *   teacher may not read the set.
 */
export async function assignSet(
  db: Db,
  userId: string,
  classId: string,
  input: { setId: string; dueDate: string | null; note: string },
): Promise<{ assignment: ClassAssignmentDto; created: boolean }> {
  await requireClassAccess(db, userId, 'class.assign', classId);
  await requireAccess(db, userId, 'set.read', input.setId);
  return repo.upsertAssignment(db, { ...input, classId, assignedBy: userId });
}

/**
 * Withdraws the set from the class: its learners lose it (their study history stays theirs).
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 404 ASSIGNMENT_NOT_FOUND.
 */
export async function withdrawSet(
  db: Db,
  userId: string,
  classId: string,
  setId: string,
): Promise<void> {
  await requireClassAccess(db, userId, 'class.assign', classId);
  if (!(await repo.deleteAssignment(db, classId, setId))) {
    throw new AppError('ASSIGNMENT_NOT_FOUND');
  }
}
