/**
 * The Speaking runner's state (issue 11), pure: which screen shows (the start screen, each part's
 * opening, Part 2's preparation, one question at a time, the review), the answers so far, whether
 * answers are spoken or typed (and why typed), and when the test and each part began (ms since
 * the epoch, taken in event handlers).
 */
import type { FallbackReason } from './speech.ts';
import type { SpeakingPart, SpeakingStep } from './steps.ts';

export type Screen =
  | { kind: 'intro' }
  | { kind: 'part'; part: SpeakingPart }
  | { kind: 'prep' }
  | { kind: 'question'; step: number }
  | { kind: 'review' };

/** One answer as the runner keeps it. */
export interface AnswerRecord {
  part: SpeakingPart;
  index: number;
  /** What recognition heard, or what was typed. */
  transcript: string;
  typed: boolean;
  /** Spoken: from 'Bắt đầu nói' to 'Dừng'; typed: time on the question (s, one decimal). */
  seconds: number;
  /** Seconds from the answer's start at which recognition reported a result. */
  resultTimes: number[];
  /** The recording's object URL (spoken answers), released when the runner closes. */
  audioUrl: string | null;
}

export interface SessionState {
  screen: Screen;
  answers: Record<string, AnswerRecord>;
  mode: 'speech' | 'typed';
  fallback: { reason: FallbackReason; code?: string } | null;
  startedAt: number | null;
  partStartedAt: Partial<Record<SpeakingPart, number>>;
  finishedAt: number | null;
  /** Part 2's preparation notes. */
  notes: string;
}

export type SessionAction =
  | { type: 'begin'; at: number; fallback: SessionState['fallback'] }
  | { type: 'advance'; at: number }
  | { type: 'answer'; key: string; record: AnswerRecord }
  | { type: 'fallback'; reason: FallbackReason; code?: string }
  | { type: 'notes'; text: string };

export const initialSession: SessionState = {
  screen: { kind: 'intro' },
  answers: {},
  mode: 'speech',
  fallback: null,
  startedAt: null,
  partStartedAt: {},
  finishedAt: null,
  notes: '',
};

/** The screen after `screen` in a test of `steps`. */
export function nextScreen(screen: Screen, steps: readonly SpeakingStep[]): Screen {
  const firstOf = (part: SpeakingPart) => steps.findIndex((s) => s.part === part);
  switch (screen.kind) {
    case 'intro':
      return { kind: 'part', part: 1 };
    case 'part':
      return screen.part === 2
        ? { kind: 'prep' }
        : { kind: 'question', step: firstOf(screen.part) };
    case 'prep':
      return { kind: 'question', step: steps.findIndex((s) => s.longTurn) };
    case 'question': {
      const next = steps[screen.step + 1];
      if (!next) return { kind: 'review' };
      return next.part === steps[screen.step]!.part
        ? { kind: 'question', step: screen.step + 1 }
        : { kind: 'part', part: next.part };
    }
    case 'review':
      return screen;
  }
}

/** The reducer of the runner's state over the test's `steps`. */
export function sessionReducer(steps: readonly SpeakingStep[]) {
  return (state: SessionState, action: SessionAction): SessionState => {
    switch (action.type) {
      case 'begin':
        return {
          ...state,
          screen: nextScreen(state.screen, steps),
          startedAt: action.at,
          mode: action.fallback ? 'typed' : 'speech',
          fallback: action.fallback,
        };
      case 'advance': {
        const screen = nextScreen(state.screen, steps);
        const partStartedAt =
          state.screen.kind === 'part'
            ? { ...state.partStartedAt, [state.screen.part]: action.at }
            : state.partStartedAt;
        const finishedAt = screen.kind === 'review' ? (state.finishedAt ?? action.at) : null;
        return { ...state, screen, partStartedAt, finishedAt };
      }
      case 'answer':
        return { ...state, answers: { ...state.answers, [action.key]: action.record } };
      case 'fallback':
        return { ...state, mode: 'typed', fallback: { reason: action.reason, code: action.code } };
      case 'notes':
        return { ...state, notes: action.text };
    }
  };
}

/**
 * Every question's answer for the review and the server, in order: a question left without an
 * answer has an empty transcript (typed as the test was then running).
 */
export function answersInOrder(
  state: SessionState,
  steps: readonly SpeakingStep[],
): AnswerRecord[] {
  return steps.map(
    (step) =>
      state.answers[step.key] ?? {
        part: step.part,
        index: step.index,
        transcript: '',
        typed: state.mode === 'typed',
        seconds: 0,
        resultTimes: [],
        audioUrl: null,
      },
  );
}
