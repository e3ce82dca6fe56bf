import { describe, expect, it } from 'vitest';
import { currentSection, showsTabBar } from './sections.ts';

describe('currentSection', () => {
  it('marks the section of a page and its sub-pages', () => {
    expect(currentSection('/dashboard')).toBe('home');
    expect(currentSection('/dashboard/')).toBe('home');
    expect(currentSection('/dashboard/today')).toBe('today');
    expect(currentSection('/dashboard/flashcards/study/abc')).toBe('flashcards');
    expect(currentSection('/dashboard/games/quiz')).toBe('games');
    expect(currentSection('/dashboard/ielts/results/1')).toBe('ielts');
    expect(currentSection('/dashboard/radio/a1')).toBe('radio');
    expect(currentSection('/dashboard/settings')).toBe('settings');
    expect(currentSection('/dashboard/stats')).toBe('stats');
    expect(currentSection('/dashboard/classes/abc')).toBe('classes');
    expect(currentSection('/dashboard/nothing')).toBeNull();
  });
});

describe('showsTabBar', () => {
  it('shows on the sections, not over a screen with its own bottom bar', () => {
    expect(showsTabBar('/dashboard')).toBe(true);
    expect(showsTabBar('/dashboard/games')).toBe(true);
    expect(showsTabBar('/dashboard/stats')).toBe(true);
    expect(showsTabBar('/dashboard/radio/a1')).toBe(true);
    expect(showsTabBar('/dashboard/classes')).toBe(true);
    expect(showsTabBar('/dashboard/classes/abc')).toBe(true);
    expect(showsTabBar('/dashboard/flashcards/study/x')).toBe(false);
    expect(showsTabBar('/dashboard/today')).toBe(false);
    expect(showsTabBar('/dashboard/games/quiz')).toBe(false);
    expect(showsTabBar('/dashboard/ielts/reading')).toBe(false);
    expect(showsTabBar('/dashboard/radio/play/x')).toBe(false);
    expect(showsTabBar('/dashboard/flashcards/edit/x')).toBe(false);
  });
});
