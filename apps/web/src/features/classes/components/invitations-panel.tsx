/**
 * The invitations addressed to the learner (issue 34 §25): nobody joins a class without saying
 * yes. Each shows the class, its teachers and the invited role, with "accept" (a learner chooses
 * whether the teachers see their IELTS results, off by default, as when joining by code) and
 * "decline". Accepting opens the class; declining says so. Nothing renders without invitations.
 */
import type { MyClassInvitation } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { myInvitationsQuery, useAcceptInvitation, useDeclineInvitation } from '../api/classes.ts';
import { ShareIeltsChoice } from './share-ielts-choice.tsx';

function InvitationItem({
  invitation,
  onDeclined,
}: {
  invitation: MyClassInvitation;
  onDeclined: (name: string) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [shareIelts, setShareIelts] = useState(false);
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const name = invitation.className;
  return (
    <li
      className="rounded-2xl border border-blue-200 bg-white p-4 shadow-sm dark:border-blue-900 dark:bg-slate-900"
      data-testid="class-invitation"
    >
      <p className="text-lg font-bold wrap-anywhere">{name}</p>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        {t('classes.invitations.asRole', { role: invitation.role })}
        {invitation.teachers.length > 0
          ? ` · ${t('classes.invitations.from', { names: invitation.teachers.join(', ') })}`
          : ''}
      </p>
      {invitation.role === 'learner' ? (
        <ShareIeltsChoice checked={shareIelts} onChange={setShareIelts} className="mt-3" />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={busy}
          aria-label={t('classes.invitations.acceptLabel', { name })}
          onClick={() =>
            accept.mutate(
              { classId: invitation.classId, shareIelts },
              { onSuccess: (joined) => void navigate(`/dashboard/classes/${joined.id}`) },
            )
          }
        >
          {t('classes.invitations.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('classes.invitations.declineLabel', { name })}
          onClick={() => decline.mutate(invitation.classId, { onSuccess: () => onDeclined(name) })}
        >
          {t('classes.invitations.decline')}
        </Button>
      </div>
      {failure ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(failure)}
        </Alert>
      ) : null}
    </li>
  );
}

/** The learner's pending class invitations, with accept and decline. */
export function InvitationsPanel() {
  const t = useT();
  const invitations = useQuery(myInvitationsQuery());
  const [declined, setDeclined] = useState<string | null>(null);
  const list = invitations.data ?? [];
  if (invitations.isError) {
    return (
      <Alert tone="error" className="mt-3">
        {t('classes.invitations.error')}
      </Alert>
    );
  }
  if (list.length === 0 && declined === null) return null;
  return (
    <section aria-labelledby="class-invitations-title" className="mt-4" data-testid="invitations">
      {list.length > 0 ? (
        <>
          <h2 id="class-invitations-title" className="text-xl font-bold">
            {t('classes.invitations.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('classes.invitations.intro')}
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((invitation) => (
              <InvitationItem
                key={invitation.classId}
                invitation={invitation}
                onDeclined={setDeclined}
              />
            ))}
          </ul>
        </>
      ) : null}
      {declined !== null ? (
        <Alert tone="success" className="mt-3">
          {t('classes.invitations.declined', { name: declined })}
        </Alert>
      ) : null}
    </section>
  );
}
