/**
 * A class invitation as its addressee answers it (issue 34 §25): an invitation waits for the
 * account whose e-mail it names — a learner's or a co-teacher's, made before or after the
 * account existed — and nobody joins a class without accepting. The addressee sees their
 * pending invitations (the class's name and teachers), accepts one (a membership in the
 * invited role, with their IELTS consent) or declines it (it is forgotten). Access: only the
 * addressee (auth/access.ts requireInvitation; 404 INVITATION_NOT_FOUND for anyone else).
 */
import type { ClassDto, MyClassInvitation } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { invitationAddress, requireInvitation } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './classes.repository.ts';
import { getClass } from './classes.service.ts';

/**
 * The invitations addressed to the user's e-mail, newest first; none while the address is not
 * proven theirs (invitationAddress).
 */
export async function myInvitations(
  db: Db,
  user: { email: string; emailVerified: boolean },
  verificationPossible: boolean,
): Promise<MyClassInvitation[]> {
  const email = invitationAddress(user, verificationPossible);
  return email === null ? [] : repo.listInvitationsTo(db, email);
}

/**
 * Accepts the invitation: the user joins the class in the invited role (a learner invited to
 * teach becomes a teacher; a teacher stays one), with `shareIelts` as a learner's consent, and
 * the invitation is gone — in one transaction.
 * @throws AppError 404 INVITATION_NOT_FOUND when nothing is pending for the user's address.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  classId: string,
  input: { shareIelts: boolean },
  verificationPossible: boolean,
): Promise<ClassDto> {
  await requireInvitation(db, user, classId, verificationPossible);
  await db.transaction(async (tx) => {
    // taken inside the transaction: two accepts at once make one membership
    const role = await repo.deleteInvitation(tx, classId, user.email);
    if (role === undefined) throw new AppError('INVITATION_NOT_FOUND');
    const added = await repo.addMember(
      tx,
      classId,
      user.id,
      role,
      role === 'learner' && input.shareIelts,
    );
    if (!added && role === 'teacher') await repo.promoteToTeacher(tx, classId, user.id);
  });
  return getClass(db, user.id, classId);
}

/**
 * Declines the invitation: it is forgotten (the teacher no longer sees it pending).
 * @throws AppError 404 INVITATION_NOT_FOUND when nothing is pending for the user's address.
 */
export async function declineInvitation(
  db: Db,
  user: { email: string; emailVerified: boolean },
  classId: string,
  verificationPossible: boolean,
): Promise<void> {
  await requireInvitation(db, user, classId, verificationPossible);
  if ((await repo.deleteInvitation(db, classId, user.email)) === undefined) {
    throw new AppError('INVITATION_NOT_FOUND');
  }
}
