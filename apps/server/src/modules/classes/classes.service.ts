/**
 * Classes (issue 22 §1): create (the creator is its teacher), list mine, read, rename, the join
 * code (regenerate, off), delete, join by code, a learner's consent to share IELTS results.
 * Every action asks auth/access.ts requireClassAccess first (CLASS_ACTION_RULES): a non-member
 * gets 404 CLASS_NOT_FOUND, a learner's teacher-only action 403. A learner never sees the other
 * members: members, e-mails, invitations and the join code are the teachers'.
 */
import type { ClassDto, ClassSummaryDto, ClassUpdateInput } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { requireClassAccess } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import * as assignments from './assignments.repository.ts';
import * as repo from './classes.repository.ts';
import { withFreshJoinCode } from './join-code.ts';

/**
 * The class as `userId` (a member) may see it.
 * @throws AppError 404 CLASS_NOT_FOUND when missing or not a member.
 */
export async function getClass(db: Db, userId: string, classId: string): Promise<ClassDto> {
  const role = await requireClassAccess(db, userId, 'class.read', classId);
  const found = await repo.findClass(db, classId);
  if (!found) throw new AppError('CLASS_NOT_FOUND');
  const teacher = role === 'teacher';
  const [teachers, assigned, members, invitations, me] = await Promise.all([
    repo.listTeachers(db, classId),
    assignments.listAssignments(db, classId),
    teacher ? repo.listMembers(db, classId) : null,
    teacher ? repo.listInvitations(db, classId) : null,
    repo.findMembership(db, classId, userId),
  ]);
  return {
    id: found.id,
    name: found.name,
    role,
    joinCode: teacher ? found.joinCode : null,
    teachers,
    assignments: assigned,
    members,
    invitations,
    me: { userId, shareIelts: me?.shareIelts ?? false },
    createdAt: found.createdAt,
  };
}

/** Creates a class named `name` with a fresh join code; the creator is its teacher. */
export async function createClass(db: Db, userId: string, name: string): Promise<ClassDto> {
  const classId = await withFreshJoinCode((code) =>
    db.transaction((tx) => repo.insertClass(tx, name, code, userId)),
  );
  return getClass(db, userId, classId);
}

/** The user's classes, as teacher and as learner, newest first. */
export function listClasses(db: Db, userId: string): Promise<ClassSummaryDto[]> {
  return repo.listClassesOf(db, userId);
}

/**
 * Renames the class, regenerates its join code or turns it off (teachers).
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN for a learner.
 */
export async function updateClass(
  db: Db,
  userId: string,
  classId: string,
  input: ClassUpdateInput,
): Promise<ClassDto> {
  await requireClassAccess(db, userId, 'class.edit', classId);
  if (input.name !== undefined) await repo.updateClass(db, classId, { name: input.name });
  if (input.joinCode === 'off') await repo.updateClass(db, classId, { joinCode: null });
  if (input.joinCode === 'regenerate') {
    await withFreshJoinCode((joinCode) => repo.updateClass(db, classId, { joinCode }));
  }
  return getClass(db, userId, classId);
}

/**
 * A learner's consent that the class's teachers see their IELTS results.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN for a teacher.
 */
export async function updateSelf(
  db: Db,
  userId: string,
  classId: string,
  shareIelts: boolean,
): Promise<ClassDto> {
  await requireClassAccess(db, userId, 'class.self', classId);
  await repo.setShareIelts(db, classId, userId, shareIelts);
  return getClass(db, userId, classId);
}

/**
 * Deletes the class with its memberships, invitations and assignments (the learners lose the
 * assigned sets at once). @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN for a learner.
 */
export async function deleteClass(db: Db, userId: string, classId: string): Promise<void> {
  await requireClassAccess(db, userId, 'class.delete', classId);
  await repo.deleteClass(db, classId);
}

/**
 * Joins the class whose join code is `code` as a learner, with the IELTS consent given (off by
 * default). A member already in it keeps their role and consent. A pending invitation of the
 * user's address to join as a learner is answered by joining (an invitation to teach stays).
 * @throws AppError 404 CLASS_CODE_INVALID when no class has this code (or its code is off).
 */
export async function joinClass(
  db: Db,
  user: { id: string; email: string },
  input: { code: string; shareIelts: boolean },
): Promise<ClassDto> {
  const classId = await repo.findClassByCode(db, input.code);
  if (classId === undefined) throw new AppError('CLASS_CODE_INVALID');
  await db.transaction(async (tx) => {
    await repo.addMember(tx, classId, user.id, 'learner', input.shareIelts);
    await repo.deleteInvitation(tx, classId, user.email, 'learner');
  });
  return getClass(db, user.id, classId);
}
