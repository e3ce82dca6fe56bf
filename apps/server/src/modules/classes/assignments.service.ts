/**
 * A class's assignments (issue 22 §1): a teacher assigns a set they may assign ('set.assign' of
 * auth/access-rules.ts: its owner, or a recipient of a share, never through a class) with an
 * optional due date and note; the class's learners then read it as viewers (role 'class'),
 * live: withdrawing the assignment, or the last teacher of the class who may assign the set
 * losing it (a share withdrawn, issue 34 §22), takes it away at once. The set's owner sees the
 * classes it is assigned to and may end an assignment.
 */
import type { ClassAssignmentDto, SetClassDto } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { requireAccess, requireClassAccess } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './assignments.repository.ts';

/**
 * Assigns the set (or changes its due date and note: `created` false).
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 404 SET_NOT_FOUND when the
 *   teacher may not read the set, 403 FORBIDDEN when they read it only through a class.
 */
export async function assignSet(
  db: Db,
  userId: string,
  classId: string,
  input: { setId: string; dueDate: string | null; note: string },
): Promise<{ assignment: ClassAssignmentDto; created: boolean }> {
  await requireClassAccess(db, userId, 'class.assign', classId);
  await requireAccess(db, userId, 'set.assign', input.setId);
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

/**
 * The classes the set is assigned to, for its owner (issue 34 §22): each class's name, the
 * teacher who assigned it, its learner count and whether the assignment reaches the learners.
 * @throws AppError 404 SET_NOT_FOUND, 403 FORBIDDEN (not the owner).
 */
export async function classesOfSet(db: Db, userId: string, setId: string): Promise<SetClassDto[]> {
  await requireAccess(db, userId, 'set.share', setId);
  return repo.listSetClasses(db, setId);
}

/**
 * Ends the set's assignment to the class, by its owner: the class's learners lose it at once.
 * A teacher who may still assign the set could assign it again; withdrawing their share ends
 * that too.
 * @throws AppError 404 SET_NOT_FOUND, 403 FORBIDDEN (not the owner), 404 ASSIGNMENT_NOT_FOUND.
 */
export async function endSetAssignment(
  db: Db,
  userId: string,
  setId: string,
  classId: string,
): Promise<void> {
  await requireAccess(db, userId, 'set.share', setId);
  if (!(await repo.deleteAssignment(db, classId, setId))) {
    throw new AppError('ASSIGNMENT_NOT_FOUND');
  }
}
