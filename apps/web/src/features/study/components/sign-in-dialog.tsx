/**
 * Signing in again without leaving the study screen (the session ended mid-study): e-mail and
 * password in a modal over the screen. Nothing rated is lost meanwhile: the sync queue keeps the
 * writes and sends them once `onSignedIn` resumes it.
 */
import { signInSchema } from '@app/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.tsx';

export function SignInDialog({
  open,
  body,
  onSignedIn,
  onClose,
}: {
  open: boolean;
  body: string;
  onSignedIn: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const session = useSession();
  const [form, setForm] = useState(() => ({
    email: session.data?.user.email ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The e-mail is usually known: start in the password field (after the dialog took focus).
  useEffect(() => {
    if (!open || form.email === '') return;
    formRef.current
      ?.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')
      ?.focus();
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = signInSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { error } = await authClient.signIn.email(parsed.data);
      if (error) {
        setFailure(authFailureMessage(error));
        return;
      }
      await session.refetch();
      setForm((current) => ({ ...current, password: '' }));
      onSignedIn();
    } catch {
      setFailure(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid="sign-in-again"
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {t('study.signInTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{body}</p>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={t('study.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <TextField
          label={t('study.password')}
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('study.signInLater')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('study.signingIn') : t('study.signIn')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
