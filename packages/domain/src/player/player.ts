/**
 * The listening library's player (spec §4 "Player", §2 "Listening library"): which lesson plays,
 * whether it plays, where in it, at what volume, and what happens at its end.
 *
 * - Next and previous move within the lesson's level and wrap: next after the last is the
 *   first, previous before the first is the last.
 * - At the end of the audio the next lesson of the level starts, unless repeat is on: then the
 *   same lesson starts again (a level of one lesson restarts it either way).
 * - Mute toggles the volume to 0 and remembers the level it had; unmuting restores it (full
 *   volume when there is nothing to restore). Volume is 0-1 in steps of 0.01.
 * - Seeking is clamped to the audio: 0 to its duration (only ≥ 0 while the duration is unknown).
 *
 * The state is what a view shows and asks its audio element to do; `seek` is a request the
 * element applies (its serial changes with every seek, so seeking twice to 0 seeks twice).
 * Positions and durations are seconds.
 */

/** Seconds that ← and → move (spec §2 keyboard, issue 11). */
export const SEEK_STEP_SECONDS = 5;
/** The volume slider's step. */
export const VOLUME_STEP = 0.01;
/** The volume before the learner changes it. */
export const DEFAULT_VOLUME = 1;

export interface PlayerState {
  /** The current lesson's level, in library order. */
  lessonIds: readonly string[];
  lessonId: string;
  /** Whether the learner wants it playing (the view starts or pauses the element to match). */
  playing: boolean;
  /** Seconds from the start, as last reported or sought. */
  position: number;
  /** Seconds; 0 until the element knows it. */
  duration: number;
  /** 0-1; 0 is muted. */
  volume: number;
  /** The volume to restore on unmute. */
  volumeBeforeMute: number;
  repeat: boolean;
  /** A seek for the audio element to apply, or null. */
  seek: { position: number; serial: number } | null;
}

export type PlayerAction =
  /** A lesson opened (from the address): switches to it, seeking to `position` when given. */
  | { type: 'open'; lessonIds: readonly string[]; lessonId: string; position?: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'togglePlay' }
  /** The element learnt the duration. */
  | { type: 'duration'; seconds: number }
  /** The element reports where it is (timeupdate). */
  | { type: 'time'; position: number }
  /** The learner seeks to a position (slider, touch). */
  | { type: 'seek'; position: number }
  /** The learner seeks by an offset (←/→: ∓SEEK_STEP_SECONDS). */
  | { type: 'seekBy'; seconds: number }
  | { type: 'volume'; volume: number }
  | { type: 'toggleMute' }
  | { type: 'toggleRepeat' }
  | { type: 'next' }
  | { type: 'previous' }
  /** The audio reached its end. */
  | { type: 'ended' };

/**
 * The lesson after `lessonId` in `lessonIds`, wrapping to the first; the first when
 * `lessonId` is not in the list; null for an empty list.
 */
export function nextLessonId(lessonIds: readonly string[], lessonId: string): string | null {
  if (lessonIds.length === 0) return null;
  const index = lessonIds.indexOf(lessonId);
  return lessonIds[(index + 1) % lessonIds.length]!;
}

/**
 * The lesson before `lessonId` in `lessonIds`, wrapping to the last (also when `lessonId` is
 * not in the list); null for an empty list.
 */
export function previousLessonId(lessonIds: readonly string[], lessonId: string): string | null {
  if (lessonIds.length === 0) return null;
  const index = lessonIds.indexOf(lessonId);
  return lessonIds[index <= 0 ? lessonIds.length - 1 : index - 1]!;
}

/** `position` within 0…`duration` seconds (only ≥ 0 when `duration` is 0, i.e. unknown). */
export function clampSeek(position: number, duration: number): number {
  if (!Number.isFinite(position) || position < 0) return 0;
  return duration > 0 ? Math.min(position, duration) : position;
}

/** A volume within 0-1, rounded to the slider's step (0.01); NaN is 0. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  // ÷ 100 rather than × 0.01: 57 × 0.01 is 0.5700000000000001
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** Whether the player is muted (volume 0). */
export function isMuted(state: Pick<PlayerState, 'volume'>): boolean {
  return state.volume === 0;
}

/**
 * The state of a player opening `lessonId` of the level `lessonIds`: paused unless `playing`,
 * at `position` (a remembered one; sought once the audio loads), at `volume` (default 1).
 */
export function initialPlayerState(options: {
  lessonIds: readonly string[];
  lessonId: string;
  position?: number;
  playing?: boolean;
  volume?: number;
}): PlayerState {
  const volume = clampVolume(options.volume ?? DEFAULT_VOLUME);
  const position = clampSeek(options.position ?? 0, 0);
  return {
    lessonIds: options.lessonIds,
    lessonId: options.lessonId,
    playing: options.playing ?? false,
    position,
    duration: 0,
    volume,
    volumeBeforeMute: volume > 0 ? volume : DEFAULT_VOLUME,
    repeat: false,
    seek: position > 0 ? { position, serial: 1 } : null,
  };
}

function seekTo(state: PlayerState, position: number): PlayerState {
  const target = clampSeek(position, state.duration);
  return {
    ...state,
    position: target,
    seek: { position: target, serial: (state.seek?.serial ?? 0) + 1 },
  };
}

/** Switches to another lesson at its start (playing as before); the same one restarts. */
function switchTo(state: PlayerState, lessonId: string | null): PlayerState {
  if (lessonId === null || lessonId === state.lessonId) return seekTo(state, 0);
  return { ...state, lessonId, position: 0, duration: 0, seek: null };
}

/** The player's transitions (see the module docstring for the rules). */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'open': {
      const switched =
        action.lessonId === state.lessonId
          ? { ...state, lessonIds: action.lessonIds }
          : {
              ...state,
              lessonIds: action.lessonIds,
              lessonId: action.lessonId,
              position: 0,
              duration: 0,
              seek: null,
            };
      return action.position === undefined ? switched : seekTo(switched, action.position);
    }
    case 'play':
      return state.playing ? state : { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'togglePlay':
      return { ...state, playing: !state.playing };
    case 'duration': {
      const duration = Number.isFinite(action.seconds) && action.seconds > 0 ? action.seconds : 0;
      return { ...state, duration, position: clampSeek(state.position, duration) };
    }
    case 'time':
      return { ...state, position: clampSeek(action.position, state.duration) };
    case 'seek':
      return seekTo(state, action.position);
    case 'seekBy':
      return seekTo(state, state.position + action.seconds);
    case 'volume': {
      const volume = clampVolume(action.volume);
      return { ...state, volume, volumeBeforeMute: volume > 0 ? volume : state.volumeBeforeMute };
    }
    case 'toggleMute':
      return isMuted(state)
        ? { ...state, volume: state.volumeBeforeMute > 0 ? state.volumeBeforeMute : DEFAULT_VOLUME }
        : { ...state, volume: 0, volumeBeforeMute: state.volume };
    case 'toggleRepeat':
      return { ...state, repeat: !state.repeat };
    case 'next':
      return switchTo(state, nextLessonId(state.lessonIds, state.lessonId));
    case 'previous':
      return switchTo(state, previousLessonId(state.lessonIds, state.lessonId));
    case 'ended': {
      const next = state.repeat ? state.lessonId : nextLessonId(state.lessonIds, state.lessonId);
      return { ...switchTo(state, next), playing: true };
    }
  }
}
