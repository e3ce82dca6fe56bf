/**
 * The app's sections (issue 18 §2 Navigation): each has a place in the header nav (desktop), in
 * the phone's menu, and the first few in the phone's bottom tab bar. Paths: app/router.tsx.
 */
import type { ReactNode } from 'react';
import {
  BookIcon,
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
   * The header nav shows it only from this breakpoint up (the phone's menu always): at lg
   * (1024 px) the English names of every section do not fit on one line; Classes only from 2xl
   * (1536 px): at 1366 px the header is full (it is on the dashboard's Classes tile there).
   */
  headerFrom?: 'xl' | '2xl';
}

export const SECTIONS: readonly Section[] = [
  { key: 'home', to: '/dashboard', Icon: HomeIcon },
  { key: 'flashcards', to: '/dashboard/flashcards', Icon: CardsIcon },
  { key: 'games', to: '/dashboard/games', Icon: GamepadIcon },
  { key: 'dictionary', to: '/dashboard/dictionary', Icon: BookIcon },
  { key: 'translator', to: '/dashboard/translator', Icon: GlobeIcon },
  { key: 'radio', to: '/dashboard/radio', Icon: HeadphonesIcon },
  { key: 'ielts', to: '/dashboard/ielts', Icon: PencilIcon },
  { key: 'stats', to: '/dashboard/stats', Icon: ChartIcon, headerFrom: 'xl' },
  { key: 'classes', to: '/dashboard/classes', Icon: UsersIcon, headerFrom: '2xl' },
  { key: 'settings', to: '/dashboard/settings', Icon: GearIcon },
];

/** The sections of the phone's bottom tab bar (every section is in its menu). */
export const TAB_KEYS = ['home', 'flashcards', 'games', 'dictionary', 'ielts'] as const;
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
 * screen has its own bar at the bottom (studying, a game, a test, the editor, the player).
 */
export function showsTabBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (SECTIONS.some((section) => section.to === path)) return true;
  return /^\/dashboard\/(radio\/[^/]+|flashcards\/import|ielts\/results\/[^/]+|classes\/[^/]+)$/.test(
    path,
  );
}
