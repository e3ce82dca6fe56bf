/**
 * A teacher's people panels (issue 22 §1, issue 34 §25): invite a learner or another teacher by
 * e-mail — pending until the addressee accepts, and shown the same whether or not the address
 * has an account — each pending address with "cancel", and the members with "remove".
 */
import {
  classInvitationInputSchema,
  type ClassDto,
  type ClassMemberDto,
  type ClassRole,
} from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import {
  useCancelInvitation,
  useInvite,
  useInviteTeacher,
  useRemoveMember,
} from '../api/classes.ts';
import { Panel } from './panel.tsx';

type Message = { tone: 'error' | 'success'; text: string } | null;

/** One e-mail field and a button; `send` answers the success text. */
function EmailForm({
  label,
  submit,
  send,
}: {
  label: string;
  submit: string;
  send: (email: string) => Promise<string>;
}) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classInvitationInputSchema.safeParse({ email });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: t('auth.validation.emailInvalid') });
      return;
    }
    setBusy(true);
    try {
      setMessage({ tone: 'success', text: await send(parsed.data.email) });
      setEmail('');
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={label}
        type="email"
        autoComplete="off"
        value={email}
        error={message?.tone === 'error' ? message.text : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setMessage(null);
        }}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {submit}
      </Button>
      {message?.tone === 'success' ? <Alert tone="success">{message.text}</Alert> : null}
    </form>
  );
}

/** The addresses still waiting to answer, each with "cancel"; what was cancelled, announced. */
function PendingInvitations({
  classId,
  waiting,
}: {
  classId: string;
  waiting: { email: string; role: ClassRole }[];
}) {
  const t = useT();
  const cancel = useCancelInvitation(classId);
  const [message, setMessage] = useState<Message>(null);
  return (
    <div className="mt-4">
      {waiting.length > 0 ? (
        <>
          <h3 className="text-sm font-bold">{t('classes.invite.waiting')}</h3>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {waiting.map(({ email, role }) => (
              <li
                key={email}
                className="flex flex-wrap items-center gap-2 py-1.5"
                data-testid="pending-invitation"
              >
                <span className="min-w-0 flex-1 text-sm wrap-anywhere">
                  {email}
                  {role === 'teacher' ? (
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {' '}
                      · {t('classes.invite.asTeacher')}
                    </span>
                  ) : null}
                </span>
                <Button
                  variant="ghost"
                  className="px-3 py-1.5 text-red-700 dark:text-red-300"
                  aria-label={t('classes.invite.cancelLabel', { email })}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(email, {
                      onSuccess: () =>
                        setMessage({
                          tone: 'success',
                          text: t('classes.invite.cancelled', { email }),
                        }),
                      onError: (failure) =>
                        setMessage({ tone: 'error', text: errorMessage(failure) }),
                    })
                  }
                >
                  {t('classes.invite.cancel')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {message ? (
        <div className="mt-2">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
    </div>
  );
}

export function InvitePanel({ item }: { item: ClassDto }) {
  const t = useT();
  const invite = useInvite(item.id);
  const inviteTeacher = useInviteTeacher(item.id);
  const waiting = item.invitations ?? [];
  /** Sends with `run` and answers the text of its answer (the same for any address). */
  const send =
    (run: typeof invite, keys: { pending: MessageId; member: MessageId }) =>
    async (email: string): Promise<string> => {
      try {
        const done = await run.mutateAsync(email);
        return t(done.status === 'member' ? keys.member : keys.pending, { email: done.email });
      } catch (failure) {
        throw new Error(errorMessage(failure), { cause: failure });
      }
    };
  return (
    <Panel title={t('classes.invite.title')} id="class-invite">
      <EmailForm
        label={t('classes.invite.email')}
        submit={t('classes.invite.submit')}
        send={send(invite, { pending: 'classes.invite.pending', member: 'classes.invite.member' })}
      />
      <PendingInvitations classId={item.id} waiting={waiting} />
      <h3 className="mt-5 mb-2 font-bold">{t('classes.teacher.title')}</h3>
      <EmailForm
        label={t('classes.teacher.email')}
        submit={t('classes.teacher.submit')}
        send={send(inviteTeacher, {
          pending: 'classes.teacher.pending',
          member: 'classes.teacher.member',
        })}
      />
    </Panel>
  );
}

export function MembersPanel({ item }: { item: ClassDto }) {
  const t = useT();
  const remove = useRemoveMember(item.id);
  const [target, setTarget] = useState<ClassMemberDto | null>(null);
  const members = item.members ?? [];
  const learners = members.filter((m) => m.role === 'learner');
  return (
    <Panel title={t('classes.members.title')} id="class-members">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-2 py-2.5">
            <div className="min-w-0 flex-auto">
              <p className="text-sm font-medium break-words">
                {member.name}{' '}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  · {t(`classes.role.${member.role}`)}
                </span>
              </p>
              <p
                className="truncate text-xs text-slate-600 dark:text-slate-400"
                title={member.email}
              >
                {member.email}
              </p>
            </div>
            {member.userId === item.me.userId ? null : (
              <Button
                variant="ghost"
                className="px-3 py-1.5 text-red-700 dark:text-red-300"
                aria-label={t('classes.members.removeLabel', { name: member.name })}
                onClick={() => setTarget(member)}
              >
                {t('classes.members.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {learners.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('classes.members.none')}
        </p>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title={t('classes.members.confirmTitle', { name: target?.name ?? '' })}
        message={t('classes.members.confirm', { name: target?.name ?? '' })}
        confirmLabel={t('classes.members.remove')}
        cancelLabel={t('classes.cancel')}
        danger
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (target) remove.mutate(target.userId, { onSuccess: () => setTarget(null) });
        }}
      />
    </Panel>
  );
}
