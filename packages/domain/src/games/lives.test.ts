import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  afterFeedback,
  enterAction,
  formatGameClock,
  GAME_LIVES,
  hasNextRound,
  INITIAL_LIVES_PROGRESS,
  recordCorrect,
  recordWrong,
  livesOutcome,
  spendPoints,
} from './lives.ts';

describe('lives and streak flow (spec §4, §9)', () => {
  it('starts with 3 lives, score 0, no streak', () => {
    expect(GAME_LIVES).toBe(3);
    expect(INITIAL_LIVES_PROGRESS).toEqual({
      lives: 3,
      score: 0,
      streak: 0,
      bestStreak: 0,
      correctCount: 0,
      answeredCount: 0,
    });
  });

  it('a correct answer adds points and raises the streak and best streak', () => {
    const once = recordCorrect(INITIAL_LIVES_PROGRESS, 20);
    const twice = recordCorrect(once, 25);
    expect(twice).toEqual({
      lives: 3,
      score: 45,
      streak: 2,
      bestStreak: 2,
      correctCount: 2,
      answeredCount: 2,
    });
  });

  it('a wrong answer costs a life, resets the streak and keeps the best streak', () => {
    const progress = recordWrong(recordCorrect(recordCorrect(INITIAL_LIVES_PROGRESS, 20), 25));
    expect(progress).toMatchObject({ lives: 2, streak: 0, bestStreak: 2, answeredCount: 3 });
    const out = recordWrong(recordWrong(recordWrong(progress)));
    expect(out.lives).toBe(0);
  });

  it('spending points never takes the score below 0', () => {
    expect(spendPoints({ ...INITIAL_LIVES_PROGRESS, score: 25 }, 10).score).toBe(15);
    expect(spendPoints({ ...INITIAL_LIVES_PROGRESS, score: 5 }, 10).score).toBe(0);
  });

  it('accuracy is the rounded percent of words answered', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(15, 15)).toBe(100);
  });

  it('goes on while words remain and lives are left, else finishes', () => {
    expect(hasNextRound(0, 15, 3)).toBe(true);
    expect(hasNextRound(14, 15, 3)).toBe(false);
    expect(hasNextRound(3, 15, 0)).toBe(false);
    expect(afterFeedback(0, 15, 1)).toEqual({ index: 1, phase: 'answering' });
    expect(afterFeedback(14, 15, 1)).toEqual({ index: 14, phase: 'finished' });
    expect(afterFeedback(2, 15, 0)).toEqual({ index: 2, phase: 'finished' });
  });

  it('ends in success with lives left, else game over', () => {
    expect(livesOutcome(3)).toBe('success');
    expect(livesOutcome(1)).toBe('success');
    expect(livesOutcome(0)).toBe('game-over');
  });

  it('Enter checks a non-blank answer, advances from the feedback', () => {
    expect(enterAction('answering', 'cat')).toBe('check');
    expect(enterAction('answering', '  ')).toBe('none');
    expect(enterAction('feedback', '')).toBe('next');
    expect(enterAction('finished', 'cat')).toBe('none');
  });

  it('formats the timer as m:ss', () => {
    expect(formatGameClock(0)).toBe('0:00');
    expect(formatGameClock(9.9)).toBe('0:09');
    expect(formatGameClock(75)).toBe('1:15');
    expect(formatGameClock(600)).toBe('10:00');
    expect(formatGameClock(-3)).toBe('0:00');
  });
});
