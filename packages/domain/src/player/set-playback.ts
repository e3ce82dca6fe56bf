/**
 * "Listen to a whole set" (issue 21 §5): hands-free playback of a flashcard set, card after
 * card, for the bus. This module is the whole sequencing — which card, which phase, what is said
 * and for how long — so that the web's player is a thin driver that speaks, waits and reports.
 *
 * Each card plays four phases, in this order:
 *
 * 1. `term`: the front, said in English (`en-US`) when the browser has an English voice, else
 *    only shown for a reading time;
 * 2. `gap`: the learner's pause (1-5 s, default 2 s) to recall the meaning;
 * 3. `meaning`: the back, said in Vietnamese (`vi-VN`) when the browser has a Vietnamese voice,
 *    else only shown for a reading time (it is shown on screen either way);
 * 4. `after`: a short breath (BETWEEN_CARDS_MS) before the next card's term.
 *
 * After the last card's `after` the set starts again from its first card when repeat is on;
 * otherwise playback stops, `finished`, and play starts it again from the first card. Next and
 * previous move one card and wrap (next after the last is the first), at the card's term,
 * playing or paused as before. Shuffle plays the cards in a random order that keeps the current
 * card where it is (so "3 / 20" stays 3); unshuffling returns to the set's order.
 *
 * Speed (0.75×, 1×, 1.25×) is the speech rate, and every wait is divided by it: a 2 s pause is
 * 1.6 s at 1.25× and about 2.67 s at 0.75×. All durations are milliseconds; pause lengths are
 * whole seconds.
 *
 * Every transition that (re)starts a phase raises `step`; the driver reports the end of a phase
 * with that step, so a report that arrives after the learner moved on is ignored.
 */
import type { SpeechRequest } from '../games/dictation.ts';
import { mulberry32, shuffle } from '../games/random.ts';
import { backAnswer } from '../flashcards/card-notes.ts';

/** The speeds offered (issue 21 §5), as speech rates; 1 is the synthesiser's normal rate. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** The pause lengths offered between a term and its meaning, in seconds. */
export const LISTEN_PAUSE_SECONDS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_LISTEN_PAUSE_SECONDS = 2;
/** The breath between a card's meaning and the next card's term, at 1×, in ms. */
export const BETWEEN_CARDS_MS = 1000;
/** How long a text that is not said stays alone on screen at 1×: a base plus per character. */
export const READ_BASE_MS = 1500;
export const READ_MS_PER_CHAR = 60;
export const READ_MAX_MS = 6000;
/**
 * The longest a said text may take at 1× before the phase ends anyway: a synthesiser may never
 * report the end (a locked phone, a voice that fails silently), and playback must go on.
 */
export const SPEECH_LIMIT_BASE_MS = 5000;
export const SPEECH_LIMIT_MS_PER_CHAR = 200;
/** The languages the term and the meaning are said in. */
export const TERM_LANG = 'en-US';
export const MEANING_LANG = 'vi-VN';

export type PlaybackPhase = 'term' | 'gap' | 'meaning' | 'after';
const PHASES: readonly PlaybackPhase[] = ['term', 'gap', 'meaning', 'after'];

export interface SetPlaybackSettings {
  speed: PlaybackSpeed;
  /** One of LISTEN_PAUSE_SECONDS. */
  pauseSeconds: number;
  /** The set starts again after its last card. */
  repeat: boolean;
  shuffle: boolean;
}

export const DEFAULT_PLAYBACK_SETTINGS: SetPlaybackSettings = {
  speed: 1,
  pauseSeconds: DEFAULT_LISTEN_PAUSE_SECONDS,
  repeat: false,
  shuffle: false,
};

export interface SetPlaybackState {
  /** Indexes into the set's playable cards, in playing order. */
  order: readonly number[];
  /** The current card's place in `order` (0-based; the screen shows it 1-based). */
  position: number;
  phase: PlaybackPhase;
  /** Whether the learner wants it playing. */
  playing: boolean;
  /** The last card was played through with repeat off. */
  finished: boolean;
  /** Raised whenever a phase (re)starts; see the module docstring. */
  step: number;
  settings: SetPlaybackSettings;
}

export type SetPlaybackAction =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  | { type: 'next' }
  | { type: 'previous' }
  /** The driver: the phase started at `step` is over (said, or its time is up). */
  | { type: 'phaseEnded'; step: number }
  | { type: 'speed'; speed: PlaybackSpeed }
  | { type: 'pauseSeconds'; seconds: number }
  | { type: 'toggleRepeat' }
  /** Shuffle on (drawing the order from `seed`) or off. */
  | { type: 'toggleShuffle'; seed: number };

/**
 * Settings from something stored or typed (a remembered choice): unknown speeds and pause
 * lengths fall back to the defaults.
 */
export function normalizePlaybackSettings(
  stored: Partial<SetPlaybackSettings>,
): SetPlaybackSettings {
  const speed = PLAYBACK_SPEEDS.find((s) => s === stored.speed) ?? DEFAULT_PLAYBACK_SETTINGS.speed;
  const pauseSeconds =
    LISTEN_PAUSE_SECONDS.find((s) => s === stored.pauseSeconds) ?? DEFAULT_LISTEN_PAUSE_SECONDS;
  return { speed, pauseSeconds, repeat: stored.repeat === true, shuffle: false };
}

/** Paused at the first card's term, in the set's order (shuffle always starts off). */
export function initialSetPlayback(
  cardCount: number,
  settings: SetPlaybackSettings = DEFAULT_PLAYBACK_SETTINGS,
): SetPlaybackState {
  return {
    order: Array.from({ length: Math.max(0, cardCount) }, (_, i) => i),
    position: 0,
    phase: 'term',
    playing: false,
    finished: false,
    step: 0,
    settings: { ...settings, shuffle: false },
  };
}

