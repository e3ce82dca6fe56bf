/**
 * What every question control of a running test reads and changes, shared through context so the
 * gaps inside a summary or table need no props threaded through the text.
 */
import { createContext, useContext } from 'react';
import type { Answers } from '../lib/questions.ts';

export interface RunnerControls {
  answers: Answers;
  flags: readonly number[];
  /** The question the learner is on (navigator, arrow keys). */
  current: number;
  /** Controls are read-only once the test is being submitted. */
  disabled: boolean;
  /** Sets answers (question number → value; '' removes one). */
  setAnswers: (values: Record<string, string>) => void;
  toggleFlag: (n: number) => void;
}

export const RunnerContext = createContext<RunnerControls | null>(null);

/** The running test's controls. @throws outside a running test (a developer error). */
export function useRunner(): RunnerControls {
  const value = useContext(RunnerContext);
  if (!value) throw new Error('useRunner must be used inside a Reading test');
  return value;
}
