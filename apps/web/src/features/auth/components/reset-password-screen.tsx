/**
 * /reset-password (spec §2, §4, §8): reads the token from the URL fragment (then removes it from
 * the address bar), validates the link, then shows the error text of spec §8 or the new-password
 * form; on success it signs out, shows success and goes to /login after 2 s.
 */
import { newPasswordSchema } from '@app/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { checkResetToken } from '../api/check-reset-token.ts';
import { AuthLayout } from './auth-layout.tsx';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { fieldErrors as toFieldErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../i18n/i18n.tsx';

/** Spec §9: reset redirect 2 s. */
const REDIRECT_MS = 2000;

type Phase = 'validating' | 'invalid' | 'checkFailed' | 'form' | 'done';

function readFragment(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get('token') ?? fragment.get('access_token');
  if (fragment.get('type') !== 'recovery' && !fragment.get('access_token')) return null;
  return token && token.length > 0 ? token : null;
}

export function ResetPasswordScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [token] = useState(readFragment);
  const [phase, setPhase] = useState<Phase>('validating');
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (token === null) return;
    // Keep the token out of the address bar, history and any later Referer.
    window.history.replaceState(null, '', window.location.pathname);
    let cancelled = false;
    checkResetToken(token)
      .then((valid) => !cancelled && setPhase(valid ? 'form' : 'invalid'))
      .catch(() => !cancelled && setPhase('checkFailed'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (token === null) return <Navigate to="/login" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = newPasswordSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const { error: failure } = await authClient.resetPassword({
      newPassword: parsed.data.password,
      token,
    });
    setBusy(false);
    if (failure) {
      setError(
        failure.code === 'INVALID_TOKEN' ? t('auth.reset.expired') : authFailureMessage(failure),
      );
      return;
    }
    await authClient.signOut().catch(() => undefined);
    setPhase('done');
    timer.current = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
  };

  return (
    <AuthLayout title={t('auth.reset.title')}>
      {phase === 'validating' ? (
        <Spinner label={t('auth.reset.validating')} className="py-6" />
      ) : null}
      {phase === 'invalid' || phase === 'checkFailed' ? (
        <div className="space-y-4">
          <Alert tone="error">
            {phase === 'invalid' ? t('auth.reset.invalid') : t('auth.reset.checkFailed')}
          </Alert>
          <Link
            to="/login"
            className="font-semibold text-blue-600 hover:underline dark:text-blue-400"
          >
            {t('auth.reset.toLogin')}
          </Link>
        </div>
      ) : null}
      {phase === 'done' ? <Alert tone="success">{t('auth.reset.success')}</Alert> : null}
      {phase === 'form' ? (
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          aria-label={t('auth.reset.title')}
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextField
            label={t('auth.reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            error={fieldErrors.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
          <TextField
            label={t('auth.reset.confirm')}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={fieldErrors.confirmPassword}
            onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
