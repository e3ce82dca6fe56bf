/**
 * /dashboard/settings (spec §2 Settings): three tabs — profile, security, danger zone — as an
 * ARIA tab list (arrow keys, Home and End move between tabs). The open tab is in the address
 * (`?tab=security`), so a reload or a link keeps it.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { DangerZoneTab } from './danger-zone-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { useT } from '../../../i18n/i18n.tsx';

const TABS = ['profile', 'security', 'danger'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly string[]).includes(value ?? '');
}

export function SettingsPage({ user }: { user: SessionUser }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const open = (next: Tab, focus = false) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
    if (focus) buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    open(TABS[target]!, true);
  };

  const tabClass = (active: boolean, danger: boolean) =>
    `rounded-xl px-2 py-2.5 text-center text-sm leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:px-4 ${
      active
        ? danger
          ? 'bg-red-600 text-white'
          : 'bg-blue-600 text-white'
        : danger
          ? 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
    }`;

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-black sm:text-3xl">{t('settings.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('settings.subtitle')}</p>
      <div
        role="tablist"
        aria-label={t('settings.tabsLabel')}
        onKeyDown={onKeyDown}
        className="mt-6 mb-6 grid grid-cols-3 gap-1 rounded-2xl border border-slate-200 bg-white/90 p-1.5 sm:flex dark:border-slate-800 dark:bg-slate-900/90"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`settings-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => open(name)}
            className={tabClass(tab === name, name === 'danger')}
          >
            {t(`settings.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
      >
        {tab === 'profile' ? <ProfileTab key={user.id} user={user} /> : null}
        {tab === 'security' ? <SecurityTab user={user} /> : null}
        {tab === 'danger' ? <DangerZoneTab /> : null}
      </div>
    </div>
  );
}
