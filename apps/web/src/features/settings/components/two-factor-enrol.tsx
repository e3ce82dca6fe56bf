/**
 * The two steps of turning on two-factor sign-in: scan the otpauth URI as a QR code (or type the
 * secret) and confirm with a code from the app; then the backup codes, shown this once, with a
 * copy button.
 */
import { totpCodeSchema } from '@app/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage } from './section.tsx';
import { formMessage } from '../../../lib/form-messages.ts';
import { useT } from '../../../i18n/i18n.tsx';

/** The secret of an otpauth:// URI in groups of four, as authenticator apps accept it typed. */
function secretForTyping(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code of `value` as a PNG data URL (the library loads only when enrolment starts). */
function useQrCode(value: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ value: string; url: string | null; failed: boolean }>({
    value: '',
    url: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 232 }),
      )
      .then((url) => live && setState({ value, url, failed: false }))
      .catch(() => live && setState({ value, url: null, failed: true }));
    return () => {
      live = false;
    };
  }, [value]);
  return state.value === value ? state : { url: null, failed: false };
}

export function EnrolStep({
  totpURI,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const qr = useQrCode(totpURI);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const error = useTimedMessage();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    error.clear();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code: parsed.data });
    setBusy(false);
    if (failure) {
      error.show('error', authFailureMessage(failure, t('settings.twoFactor.failed')));
      return;
    }
    onVerified();
  };

  return (
    <div className="space-y-5">
      <div>
        <h3 className="font-semibold">{t('settings.twoFactor.scan')}</h3>
        <div className="mt-3 flex h-[248px] w-[248px] items-center justify-center rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700">
          {qr.url ? (
            <img
              src={qr.url}
              alt={t('settings.twoFactor.qrAlt')}
              width={232}
              height={232}
              data-testid="totp-qr"
            />
          ) : qr.failed ? (
            <p className="p-3 text-center text-sm text-red-700">
              {t('settings.twoFactor.qrFailed')}
            </p>
          ) : (
            <Spinner label={t('settings.twoFactor.qrLoading')} />
          )}
        </div>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('settings.twoFactor.manual')}
        </p>
        <p
          className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
          data-testid="totp-secret"
        >
          {secretForTyping(totpURI)}
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={t('settings.twoFactor.enterCode')}
      >
        <h3 className="font-semibold">{t('settings.twoFactor.enterCode')}</h3>
        <TextField
          label={t('settings.twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={codeError}
          onChange={(e) => setCode(e.target.value)}
          className="max-w-48"
        />
        <FormMessage message={error.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? t('settings.twoFactor.confirming') : t('settings.twoFactor.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="success">{t('settings.twoFactor.enabled')}</Alert>
      <div>
        <h3 className="font-semibold">{t('settings.twoFactor.backupTitle')}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('settings.twoFactor.backupIntro')}
        </p>
      </div>
      <ul
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:bg-slate-800 dark:text-slate-100"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copyCodes()}>
          {copy === 'copied' ? t('settings.twoFactor.copied') : t('settings.twoFactor.copy')}
        </Button>
        <Button onClick={onDone}>{t('settings.twoFactor.saved')}</Button>
      </div>
      {copy === 'failed' ? <Alert tone="error">{t('settings.twoFactor.copyFailed')}</Alert> : null}
    </div>
  );
}
