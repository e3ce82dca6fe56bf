/**
 * A class's members (issue 22 §1, issue 34 §25): a teacher invites a learner or another teacher
 * by e-mail — an invitation that waits for the account with that address to accept it
 * (invitations.service.ts), never a membership made for them — cancels a pending invitation and
 * removes a member; a member removes themself (leaves). A class always keeps one teacher (409
 * CLASS_LAST_TEACHER).
 */
import type { ClassInvitationResponse, ClassRole } from '@app/contracts';
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
 * Cancels the pending invitation of `email` (a teacher's mistake or a change of mind): its
 * addressee can no longer accept it. An e-mail already sent stays sent; its link leads to the
 * classes page, where nothing waits any more.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner), 404 INVITATION_NOT_FOUND.
 */
export async function cancelInvitation(
  db: Db,
  userId: string,
  classId: string,
  email: string,
): Promise<void> {
  await requireClassAccess(db, userId, 'class.members', classId);
  if ((await repo.deleteInvitation(db, classId, email)) === undefined) {
    throw new AppError('INVITATION_NOT_FOUND');
  }
}

/**
 * Invites `email` to the class as `role` and mails the invitation once, when it is new (a failed
 * send is logged; the invitation stays). Whether or not the address has an account, the
 * invitation waits for that account to accept it (issue 34 §25: nobody is enrolled without
 * consent) and the answer is the same ('pending'); inviting an address already pending changes
 * its role and sends nothing. An address that is already a member in `role` (or a teacher) is
 * answered 'member' — the teacher sees the members' addresses anyway — and nothing is recorded.
 * @throws AppError 404 CLASS_NOT_FOUND, 403 FORBIDDEN (learner).
 */
export async function invite(
  deps: MemberDeps,
  teacher: { id: string; name: string },
  classId: string,
  email: string,
  role: ClassRole,
): Promise<{ answer: ClassInvitationResponse; created: boolean }> {
  const { db } = deps;
  await requireClassAccess(db, teacher.id, 'class.members', classId);
  const found = await repo.findClass(db, classId);
  if (!found) throw new AppError('CLASS_NOT_FOUND');
  const memberRole = await repo.findMemberRoleByEmail(db, classId, email);
  if (memberRole === 'teacher' || memberRole === role) {
    return { answer: { email, role, status: 'member' }, created: false };
  }
  const { created } = await repo.addInvitation(db, classId, email, role);
  if (created) {
    const message = classInvitationEmail(
      email,
      { teacherName: teacher.name, className: found.name, role },
      { classes: `${deps.appUrl}/dashboard/classes`, register: `${deps.appUrl}/register` },
    );
    await deps.mailer.send(message).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'could not send the class invitation e-mail');
    });
  }
  return { answer: { email, role, status: 'pending' }, created };
}
