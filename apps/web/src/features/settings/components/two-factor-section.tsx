/**
 * Settings › Security › two-factor sign-in with an authenticator app (Better Auth's twoFactor
 * plugin, TOTP): on with the password, a QR code and a confirming code, then the backup codes
 * once; off with the password. Sign-in then asks for a code (the sign-in screen's second step).
 */
import { passwordConfirmationSchema } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { accountKeys } from '../api/account.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage, Section } from './section.tsx';
import { BackupCodes, EnrolStep } from './two-factor-enrol.tsx';
import { formMessage } from '../../../lib/form-messages.ts';
import { useT } from '../../../i18n/i18n.tsx';

type Phase =
  | { step: 'idle' }
  | { step: 'password' }
  | { step: 'scan'; totpURI: string; backupCodes: string[] }
  | { step: 'backup'; backupCodes: string[] };

/** The password asked before turning two-factor sign-in on or off. */
function PasswordStep({
  label,
  submitLabel,
  danger,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const error = useTimedMessage();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    error.clear();
    const parsed = passwordConfirmationSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const failure = await onSubmit(parsed.data.password);
    setBusy(false);
    if (failure) error.show('error', failure);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={label}>
      <p className="text-sm font-medium">{label}</p>
      <TextField
        label={t('settings.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(e) => setPassword(e.target.value)}
        className="max-w-sm"
      />
      <FormMessage message={error.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
          {busy ? t('settings.twoFactor.working') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const message = useTimedMessage();
  // Turning it on or off replaces this device's session: the device list changes too.
  const refreshDevices = () => queryClient.invalidateQueries({ queryKey: accountKeys.devices });

  const enable = async (password: string) => {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !('totpURI' in data) || !data.totpURI) {
      return authFailureMessage(error, t('settings.twoFactor.failed'));
    }
    setPhase({ step: 'scan', totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
    return null;
  };

  const disable = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return authFailureMessage(error, t('settings.twoFactor.failed'));
    setPhase({ step: 'idle' });
    message.show('success', t('settings.twoFactor.disabled'));
    void refreshDevices();
    return null;
  };

  const badge = (
    <span
      className={`rounded-full px-3 py-1 text-xs font-semibold ${
        enabled
          ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
      data-testid="two-factor-status"
    >
      {enabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}
    </span>
  );

  return (
    <Section
      title={t('settings.twoFactor.title')}
      intro={t('settings.twoFactor.intro')}
      aside={badge}
    >
      {phase.step === 'backup' ? (
        <BackupCodes codes={phase.backupCodes} onDone={() => setPhase({ step: 'idle' })} />
      ) : phase.step === 'scan' ? (
        <EnrolStep
          totpURI={phase.totpURI}
          onVerified={() => {
            setPhase({ step: 'backup', backupCodes: phase.backupCodes });
            void refreshDevices();
          }}
          onCancel={() => setPhase({ step: 'idle' })}
        />
      ) : phase.step === 'password' ? (
        <PasswordStep
          label={
            enabled
              ? t('settings.twoFactor.passwordToDisable')
              : t('settings.twoFactor.passwordToEnable')
          }
          submitLabel={enabled ? t('settings.twoFactor.disable') : t('settings.twoFactor.next')}
          danger={enabled}
          onSubmit={enabled ? disable : enable}
          onCancel={() => setPhase({ step: 'idle' })}
        />
      ) : (
        <>
          <Button
            variant={enabled ? 'secondary' : 'primary'}
            onClick={() => {
              message.clear();
              setPhase({ step: 'password' });
            }}
          >
            {enabled ? t('settings.twoFactor.disable') : t('settings.twoFactor.enable')}
          </Button>
          <FormMessage message={message.message} />
        </>
      )}
    </Section>
  );
}