/** The index (into the playable cards) of the current card; null for an empty set. */
export function currentCardIndex(state: SetPlaybackState): number | null {
  return state.order[state.position] ?? null;
}

/** Whether the meaning is on screen: from its phase until the next card. */
export function meaningVisible(state: SetPlaybackState): boolean {
  return state.phase === 'meaning' || state.phase === 'after' || state.finished;
}

/** A wait of `ms` at 1×, at `speed` (rounded to whole ms). */
export function scaledMs(ms: number, speed: number): number {
  return Math.round(ms / speed);
}

/** How long `text` stays alone on screen when it is not said, at `speed`. */
export function readingMs(text: string, speed: number): number {
  const chars = [...text.trim()].length;
  return scaledMs(Math.min(READ_MAX_MS, READ_BASE_MS + READ_MS_PER_CHAR * chars), speed);
}

/** The longest saying `text` may take at `speed` before its phase ends anyway. */
export function speechLimitMs(text: string, speed: number): number {
  const chars = [...text.trim()].length;
  return scaledMs(SPEECH_LIMIT_BASE_MS + SPEECH_LIMIT_MS_PER_CHAR * chars, speed);
}

/** What the driver does in the current phase. */
export interface PhasePlan {
  phase: PlaybackPhase;
  /** What to say, or null when this phase says nothing. */
  speech: SpeechRequest | null;
  /**
   * Milliseconds the phase lasts; with speech, the most it may last (the phase ends when the
   * speech does, or at this limit).
   */
  ms: number;
}

/**
 * The plan of the current phase of `card`, given which voices the browser has (`english`,
 * `vietnamese`) — see the module docstring.
 */
export function phasePlan(
  state: SetPlaybackState,
  card: { front: string; back: string },
  voices: { english: boolean; vietnamese: boolean },
): PhasePlan {
  const { speed, pauseSeconds } = state.settings;
  const said = (text: string, lang: string, can: boolean): PhasePlan => ({
    phase: state.phase,
    speech: can ? { text, lang, rate: speed } : null,
    ms: can ? speechLimitMs(text, speed) : readingMs(text, speed),
  });
  switch (state.phase) {
    case 'term':
      return said(card.front, TERM_LANG, voices.english);
    case 'gap':
      return { phase: 'gap', speech: null, ms: scaledMs(pauseSeconds * 1000, speed) };
    case 'meaning':
      return said(backAnswer(card.back), MEANING_LANG, voices.vietnamese);
    case 'after':
      return { phase: 'after', speech: null, ms: scaledMs(BETWEEN_CARDS_MS, speed) };
  }
}

/** At `position`'s term, a new step; the rest as it was. */
function atCard(state: SetPlaybackState, position: number): SetPlaybackState {
  return { ...state, position, phase: 'term', finished: false, step: state.step + 1 };
}

function wrap(position: number, count: number): number {
  return ((position % count) + count) % count;
}

/** The state after the current phase ended (see the module docstring). */
function advance(state: SetPlaybackState): SetPlaybackState {
  const phase = PHASES[PHASES.indexOf(state.phase) + 1];
  if (phase) return { ...state, phase, step: state.step + 1 };
  if (state.position + 1 < state.order.length) return atCard(state, state.position + 1);
  if (state.settings.repeat) return atCard(state, 0);
  return { ...state, playing: false, finished: true, step: state.step + 1 };
}

/** A random order of `count` cards that keeps `order[position]` at `position`. */
function shuffledKeeping(order: readonly number[], position: number, seed: number): number[] {
  const current = order[position];
  if (current === undefined) return [...order];
  const others = shuffle(
    order.filter((i) => i !== current),
    mulberry32(seed),
  );
  others.splice(position, 0, current);
  return others;
}

/** The player's transitions (see the module docstring for the rules). */
export function setPlaybackReducer(
  state: SetPlaybackState,
  action: SetPlaybackAction,
): SetPlaybackState {
  const count = state.order.length;
  switch (action.type) {
    case 'play':
      if (state.playing || count === 0) return state;
      if (state.finished) return { ...atCard(state, 0), playing: true };
      return { ...state, playing: true, step: state.step + 1 };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'togglePlay':
      return setPlaybackReducer(state, { type: state.playing ? 'pause' : 'play' });
    case 'next':
      return count === 0 ? state : atCard(state, wrap(state.position + 1, count));
    case 'previous':
      return count === 0 ? state : atCard(state, wrap(state.position - 1, count));
    case 'phaseEnded':
      return action.step === state.step && state.playing ? advance(state) : state;
    case 'speed':
      return { ...state, settings: { ...state.settings, speed: action.speed } };
    case 'pauseSeconds': {
      const pauseSeconds = normalizePlaybackSettings({ pauseSeconds: action.seconds }).pauseSeconds;
      return { ...state, settings: { ...state.settings, pauseSeconds } };
    }
    case 'toggleRepeat':
      return { ...state, settings: { ...state.settings, repeat: !state.settings.repeat } };
    case 'toggleShuffle': {
      const current = currentCardIndex(state);
      if (state.settings.shuffle) {
        const order = state.order.map((_, i) => i);
        return {
          ...state,
          order,
          position: current ?? 0,
          settings: { ...state.settings, shuffle: false },
        };
      }
      return {
        ...state,
        order: shuffledKeeping(state.order, state.position, action.seed),
        settings: { ...state.settings, shuffle: true },
      };
    }
  }
}
