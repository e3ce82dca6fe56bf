/**
 * A class's members (issue 22 §1): a teacher adds another teacher by the e-mail of an existing
 * account, invites a learner by e-mail (pending until that address signs up, as set shares are:
 * auth/auth.ts links them; an address that has an account joins at once), removes a member; a
 * member removes themself (leaves). A class always keeps one teacher (409 CLASS_LAST_TEACHER).
 */
import { CLASS_MESSAGES, type ClassMemberDto } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { requireClassAccess } from '../../auth/access.ts';
import { classInvitationEmail } from '../../auth/emails.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import * as repo from './classes.repository.ts';

/** What invitations need: the database, the mailer and its logger, the app's URL. */
export interface MemberDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The app's public URL, for the link in the e-mail. */
  appUrl: string;
}

/** The member's row as a teacher sees it. */
async function memberDto(db: Db, classId: string, userId: string): Promise<ClassMemberDto> {
  const member = (await repo.listMembers(db, classId)).find((m) => m.userId === userId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return member;
}

/**
 * Adds the account with `email` as a teacher (a learner of the class becomes a teacher).
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 400 VALIDATION_ERROR when no
 *   account has this e-mail.
 */
export async function addTeacher(
  db: Db,
  userId: string,
  classId: string,
  email: string,
): Promise<ClassMemberDto> {
  await requireClassAccess(db, userId, 'class.members', classId);
  const account = await repo.findUserByEmail(db, email);
  if (!account) {
    throw new AppError('VALIDATION_ERROR', { message: CLASS_MESSAGES.noAccount, field: 'email' });
  }
  await db.transaction(async (tx) => {
    if (!(await repo.addMember(tx, classId, account.id, 'teacher'))) {
      await repo.promoteToTeacher(tx, classId, account.id);
    }
  });
  return memberDto(db, classId, account.id);
}

/**
 * Removes `memberId` from the class: a teacher removes anyone, a member removes themself
 * (leaves). The last teacher cannot go. The learner loses the class's sets at once; their study
 * history stays theirs.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (a learner removing someone else),
 *   404 MEMBER_NOT_FOUND, 409 CLASS_LAST_TEACHER.
 */
export async function removeMember(
  db: Db,
  userId: string,
  classId: string,
  memberId: string,
): Promise<void> {
  await requireClassAccess(
    db,
    userId,
    memberId === userId ? 'class.leave' : 'class.members',
    classId,
  );
  await db.transaction(async (tx) => {
    const teachers = await repo.lockTeachers(tx, classId);
    const role = await repo.removeMember(tx, classId, memberId);
    if (role === undefined) throw new AppError('MEMBER_NOT_FOUND');
    if (role === 'teacher' && teachers <= 1) throw new AppError('CLASS_LAST_TEACHER');
  });
}

/**
 * Cancels the pending invitation of `email` (a teacher's mistake or a change of mind): the
 * address no longer joins the class when it signs up. An e-mail already sent stays sent; its
 * link leads to sign-up only.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 404 INVITATION_NOT_FOUND.
 */
export async function cancelInvitation(
  db: Db,
  userId: string,
  classId: string,
  email: string,
): Promise<void> {
  await requireClassAccess(db, userId, 'class.members', classId);
  if (!(await repo.deleteInvitation(db, classId, email))) {
    throw new AppError('INVITATION_NOT_FOUND');
  }
}

/**
 * Invites `email` as a learner and sends the invitation (a failed send is logged; the
 * invitation stays). An address with an account joins at once ('joined'), otherwise the
 * invitation waits for its sign-up ('pending'). A member's address changes nothing.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner).
 */
export async function invite(
  deps: MemberDeps,
  teacher: { id: string; name: string },
  classId: string,
  email: string,
): Promise<{ email: string; status: 'pending' | 'joined' }> {
  const { db } = deps;
  await requireClassAccess(db, teacher.id, 'class.members', classId);
  const found = await repo.findClass(db, classId);
  if (!found) throw new AppError('CLASS_NOT_FOUND');
  const account = await repo.findUserByEmail(db, email);
  let fresh: boolean;
  if (account) {
    fresh = await repo.addMember(db, classId, account.id, 'learner');
  } else {
    await repo.addInvitation(db, classId, email);
    fresh = true;
  }
  if (fresh) {
    const path = account ? `/dashboard/classes/${classId}` : '/register';
    const message = classInvitationEmail(
      email,
      { teacherName: teacher.name, className: found.name, hasAccount: account !== undefined },
      `${deps.appUrl}${path}`,
    );
    await deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not send the class invitation e-mail');
    });
  }
  return { email, status: account ? 'joined' : 'pending' };
}
