/**
 * A teacher's people panels (issue 22 §1): invite a learner by e-mail (pending until sign-up,
 * each pending address with "cancel"), add another teacher by an existing account's e-mail, and
 * the members with "remove".
 */
import { classInvitationInputSchema, type ClassDto, type ClassMemberDto } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useAddTeacher, useCancelInvitation, useInvite, useRemoveMember } from '../api/classes.ts';
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

/** The addresses still waiting to sign up, each with "cancel"; what was cancelled, announced. */
function PendingInvitations({ classId, emails }: { classId: string; emails: string[] }) {
  const t = useT();
  const cancel = useCancelInvitation(classId);
  const [message, setMessage] = useState<Message>(null);
  return (
    <div className="mt-4">
      {emails.length > 0 ? (
        <>
          <h3 className="text-sm font-bold">{t('classes.invite.waiting')}</h3>
          <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
            {emails.map((email) => (
              <li key={email} className="flex flex-wrap items-center gap-2 py-1.5">
                <span className="min-w-0 flex-1 text-sm wrap-anywhere">{email}</span>
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
  const addTeacher = useAddTeacher(item.id);
  const waiting = item.invitations ?? [];
  return (
    <Panel title={t('classes.invite.title')} id="class-invite">
      <EmailForm
        label={t('classes.invite.email')}
        submit={t('classes.invite.submit')}
        send={async (email) => {
          try {
            const done = await invite.mutateAsync(email);
            return t(
              done.status === 'joined' ? 'classes.invite.joined' : 'classes.invite.pending',
              {
                email: done.email,
              },
            );
          } catch (failure) {
            throw new Error(errorMessage(failure), { cause: failure });
          }
        }}
      />
      <PendingInvitations classId={item.id} emails={waiting.map((w) => w.email)} />
      <h3 className="mt-5 mb-2 font-bold">{t('classes.teacher.title')}</h3>
      <EmailForm
        label={t('classes.teacher.email')}
        submit={t('classes.teacher.submit')}
        send={async (email) => {
          try {
            const member = await addTeacher.mutateAsync(email);
            return t('classes.teacher.added', { name: member.name });
          } catch (failure) {
            const noAccount =
              failure instanceof ApiError &&
              failure.code === 'VALIDATION_ERROR' &&
              failure.field === 'email';
            throw new Error(noAccount ? t('classes.teacher.noAccount') : errorMessage(failure), {
              cause: failure,
            });
          }
        }}
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
