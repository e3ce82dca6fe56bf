/**
 * The learner's work during a test (answers, flags, highlights, words looked up), restored from
 * the kept attempt on open and written back (with the start time) on open and on every change.
 */
import { useEffect, useReducer } from 'react';
import { addHighlights, removeHighlight, type Highlight } from '../lib/highlights.ts';
import type { Answers } from '../lib/questions.ts';
import { saveSnapshot, type RunnerSnapshot } from '../lib/runner-storage.ts';

export interface RunnerWork {
  answers: Answers;
  flags: number[];
  highlights: Highlight[];
  lookedUp: string[];
}

export type RunnerAction =
  | { type: 'answer'; values: Record<string, string> }
  | { type: 'flag'; number: number }
  | { type: 'highlight'; ranges: Highlight[] }
  | { type: 'unhighlight'; range: Highlight }
  | { type: 'lookedUp'; word: string };

function reducer(state: RunnerWork, action: RunnerAction): RunnerWork {
  switch (action.type) {
    case 'answer': {
      const answers = { ...state.answers };
      for (const [n, value] of Object.entries(action.values)) {
        if (value.trim() === '') delete answers[n];
        else answers[n] = value;
      }
      return { ...state, answers };
    }
    case 'flag':
      return {
        ...state,
        flags: state.flags.includes(action.number)
          ? state.flags.filter((n) => n !== action.number)
          : [...state.flags, action.number],
      };
    case 'highlight':
      return { ...state, highlights: addHighlights(state.highlights, action.ranges) };
    case 'unhighlight':
      return { ...state, highlights: removeHighlight(state.highlights, action.range) };
    case 'lookedUp': {
      const word = action.word.trim().toLowerCase();
      if (word === '' || state.lookedUp.includes(word)) return state;
      return { ...state, lookedUp: [...state.lookedUp, word] };
    }
  }
}

/**
 * The work of a test, started from its kept state (`initial`, null for a new attempt), and its
 * dispatch; kept under `storageKey`. While `persist` holds, the work is written back with
 * `startedAt` on every change (it stops once the test is being submitted, so nothing is written
 * after).
 */
export function useRunnerState(
  storageKey: string,
  initial: RunnerSnapshot | null,
  startedAt: number,
  persist: boolean,
) {
  const [work, dispatch] = useReducer(reducer, initial, (snapshot) => ({
    answers: snapshot?.answers ?? {},
    flags: snapshot?.flags ?? [],
    highlights: snapshot?.highlights ?? [],
    lookedUp: snapshot?.lookedUp ?? [],
  }));
  useEffect(() => {
    if (persist) void saveSnapshot(storageKey, { ...work, startedAt });
  }, [storageKey, work, startedAt, persist]);
  return { work, dispatch };
}
