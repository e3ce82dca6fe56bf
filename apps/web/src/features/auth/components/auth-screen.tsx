/**
 * The account screen of spec §2: sign-in, sign-up and forgot-password views toggled in place
 * (/login and /register). Validation and messages of spec §5; failures show the server's message
 * (in Vietnamese where its code is known) in a red box. With e-mail verification on, a sign-up
 * shows the check-your-email message, clears the form and flips to sign-in after 3 s (spec §4).
 */
import { forgotPasswordSchema, signInSchema, signUpSchema } from '@app/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { finishPendingSignOut } from '../../../lib/pending-sign-out.ts';
import { SignOutPendingNotice } from './sign-out-pending-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { fieldErrors as toFieldErrors } from '../../../lib/form-errors.ts';
import { AuthLayout } from './auth-layout.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useT } from '../../../i18n/i18n.tsx';

type View = 'signIn' | 'signUp' | 'forgot' | 'twoFactor';

/** Spec §9: sign-up redirect 3 s. */
const FLIP_TO_SIGN_IN_MS = 3000;

/**
 * Where to go once signed in: the page the learner asked for (a deep link kept in the location
 * state by the dashboard's guard), else the dashboard. Only paths inside the app.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/dashboard') ? from : '/dashboard';
}

const emptySignUp = { name: '', email: '', password: '', confirmPassword: '' };

export function AuthScreen() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(location.pathname === '/register' ? 'signUp' : 'signIn');
  const [signIn, setSignIn] = useState({ email: '', password: '' });
  const [signUp, setSignUp] = useState(emptySignUp);
  const [forgotEmail, setForgotEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    if (params.get('verified')) return t('auth.verified');
    // after deleting the account (settings' danger zone, issue 34 §18)
    const state = location.state as { signedOut?: unknown } | null;
    if (state?.signedOut === 'accountDeleted') return t('auth.accountDeleted');
    return null;
  });
  const [busy, setBusy] = useState(false);
  const [resetSent, setResetSent] = useState(false);
  const verifyError = params.get('error') ? t('auth.verifyFailed') : null;

  const switchTo = (next: View) => {
    setView(next);
    setError(null);
    setFieldErrors({});
    setResetSent(false);
    if (next !== 'forgot') navigate(next === 'signUp' ? '/register' : '/login', { replace: true });
  };

  const flipTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(flipTimer.current), []);

  const fail = (issues: { path: PropertyKey[]; message: string }[]) =>
    setFieldErrors(toFieldErrors(issues));

  const onSignIn = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = signInSchema.safeParse(signIn);
    if (!parsed.success) return fail(parsed.error.issues);
    setFieldErrors({});
    setBusy(true);
    // a sign-out made offline ends on the server before another session starts (issue 34 §24)
    await finishPendingSignOut();
    // No callbackURL: with one, Better Auth's client reloads the whole app at that address.
    const { data, error: failure } = await authClient.signIn.email(parsed.data);
    setBusy(false);
    if (failure) {
      setError(authFailureMessage(failure));
      return;
    }
    // Two-factor sign-in is on: the password was right, a code from the app comes next.
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setSignIn({ ...signIn, password: '' });
      setView('twoFactor');
      return;
    }
    navigate(returnPath(location.state), { replace: true });
  };

  const onSignUp = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const parsed = signUpSchema.safeParse(signUp);
    if (!parsed.success) return fail(parsed.error.issues);
    setFieldErrors({});
    setBusy(true);
    // a sign-up signs the new account in: the same order as a sign-in (above)
    await finishPendingSignOut();
    const { data, error: failure } = await authClient.signUp.email({
      name: parsed.data.name,
      email: parsed.data.email,
      password: parsed.data.password,
    });
    setBusy(false);
    if (failure) {
      setError(authFailureMessage(failure));
      return;
    }
    if (data?.token) {
      navigate(returnPath(location.state), { replace: true });
      return;
    }
    // A user but no session: the address must be verified first (spec §4).
    setSignUp(emptySignUp);
    setNotice(t('auth.checkEmail'));
    flipTimer.current = window.setTimeout(() => {
      setView('signIn');
      navigate('/login', { replace: true });
    }, FLIP_TO_SIGN_IN_MS);
  };

  const onForgot = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = forgotPasswordSchema.safeParse({ email: forgotEmail });
    if (!parsed.success) return fail(parsed.error.issues);
    setFieldErrors({});
    setBusy(true);
    const { error: failure } = await authClient.requestPasswordReset({
      email: parsed.data.email,
      redirectTo: '/reset-password',
    });
    setBusy(false);
    if (failure) {
      setError(authFailureMessage(failure, t('auth.forgotError')));
      return;
    }
    setResetSent(true);
  };

  const title = {
    signIn: t('auth.signInTitle'),
    signUp: t('auth.signUpTitle'),
    forgot: t('auth.forgotTitle'),
    twoFactor: t('auth.twoFactor.title'),
  }[view];
  const link = 'font-semibold text-blue-600 hover:underline dark:text-blue-400';

  return (
    <AuthLayout title={title} pitch>
      <SignOutPendingNotice />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      {verifyError && view === 'signIn' && !notice ? (
        <Alert tone="error" className="mb-4">
          {verifyError}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}

      {view === 'signIn' ? (
        <form
          onSubmit={onSignIn}
          noValidate
          className="space-y-4"
          aria-label={t('auth.signInTitle')}
        >
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={signIn.email}
            error={fieldErrors.email}
            onChange={(e) => setSignIn({ ...signIn, email: e.target.value })}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            value={signIn.password}
            error={fieldErrors.password}
            onChange={(e) => setSignIn({ ...signIn, password: e.target.value })}
          />
          <div className="text-right text-sm">
            <button type="button" className={link} onClick={() => switchTo('forgot')}>
              {t('auth.forgotLink')}
            </button>
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {t('auth.noAccount')}{' '}
            <button type="button" className={link} onClick={() => switchTo('signUp')}>
              {t('auth.signUp')}
            </button>
          </p>
        </form>
      ) : null}

      {view === 'twoFactor' ? (
        <TwoFactorStep
          onDone={() => navigate(returnPath(location.state), { replace: true })}
          onBack={() => switchTo('signIn')}
        />
      ) : null}

      {view === 'signUp' ? (
        <form
          onSubmit={onSignUp}
          noValidate
          className="space-y-4"
          aria-label={t('auth.signUpTitle')}
        >
          <TextField
            label={t('auth.name')}
            autoComplete="name"
            value={signUp.name}
            error={fieldErrors.name}
            onChange={(e) => setSignUp({ ...signUp, name: e.target.value })}
          />
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={signUp.email}
            error={fieldErrors.email}
            onChange={(e) => setSignUp({ ...signUp, email: e.target.value })}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            value={signUp.password}
            error={fieldErrors.password}
            onChange={(e) => setSignUp({ ...signUp, password: e.target.value })}
          />
          <TextField
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={signUp.confirmPassword}
            error={fieldErrors.confirmPassword}
            onChange={(e) => setSignUp({ ...signUp, confirmPassword: e.target.value })}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? t('auth.signingUp') : t('auth.signUp')}
          </Button>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {t('auth.haveAccount')}{' '}
            <button type="button" className={link} onClick={() => switchTo('signIn')}>
              {t('auth.signIn')}
            </button>
          </p>
        </form>
      ) : null}

      {view === 'forgot' ? (
        resetSent ? (
          <div className="space-y-4">
            <Alert tone="success">{t('auth.resetSent')}</Alert>
            <button type="button" className={link} onClick={() => switchTo('signIn')}>
              {t('auth.backToSignIn')}
            </button>
          </div>
        ) : (
          <form
            onSubmit={onForgot}
            noValidate
            className="space-y-4"
            aria-label={t('auth.forgotTitle')}
          >
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              value={forgotEmail}
              error={fieldErrors.email}
              onChange={(e) => setForgotEmail(e.target.value)}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? t('auth.sendingReset') : t('auth.sendReset')}
            </Button>
            <button type="button" className={link} onClick={() => switchTo('signIn')}>
              {t('auth.backToSignIn')}
            </button>
          </form>
        )
      ) : null}
    </AuthLayout>
  );
}
