/**
 * The sections as links (issue 18 §2): the header's nav on desktop, the phone's menu and its
 * bottom tab bar. The current section is marked with aria-current="page".
 */
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { currentSection, SECTIONS, showsTabBar, TAB_KEYS } from './sections.ts';

const TAB_SECTIONS = TAB_KEYS.map((key) => ({
  ...SECTIONS.find((section) => section.key === key)!,
  key,
}));

/** Desktop (lg and up): the sections in the header, home being the logo. */
export function HeaderNav() {
  const t = useT();
  const current = currentSection(useLocation().pathname);
  return (
    <nav aria-label={t('layout.mainNav')} className="hidden min-w-0 flex-1 lg:block">
      <ul className="flex items-center gap-0.5">
        {SECTIONS.filter((section) => section.key !== 'home').map((section) => (
          <li
            key={section.key}
            className={
              section.headerFrom === 'xl'
                ? 'hidden xl:block'
                : section.headerFrom === '2xl'
                  ? 'hidden 2xl:block'
                  : undefined
            }
          >
            <Link
              to={section.to}
              aria-current={current === section.key ? 'page' : undefined}
              className="block rounded-xl px-2.5 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-700 xl:px-3 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-950/60 dark:aria-[current=page]:text-blue-300"
            >
              {t(`layout.sections.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's menu: every section, one per row. */
export function MenuNav() {
  const t = useT();
  const current = currentSection(useLocation().pathname);
  return (
    <nav aria-label={t('layout.mainNav')}>
      <ul className="grid grid-cols-2 gap-1">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              aria-current={current === section.key ? 'page' : undefined}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-950/60 dark:aria-[current=page]:text-blue-300"
            >
              <section.Icon className="h-5 w-5 shrink-0" />
              {t(`layout.sections.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone's bottom tab bar (below lg): the main sections, on the sections' own pages only (a
 * study, game or test screen keeps the bottom of the screen for its own buttons). The layout
 * pads the page by the bar's height (TAB_BAR_PADDING) so it never covers the page's end.
 */
export function TabBar() {
  const t = useT();
  const { pathname } = useLocation();
  if (!showsTabBar(pathname)) return null;
  const current = currentSection(pathname);
  return (
    <nav
      aria-label={t('layout.tabBar')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
      data-testid="tab-bar"
    >
      <ul className="mx-auto flex max-w-lg">
        {TAB_SECTIONS.map((section) => (
          <li key={section.key} className="min-w-0 flex-1">
            <Link
              to={section.to}
              aria-label={t(`layout.sections.${section.key}`)}
              aria-current={current === section.key ? 'page' : undefined}
              className="flex h-16 flex-col items-center justify-center gap-1 px-1 text-[11px] leading-tight font-semibold text-slate-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-[current=page]:text-blue-700 dark:text-slate-400 dark:aria-[current=page]:text-blue-300"
            >
              <section.Icon className="h-6 w-6" />
              <span className="max-w-full truncate">{t(`layout.tabs.${section.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's bottom padding where the tab bar shows (its height, plus room to breathe). */
export function useTabBarPadding(): string {
  return showsTabBar(useLocation().pathname) ? 'pb-28 lg:pb-16' : 'pb-16';
}
