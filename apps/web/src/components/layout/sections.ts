/**
 * The app's sections (issue 18 §2 Navigation, issue 34 §1, §8): each has a place in the header
 * nav (laptop), in the phone's menu, and the main ones in the phone's bottom tab bar. Paths:
 * app/router.tsx.
 */
import type { ReactNode } from 'react';
import {
  BookIcon,
  CalendarCheckIcon,
  CardsIcon,
  ChartIcon,
  GamepadIcon,
  GearIcon,
  GlobeIcon,
  HeadphonesIcon,
  HomeIcon,
  PencilIcon,
  UsersIcon,
} from '../ui/icons.tsx';

export type SectionKey =
  | 'home'
  | 'today'
  | 'flashcards'
  | 'games'
  | 'dictionary'
  | 'translator'
  | 'radio'
  | 'ielts'
  | 'stats'
  | 'classes'
  | 'settings';

export interface Section {
  key: SectionKey;
  to: string;
  Icon: (props: { className?: string }) => ReactNode;
  /**
   * The header bar shows it from xl (1280 px) up, and below under 'Xem thêm' (the phone's menu
   * always): at lg (1024 px) the names of every section do not fit on one line. At 1280 px and
   * more every section is in the bar, in both languages.
   */
  headerFrom?: 'xl';
}

export const SECTIONS: readonly Section[] = [
  { key: 'home', to: '/dashboard', Icon: HomeIcon },
  { key: 'today', to: '/dashboard/today', Icon: CalendarCheckIcon },
  { key: 'flashcards', to: '/dashboard/flashcards', Icon: CardsIcon },
  { key: 'games', to: '/dashboard/games', Icon: GamepadIcon },
  { key: 'dictionary', to: '/dashboard/dictionary', Icon: BookIcon },
  { key: 'translator', to: '/dashboard/translator', Icon: GlobeIcon, headerFrom: 'xl' },
  { key: 'radio', to: '/dashboard/radio', Icon: HeadphonesIcon },
  { key: 'ielts', to: '/dashboard/ielts', Icon: PencilIcon },
  { key: 'stats', to: '/dashboard/stats', Icon: ChartIcon, headerFrom: 'xl' },
  { key: 'classes', to: '/dashboard/classes', Icon: UsersIcon, headerFrom: 'xl' },
  { key: 'settings', to: '/dashboard/settings', Icon: GearIcon, headerFrom: 'xl' },
];

/**
 * The sections of the phone's bottom tab bar (every section is in its menu): five, so that each
 * label stays whole at 360 px; games are on the dashboard's first row of activities and in the
 * menu.
 */
export const TAB_KEYS = ['home', 'today', 'flashcards', 'dictionary', 'ielts'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

/** The section a path belongs to (the home section only for /dashboard itself). */
export function currentSection(pathname: string): SectionKey | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return 'home';
  const match = SECTIONS.find(
    (section) =>
      section.key !== 'home' && (path === section.to || path.startsWith(`${section.to}/`)),
  );
  return match?.key ?? null;
}

/**
 * Whether the phone's bottom tab bar shows on this page: on the sections' own pages, not where a
 * screen has its own bar at the bottom (studying, "Hôm nay" included, a game, a test, the
 * editor, the player).
 */
export function showsTabBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  // "Hôm nay" is a study session: its rating bar takes the bottom of the screen
  if (path === '/dashboard/today') return false;
  if (SECTIONS.some((section) => section.to === path)) return true;
  return /^\/dashboard\/(radio\/[^/]+|flashcards\/import|ielts\/results\/[^/]+|classes\/[^/]+)$/.test(
    path,
  );
}
