import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Full-screen loading splash while the session (or a route) loads. */
export function Splash() {
  const t = useT();
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-6"
      data-testid="splash"
    >
      <p className="text-2xl font-black tracking-tight text-blue-600 dark:text-blue-400">
        {t('common.appName')}
      </p>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
