import { Spinner } from '../../components/ui/spinner.tsx';
import { vi } from '../../i18n/vi.ts';

/** Full-screen loading splash while the session (or a route) loads. */
export function Splash() {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-6"
      data-testid="splash"
    >
      <p className="text-2xl font-black tracking-tight text-blue-600 dark:text-blue-400">
        {vi.appName}
      </p>
      <Spinner label={vi.common.loading} />
    </div>
  );
}
