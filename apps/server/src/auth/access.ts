/**
 * `requireAccess`: what every service asks before it reads or changes a flashcard set
 * (DESIGN.md "Access"; issue 17 §5). The rule itself is the table in access-rules.ts; this
 * module reads the user's role and turns the rule's answer into the API's errors: no role →
 * 404 SET_NOT_FOUND (a stranger, a withdrawn share and a missing set look the same), a role
 * without the right → 403 FORBIDDEN with the spec's text.
 */
import { AppError } from '../lib/errors.ts';
import type { Db } from '../db/client.ts';
import {
  classForbiddenMessage,
  decideClassAccess,
  decideSetAccess,
  forbiddenMessage,
  type ClassAction,
  type ClassRole,
  type SetAction,
  type SetRole,
} from './access-rules.ts';
import * as repo from './access.repository.ts';

export type { ClassAction, ClassRole, SetAction, SetRole } from './access-rules.ts';
export type SetRow = repo.SetRow;

/** A set the user may take the asked action on, with their role (`access`). */
export interface FoundSet {
  set: SetRow;
  access: SetRole;
  /** The owner's display name, when the set is someone else's. */
  ownerName: string | null;
}

/**
 * The set, when the user may take `action` on it. `lock` locks the set row for the rest of the
 * transaction ('update' for saves and deletes, 'key share' for study writes: study-locks.ts).
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or the user has no role on it;
 *   403 FORBIDDEN (the spec's text) when their role does not allow `action`.
 */
export async function requireAccess(
  db: Db,
  userId: string,
  action: SetAction,
  setId: string,
  options: { lock?: 'update' | 'key share' } = {},
): Promise<FoundSet> {
  const found = await repo.findSetWithRole(db, userId, setId, options.lock);
  const decision = decideSetAccess(found?.role ?? null, action);
  if (decision === 'not-found' || !found) throw new AppError('SET_NOT_FOUND');
  if (decision === 'forbidden') {
    throw new AppError('FORBIDDEN', { message: forbiddenMessage(action) });
  }
  return {
    set: found.set,
    access: found.role,
    ownerName: found.role === 'owner' ? null : found.ownerName,
  };
}

/**
 * Checks that a study session is the user's own and its set still lets them study it.
 * @throws AppError 404 SESSION_NOT_FOUND when the session is not theirs; SET_NOT_FOUND when its
 *   set is gone for them (deleted, or its share withdrawn). A today session (no set) needs only
 *   to be theirs.
 */
export async function requireSessionAccess(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<void> {
  const setId = await repo.findOwnSessionSetId(db, userId, sessionId);
  if (setId === undefined) throw new AppError('SESSION_NOT_FOUND');
  // a today session spans sets: each rating checks its card's set
  if (setId !== null) await requireAccess(db, userId, 'set.study', setId);
}

/**
 * Whether `viewerId` may see the stored file of a user (`ownerId`) in `folder`: their own files
 * always; another user's card image only while a card showing `url` is in a set the viewer
 * may take 'set.image' on; nobody else's avatar (it is shown only to its user).
 */
export async function canReadFile(
  db: Db,
  viewerId: string,
  file: { ownerId: string; folder: 'avatars' | 'cards'; url: string },
): Promise<boolean> {
  if (file.ownerId === viewerId) return true;
  return file.folder === 'cards' && repo.cardImageVisible(db, viewerId, file.url);
}

/**
 * The caller's role in a class, when it allows `action` (issue 22 §1; CLASS_ACTION_RULES).
 * @throws AppError 404 CLASS_NOT_FOUND when the class is missing or the user is not a member;
 *   403 FORBIDDEN when their role may not take `action` (a learner's teacher-only action).
 */
export async function requireClassAccess(
  db: Db,
  userId: string,
  action: ClassAction,
  classId: string,
): Promise<ClassRole> {
  const role = (await repo.findClassRole(db, userId, classId)) ?? null;
  const decision = decideClassAccess(role, action);
  if (decision === 'not-found' || role === null) throw new AppError('CLASS_NOT_FOUND');
  if (decision === 'forbidden') {
    throw new AppError('FORBIDDEN', { message: classForbiddenMessage(action) });
  }
  return role;
}

/**
 * The user's address as an invitation's addressee, or null while it is not proven theirs: an
 * invitation (a co-teacher's one gives a class's progress and IELTS bands) goes to the owner of
 * the address, so where mail goes out and an address can be verified (`verificationPossible`:
 * SMTP) only a verified one counts; with the local outbox nobody can verify one.
 */
export function invitationAddress(
  user: { email: string; emailVerified: boolean },
  verificationPossible: boolean,
): string | null {
  return user.emailVerified || !verificationPossible ? user.email : null;
}

/**
 * The role of the pending invitation to the class addressed to the user's e-mail (issue 34
 * §25). An invitation is its addressee's own, like their study rows: only the account whose
 * address it names, proven theirs (invitationAddress), sees, accepts or declines it.
 * @throws AppError 404 INVITATION_NOT_FOUND for anyone else (the class's members included),
 *   for an address not proven yet, and when nothing is pending.
 */
export async function requireInvitation(
  db: Db,
  user: { email: string; emailVerified: boolean },
  classId: string,
  verificationPossible: boolean,
): Promise<ClassRole> {
  const email = invitationAddress(user, verificationPossible);
  const role = email === null ? undefined : await repo.findInvitationRole(db, email, classId);
  if (role === undefined) throw new AppError('INVITATION_NOT_FOUND');
  return role;
}
