import type { ReactNode } from 'react';
import { LanguageChoice } from '../../../components/layout/preference-controls.tsx';
import { BookIcon, CardsIcon, GamepadIcon, PencilIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/**
 * What the app offers, in a few lines (issue 34 §18: the sign-in page is where `/` leads a
 * newcomer): under the form on a phone (the form's button stays on the first screen), beside
 * it from lg.
 */
function Pitch() {
  const t = useT();
  const lines = [
    { key: 'cards', Icon: CardsIcon },
    { key: 'games', Icon: GamepadIcon },
    { key: 'ielts', Icon: PencilIcon },
    { key: 'tools', Icon: BookIcon },
  ] as const;
  return (
    <section
      aria-labelledby="pitch-title"
      className="rounded-3xl border border-slate-200 bg-white/70 p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900/70 dark:text-slate-300"
      data-testid="pitch"
    >
      <h2 id="pitch-title" className="text-lg font-bold text-slate-900 dark:text-slate-50">
        {t('auth.pitch.title')}
      </h2>
      <ul className="mt-3 space-y-2.5">
        {lines.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-blue-600 dark:text-blue-400" />
            <span>{t(`auth.pitch.${key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">{t('auth.pitch.free')}</p>
    </section>
  );
}

/**
 * The centred card the account screens share; `pitch` adds what the app offers (the sign-in
 * and sign-up screen).
 */
export function AuthLayout({
  title,
  children,
  pitch = false,
}: {
  title: string;
  children: ReactNode;
  pitch?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-blue-50 via-white to-indigo-100 px-4 py-10 dark:from-slate-950 dark:via-slate-900 dark:to-indigo-950">
      <div
        className={`grid w-full gap-6 ${pitch ? 'max-w-md lg:max-w-5xl lg:grid-cols-2 lg:items-center lg:gap-12' : 'max-w-md'}`}
      >
        <div className="w-full">
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
        {pitch ? (
          <div className="lg:order-first">
            <Pitch />
          </div>
        ) : null}
      </div>
    </div>
  );
}
