/**
 * The sign-in screen's second step when two-factor sign-in is on (issue 7 §1 Security): the
 * 6-digit code from the authenticator app, or one of the backup codes; "trust this device"
 * skips the step on this browser for 30 days.
 */
import { backupCodeSchema, totpCodeSchema } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { formMessage } from '../../../lib/form-messages.ts';

export function TwoFactorStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = (mode === 'app' ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) {
      setFieldError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const body = { code: parsed.data, trustDevice };
    const { error: failure } =
      mode === 'app'
        ? await authClient.twoFactor.verifyTotp(body)
        : await authClient.twoFactor.verifyBackupCode(body);
    setBusy(false);
    if (failure) {
      setError(authFailureMessage(failure));
      return;
    }
    onDone();
  };

  const switchMode = () => {
    setMode(mode === 'app' ? 'backup' : 'app');
    setCode('');
    setFieldError(undefined);
    setError(null);
  };

  const link = 'font-semibold text-blue-700 hover:underline dark:text-blue-400';
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.twoFactor.title')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {mode === 'app' ? t('auth.twoFactor.intro') : t('auth.twoFactor.backupIntro')}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        key={mode}
        label={mode === 'app' ? t('auth.twoFactor.code') : t('auth.twoFactor.backupCode')}
        inputMode={mode === 'app' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoFocus
        maxLength={mode === 'app' ? 7 : 11}
        value={code}
        error={fieldError}
        onChange={(e) => setCode(e.target.value)}
      />
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
          className="h-4 w-4 rounded border-slate-400 accent-blue-600"
        />
        {t('auth.twoFactor.trust')}
      </label>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className={link} onClick={switchMode}>
          {mode === 'app' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
        </button>
        <button type="button" className={link} onClick={onBack}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
