import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target.ts';

describe('backTarget (spec §2 header back button)', () => {
  it.each([
    ['/dashboard', null],
    ['/dashboard/', null],
    ['/dashboard/flashcards/study/abc', '/dashboard/flashcards'],
    ['/dashboard/flashcards/edit/new', '/dashboard/flashcards'],
    ['/dashboard/flashcards/test/abc', '/dashboard/flashcards'],
    ['/dashboard/flashcards/test', '/dashboard'],
    ['/dashboard/ielts/reading', '/dashboard/ielts'],
    ['/dashboard/ielts', '/dashboard'],
    ['/dashboard/flashcards', '/dashboard'],
    ['/dashboard/games/quiz', '/dashboard'],
  ])('%s → %s', (path, expected) => {
    expect(backTarget(path)).toBe(expected);
  });
});
