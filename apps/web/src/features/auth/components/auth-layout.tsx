import type { ReactNode } from 'react';
import { LanguageChoice } from '../../../components/layout/preference-controls.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/** The centred card the account screens share. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-indigo-100 px-4 py-10 dark:from-slate-950 dark:via-slate-900 dark:to-indigo-950">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <p className="text-3xl font-black tracking-tight text-blue-600 dark:text-blue-400">
            {t('common.appName')}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('auth.tagline')}</p>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-xl sm:p-8 dark:border-slate-800 dark:bg-slate-900/90">
          <h1 className="mb-6 text-2xl font-bold">{title}</h1>
          {children}
        </div>
        <div className="mx-auto mt-6 max-w-xs">
          <LanguageChoice />
        </div>
      </div>
    </div>
  );
}
