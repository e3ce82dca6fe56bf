/**
 * The lives-and-streak flow shared by Spelling bee, Listening dictation and Word Builder
 * (spec §4: "3 lives", "Wrong costs a life; at 0 lives 'Game Over!'", "Correct raises the
 * streak", dictation: "same lives and streak flow", Word Builder: "wrong removes a life and
 * resets the streak"; §9: each tracks best streak and accuracy).
 *
 * Each round goes answering → feedback (after Check) → the next round's answering, or finished
 * when no word remains or no life is left (§4 Word Builder: "Finishes at 0 lives or after the
 * last word"; the same rule is applied to the other two games).
 *
 * Interpretation: the spec says only for Word Builder that a wrong answer resets the streak;
 * a streak is "consecutive" correct answers in every game, so a wrong answer resets it in all
 * three. Accuracy (§9 "rounded percent correct over total") divides by the words answered, not
 * the words dealt: a learner who lost on word 5 of 15 with 2 right has 40 %, not 13 %.
 */

/** Lives at the start of Spelling bee, Listening dictation and Word Builder (spec §9). */
export const GAME_LIVES = 3;

/**
 * How a lives game ended: 'success' with lives left (the spec's 'Xuất sắc!'), 'game-over' at 0
 * lives ('Game Over!'); the web maps the code to its catalogue's title (issue 18).
 */
export type LivesOutcome = 'success' | 'game-over';

/** answering: typing/building; feedback: the check's verdict is shown; finished: results. */
export type RoundPhase = 'answering' | 'feedback' | 'finished';

/** Score and counters of a lives game. Points and score are whole points. */
export interface LivesProgress {
  lives: number;
  /** Total points, never below 0. */
  score: number;
  /** Consecutive correct answers up to now. */
  streak: number;
  bestStreak: number;
  correctCount: number;
  answeredCount: number;
}

/** The progress at the start of a game: 3 lives, score 0, no streak. */
export const INITIAL_LIVES_PROGRESS: Readonly<LivesProgress> = {
  lives: GAME_LIVES,
  score: 0,
  streak: 0,
  bestStreak: 0,
  correctCount: 0,
  answeredCount: 0,
};

/** A correct answer worth `points`: score + points, streak + 1, best streak updated. */
export function recordCorrect<T extends LivesProgress>(progress: T, points: number): T {
  const streak = progress.streak + 1;
  return {
    ...progress,
    score: progress.score + points,
    streak,
    bestStreak: Math.max(progress.bestStreak, streak),
    correctCount: progress.correctCount + 1,
    answeredCount: progress.answeredCount + 1,
  };
}

/** A wrong answer: one life less (not below 0), streak reset to 0. */
export function recordWrong<T extends LivesProgress>(progress: T): T {
  return {
    ...progress,
    lives: Math.max(0, progress.lives - 1),
    streak: 0,
    answeredCount: progress.answeredCount + 1,
  };
}

/** Spends `cost` points (a hint): score − cost, never below 0 (spec §9 "score floor 0"). */
export function spendPoints<T extends LivesProgress>(progress: T, cost: number): T {
  return { ...progress, score: Math.max(0, progress.score - cost) };
}

/** round(100 × correct / answered), in whole percent; 0 when nothing was answered. */
export function accuracyPercent(correct: number, answered: number): number {
  return answered > 0 ? Math.round((100 * correct) / answered) : 0;
}

/** True when, after the current round, another word follows: words remain and lives > 0. */
export function hasNextRound(index: number, roundCount: number, lives: number): boolean {
  return lives > 0 && index + 1 < roundCount;
}

/**
 * The phase and index after the learner leaves the feedback of round `index` (Next word or
 * Finish): the next round, or finished at 0 lives or after the last word.
 */
export function afterFeedback(
  index: number,
  roundCount: number,
  lives: number,
): { index: number; phase: RoundPhase } {
  return hasNextRound(index, roundCount, lives)
    ? { index: index + 1, phase: 'answering' }
    : { index, phase: 'finished' };
}

/** 'success' when lives remain, else 'game-over' (spec §4's two results titles). */
export function livesOutcome(lives: number): LivesOutcome {
  return lives > 0 ? 'success' : 'game-over';
}

/**
 * What Enter does in a typed-answer game (spec §4 dictation: "Enter checks or advances";
 * applied to Spelling bee too): check a non-blank answer while answering, go on from the
 * feedback, nothing otherwise (blank answer: Check is disabled, §5).
 */
export function enterAction(phase: RoundPhase, typed: string): 'check' | 'next' | 'none' {
  if (phase === 'answering') return typed.trim() === '' ? 'none' : 'check';
  return phase === 'feedback' ? 'next' : 'none';
}

/** A game timer's display, m:ss (spec §9 Word Builder "timer m:ss"): 75 s → "1:15". */
export function formatGameClock(elapsedSeconds: number): string {
  const seconds = Math.floor(Math.max(0, elapsedSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
