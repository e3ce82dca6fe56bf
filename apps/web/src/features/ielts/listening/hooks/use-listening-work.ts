/**
 * The learner's answers and flags during a Listening test, started from what was kept (or
 * nothing), with the controls the question components read (reading/components/runner-context).
 */
import { useReducer } from 'react';
import type { Answers } from '../../reading/lib/questions.ts';

export interface ListeningWork {
  answers: Answers;
  flags: number[];
}

type Action = { type: 'answer'; values: Record<string, string> } | { type: 'flag'; number: number };

function reducer(state: ListeningWork, action: Action): ListeningWork {
  if (action.type === 'flag') {
    return {
      ...state,
      flags: state.flags.includes(action.number)
        ? state.flags.filter((n) => n !== action.number)
        : [...state.flags, action.number],
    };
  }
  const answers = { ...state.answers };
  for (const [n, value] of Object.entries(action.values)) {
    if (value.trim() === '') delete answers[n];
    else answers[n] = value;
  }
  return { ...state, answers };
}

/** The work and its dispatch (`answer`: question number → value, '' removes; `flag`: toggles). */
export function useListeningWork(initial: ListeningWork) {
  return useReducer(reducer, initial);
}
