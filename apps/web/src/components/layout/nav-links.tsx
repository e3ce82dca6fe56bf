/**
 * The sections as links (issue 18 §2, issue 34 §1, §8): the header's nav on a laptop, the
 * phone's menu and its bottom tab bar. The current section is marked with aria-current="page".
 */
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { usePagePopover } from './use-page-popover.ts';
import { currentSection, SECTIONS, showsTabBar, TAB_KEYS, type Section } from './sections.ts';

const TAB_SECTIONS = TAB_KEYS.map((key) => ({
  ...SECTIONS.find((section) => section.key === key)!,
  key,
}));

const HEADER_SECTIONS = SECTIONS.filter((section) => section.key !== 'home');
const MORE_SECTIONS = HEADER_SECTIONS.filter((section) => section.headerFrom === 'xl');

const headerLink =
  'block rounded-xl px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-950/60 dark:aria-[current=page]:text-blue-300';

/**
 * Laptop (lg and up): the sections in the header, home being the app's name. From xl (1280 px)
 * every section is in the bar; from lg to xl those marked `headerFrom: 'xl'` are under 'Xem thêm'.
 */
export function HeaderNav() {
  const t = useT();
  const current = currentSection(useLocation().pathname);
  return (
    <nav aria-label={t('layout.mainNav')} className="hidden min-w-0 flex-1 lg:block">
      <ul className="flex items-center gap-0.5">
        {HEADER_SECTIONS.map((section) => (
          <li
            key={section.key}
            className={section.headerFrom === 'xl' ? 'hidden xl:block' : undefined}
          >
            <Link
              to={section.to}
              aria-current={current === section.key ? 'page' : undefined}
              className={headerLink}
            >
              {t(`layout.sections.${section.key}`)}
            </Link>
          </li>
        ))}
        <li className="xl:hidden">
          <MoreMenu sections={MORE_SECTIONS} current={current} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * 'Xem thêm': the sections the bar has no room for, in a panel under the button (Escape, a click
 * outside or a navigation closes it). The button looks current when the page is one of them.
 */
function MoreMenu({ sections, current }: { sections: readonly Section[]; current: string | null }) {
  const t = useT();
  const id = useId();
  const { open, box, button, toggle } = usePagePopover();
  const here = sections.some((section) => section.key === current);

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-current={here}
        onClick={toggle}
        className={`flex items-center gap-1 rounded-xl px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800 ${here ? 'bg-blue-50 text-blue-700 dark:bg-blue-950/60 dark:text-blue-300' : 'text-slate-600 dark:text-slate-300'}`}
      >
        {t('layout.more')}
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      {open ? (
        <ul
          id={id}
          className="absolute left-0 z-50 mt-2 w-56 space-y-0.5 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          {sections.map((section) => (
            <li key={section.key}>
              <SectionRow
                section={section}
                current={current}
                className="px-3 text-sm font-semibold text-slate-700 dark:text-slate-200"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A section as a row of a menu (its icon and name), marked when it is the current one. */
function SectionRow({
  section,
  current,
  className,
}: {
  section: Section;
  current: string | null;
  className: string;
}) {
  const t = useT();
  return (
    <Link
      to={section.to}
      aria-current={current === section.key ? 'page' : undefined}
      className={`flex min-h-11 items-center gap-3 rounded-lg py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-950/60 dark:aria-[current=page]:text-blue-300 ${className}`}
    >
      <section.Icon className="h-5 w-5 shrink-0" />
      {t(`layout.sections.${section.key}`)}
    </Link>
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
            <SectionRow
              section={section}
              current={current}
              className="px-2 aria-[current=page]:font-semibold"
            />
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
