/**
 * Settings › Danger zone (spec §4 "Account deletion", §8 Delete account): "Export my data" first,
 * then deletion with two confirmations (a yes/no question, then the password). On success the
 * account is gone and signed out, and after 2 s the page goes to the sign-in page (where / leads
 * someone signed out), which says "Tài khoản đã được xóa" (issue 34 §18).
 */
import { deleteAccountSchema } from '@app/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSignOut } from '../../../components/layout/use-sign-out.ts';
import { deleteAccount, downloadAccountExport } from '../api/account.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage, Section } from './section.tsx';
import { apiFailureText, formMessage } from '../../../lib/form-messages.ts';
import { translate } from '../../../i18n/translate.ts';
import { useT } from '../../../i18n/i18n.tsx';

/** Spec §4: after deletion the learner goes to / after 2 s. */
const LEAVE_AFTER_MS = 2000;

/** Spec §8: a failure of the deletion itself vs any other failure; a wrong password says so. */
function deletionFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500) return translate('settings.danger.procedureFailed');
    if (error.status === 0) return translate('settings.danger.failed');
    return apiFailureText(error);
  }
  return translate('settings.danger.failed');
}

function ExportSection() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const message = useTimedMessage();
  const download = async () => {
    setBusy(true);
    message.clear();
    try {
      await downloadAccountExport();
      message.show('success', t('settings.danger.exported'));
    } catch (error) {
      message.show(
        'error',
        error instanceof ApiError ? apiFailureText(error) : t('settings.danger.exportFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('settings.danger.exportTitle')} intro={t('settings.danger.exportIntro')}>
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {busy ? t('settings.danger.exporting') : t('settings.danger.export')}
      </Button>
      <FormMessage message={message.message} />
    </Section>
  );
}

export function DangerZoneTab() {
  const t = useT();
  const { signOut } = useSignOut();
  const titleId = useId();
  const [step, setStep] = useState<'idle' | 'confirm' | 'password' | 'deleted'>('idle');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const error = useTimedMessage();
  const [busy, setBusy] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const closePassword = () => {
    setStep('idle');
    setPassword('');
    setFieldError(undefined);
    error.clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    error.clear();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await deleteAccount(parsed.data.password);
    } catch (failure) {
      setBusy(false);
      error.show('error', deletionFailure(failure));
      return;
    }
    setBusy(false);
    setStep('deleted');
    // The server already ended every session; this forgets it here too, with what this device
    // kept of the account, and ends on the sign-in page, which says the account is gone (where
    // '/' leads someone signed out; issue 34 §18).
    leaveTimer.current = window.setTimeout(
      () => void signOut({ signedOut: 'accountDeleted' }),
      LEAVE_AFTER_MS,
    );
  };

  if (step === 'deleted') {
    return (
      <Alert tone="success" className="text-base">
        {t('settings.danger.deleted')}
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <ExportSection />
      <Section
        title={t('settings.danger.deleteTitle')}
        intro={t('settings.danger.deleteIntro')}
        danger
      >
        <Button variant="danger" onClick={() => setStep('confirm')}>
          {t('settings.danger.delete')}
        </Button>
      </Section>

      <ConfirmDialog
        open={step === 'confirm'}
        title={t('settings.danger.confirmTitle')}
        message={t('settings.danger.confirmBody')}
        confirmLabel={t('settings.danger.confirmNext')}
        danger
        onConfirm={() => setStep('password')}
        onCancel={() => setStep('idle')}
      />

      <Modal open={step === 'password'} onClose={closePassword} labelledBy={titleId}>
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <h2 id={titleId} className="text-lg font-bold">
            {t('settings.danger.passwordTitle')}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t('settings.danger.passwordBody')}
          </p>
          <TextField
            label={t('settings.twoFactor.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(e) => setPassword(e.target.value)}
            className="mt-4"
            autoFocus
          />
          <FormMessage message={error.message} />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={closePassword}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? t('settings.danger.deleting') : t('settings.danger.deleteForever')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
