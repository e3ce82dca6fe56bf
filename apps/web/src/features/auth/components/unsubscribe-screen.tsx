/**
 * /unsubscribe?token=… (issue 21 §4): the reminder e-mail's link. One click: the page turns the
 * reminder off as it opens (no sign-in; the signed token says whose), then says so. An invalid
 * token says what to do instead; a network failure offers a retry.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { unsubscribeReminders } from '../api/unsubscribe-reminders.ts';

export function UnsubscribeScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: unsubscribeReminders });
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const offline = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 0;
  return (
    <AuthLayout title={t('plan.unsubscribe.title')}>
      <div aria-live="polite" data-testid="unsubscribe-state">
        {token === '' || (unsubscribe.isError && !offline) ? (
          <Alert tone="error">{t('plan.unsubscribe.failed')}</Alert>
        ) : offline ? (
          <>
            <Alert tone="error">{t('plan.unsubscribe.offline')}</Alert>
            <Button className="mt-4" onClick={() => mutate(token)}>
              {t('plan.unsubscribe.retry')}
            </Button>
          </>
        ) : unsubscribe.isSuccess ? (
          <Alert tone="success">{t('plan.unsubscribe.done')}</Alert>
        ) : (
          <Spinner label={t('plan.unsubscribe.working')} />
        )}
      </div>
      <Link to="/dashboard" className={buttonStyles('secondary', 'mt-6 w-full')}>
        {t('plan.unsubscribe.toApp')}
      </Link>
    </AuthLayout>
  );
}
