import { describe, expect, it } from 'vitest';
import {
  clampSeek,
  clampVolume,
  initialPlayerState,
  isMuted,
  nextLessonId,
  playerReducer,
  previousLessonId,
  SEEK_STEP_SECONDS,
  type PlayerAction,
  type PlayerState,
} from './player.ts';

const LEVEL = ['a1-001', 'a1-002', 'a1-003'] as const;

function run(state: PlayerState, ...actions: PlayerAction[]): PlayerState {
  return actions.reduce(playerReducer, state);
}

const at = (lessonId: string, extra: Partial<PlayerState> = {}): PlayerState => ({
  ...initialPlayerState({ lessonIds: LEVEL, lessonId }),
  ...extra,
});

describe('next and previous wrap within the level', () => {
  it('next goes to the following lesson and from the last to the first', () => {
    expect(nextLessonId(LEVEL, 'a1-001')).toBe('a1-002');
    expect(nextLessonId(LEVEL, 'a1-003')).toBe('a1-001');
    expect(run(at('a1-003'), { type: 'next' }).lessonId).toBe('a1-001');
  });

  it('previous goes to the lesson before and from the first to the last', () => {
    expect(previousLessonId(LEVEL, 'a1-002')).toBe('a1-001');
    expect(previousLessonId(LEVEL, 'a1-001')).toBe('a1-003');
    expect(run(at('a1-001'), { type: 'previous' }).lessonId).toBe('a1-003');
  });

  it('an id outside the level: next is the first, previous the last; an empty level has none', () => {
    expect(nextLessonId(LEVEL, 'b1-001')).toBe('a1-001');
    expect(previousLessonId(LEVEL, 'b1-001')).toBe('a1-003');
    expect(nextLessonId([], 'a1-001')).toBeNull();
    expect(previousLessonId([], 'a1-001')).toBeNull();
  });

  it('a new lesson starts at 0 with its duration unknown and keeps playing or pausing', () => {
    const playing = at('a1-001', { playing: true, position: 40, duration: 90 });
    expect(run(playing, { type: 'next' })).toMatchObject({
      lessonId: 'a1-002',
      playing: true,
      position: 0,
      duration: 0,
      seek: null,
    });
    expect(run(at('a1-002'), { type: 'previous' }).playing).toBe(false);
  });

  it('in a level of one lesson, next and previous restart it', () => {
    const single = initialPlayerState({ lessonIds: ['x'], lessonId: 'x' });
    const moved = run(single, { type: 'duration', seconds: 60 }, { type: 'time', position: 30 });
    expect(run(moved, { type: 'next' })).toMatchObject({ lessonId: 'x', position: 0 });
    expect(run(moved, { type: 'previous' }).seek?.position).toBe(0);
  });
});

describe('at the end of the audio', () => {
  const ending = (repeat: boolean, lessonId = 'a1-002') =>
    run(
      at(lessonId, { repeat, playing: true }),
      { type: 'duration', seconds: 90 },
      { type: 'time', position: 90 },
      // the element pauses before it reports the end
      { type: 'pause' },
      { type: 'ended' },
    );

  it('moves to the next lesson of the level and plays it', () => {
    expect(ending(false)).toMatchObject({ lessonId: 'a1-003', playing: true, position: 0 });
  });

  it('wraps from the last lesson to the first', () => {
    expect(ending(false, 'a1-003')).toMatchObject({ lessonId: 'a1-001', playing: true });
  });

  it('with repeat on, restarts the same lesson from 0 and plays it', () => {
    const state = ending(true);
    expect(state).toMatchObject({ lessonId: 'a1-002', playing: true, position: 0, duration: 90 });
    expect(state.seek?.position).toBe(0);
  });

  it('repeat toggles', () => {
    const on = run(at('a1-001'), { type: 'toggleRepeat' });
    expect(on.repeat).toBe(true);
    expect(run(on, { type: 'toggleRepeat' }).repeat).toBe(false);
  });
});

describe('mute and volume', () => {
  it('mute sets 0 and remembers the volume; unmute restores it', () => {
    const half = run(at('a1-001'), { type: 'volume', volume: 0.4 });
    const muted = run(half, { type: 'toggleMute' });
    expect(muted.volume).toBe(0);
    expect(isMuted(muted)).toBe(true);
    expect(muted.volumeBeforeMute).toBe(0.4);
    const unmuted = run(muted, { type: 'toggleMute' });
    expect(unmuted.volume).toBe(0.4);
    expect(isMuted(unmuted)).toBe(false);
  });

  it('a volume slid to 0 unmutes to the level before it, and to full when there is none', () => {
    const slidDown = run(
      at('a1-001'),
      { type: 'volume', volume: 0.7 },
      { type: 'volume', volume: 0 },
    );
    expect(isMuted(slidDown)).toBe(true);
    expect(run(slidDown, { type: 'toggleMute' }).volume).toBe(0.7);
    const silent = initialPlayerState({ lessonIds: LEVEL, lessonId: 'a1-001', volume: 0 });
    expect(run(silent, { type: 'toggleMute' }).volume).toBe(1);
  });

  it('moving the slider while muted unmutes at that volume', () => {
    const muted = run(at('a1-001'), { type: 'toggleMute' });
    const slid = run(muted, { type: 'volume', volume: 0.25 });
    expect(slid.volume).toBe(0.25);
    expect(run(slid, { type: 'toggleMute' }, { type: 'toggleMute' }).volume).toBe(0.25);
  });

  it('volume stays within 0-1 in steps of 0.01', () => {
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.574)).toBe(0.57);
    expect(clampVolume(0.576)).toBe(0.58);
    expect(clampVolume(Number.NaN)).toBe(0);
    for (let i = 0; i <= 100; i += 1) expect(clampVolume(i / 100)).toBe(i / 100);
  });
});

describe('seeking', () => {
  const loaded = run(
    at('a1-001'),
    { type: 'duration', seconds: 120 },
    { type: 'time', position: 60 },
  );

  it('clamps to 0 and the duration', () => {
    expect(clampSeek(-3, 120)).toBe(0);
    expect(clampSeek(500, 120)).toBe(120);
    expect(clampSeek(42.5, 120)).toBe(42.5);
    expect(clampSeek(500, 0)).toBe(500);
    expect(clampSeek(Number.NaN, 120)).toBe(0);
    expect(run(loaded, { type: 'seek', position: 999 }).position).toBe(120);
    expect(run(loaded, { type: 'seek', position: -1 }).position).toBe(0);
  });

  it('← and → move 5 seconds, clamped at both ends', () => {
    expect(run(loaded, { type: 'seekBy', seconds: SEEK_STEP_SECONDS }).position).toBe(65);
    expect(run(loaded, { type: 'seekBy', seconds: -SEEK_STEP_SECONDS }).position).toBe(55);
    const start = run(loaded, { type: 'seek', position: 2 }, { type: 'seekBy', seconds: -5 });
    expect(start.position).toBe(0);
    const end = run(loaded, { type: 'seek', position: 118 }, { type: 'seekBy', seconds: 5 });
    expect(end.position).toBe(120);
  });

  it('every seek is a new request for the element, even to the same place', () => {
    const once = run(loaded, { type: 'seek', position: 0 });
    const twice = run(once, { type: 'seek', position: 0 });
    expect(twice.seek!.serial).toBeGreaterThan(once.seek!.serial);
    expect(twice.seek!.position).toBe(0);
  });

  it('reported time and a shorter duration stay within the audio', () => {
    expect(run(loaded, { type: 'time', position: 130 }).position).toBe(120);
    expect(run(loaded, { type: 'duration', seconds: 50 }).position).toBe(50);
    expect(run(loaded, { type: 'duration', seconds: Number.NaN }).duration).toBe(0);
  });
});

describe('opening a lesson and play state', () => {
  it('starts paused at a remembered position, asked of the element', () => {
    const state = initialPlayerState({ lessonIds: LEVEL, lessonId: 'a1-002', position: 33.5 });
    expect(state).toMatchObject({ playing: false, position: 33.5, volume: 1, repeat: false });
    expect(state.seek?.position).toBe(33.5);
    expect(initialPlayerState({ lessonIds: LEVEL, lessonId: 'a1-002' }).seek).toBeNull();
  });

  it('open switches lesson and level, and seeks when given a position', () => {
    const other = ['natgeo-001', 'natgeo-002'];
    const opened = run(at('a1-001', { position: 12, duration: 90 }), {
      type: 'open',
      lessonIds: other,
      lessonId: 'natgeo-002',
      position: 20,
    });
    expect(opened).toMatchObject({
      lessonId: 'natgeo-002',
      lessonIds: other,
      position: 20,
      duration: 0,
    });
    expect(opened.seek?.position).toBe(20);
    expect(run(opened, { type: 'next' }).lessonId).toBe('natgeo-001');
  });

  it('opening the lesson already playing changes nothing without a position', () => {
    const playing = run(
      at('a1-001', { playing: true }),
      { type: 'duration', seconds: 90 },
      { type: 'time', position: 9 },
    );
    const same = run(playing, { type: 'open', lessonIds: LEVEL, lessonId: 'a1-001' });
    expect(same).toMatchObject({ lessonId: 'a1-001', position: 9, duration: 90, playing: true });
  });

  it('play, pause and toggle', () => {
    const state = at('a1-001');
    expect(run(state, { type: 'play' }).playing).toBe(true);
    expect(run(state, { type: 'play' }, { type: 'pause' }).playing).toBe(false);
    expect(run(state, { type: 'togglePlay' }).playing).toBe(true);
    expect(run(state, { type: 'togglePlay' }, { type: 'togglePlay' }).playing).toBe(false);
    expect(run(state, { type: 'pause' })).toBe(state);
  });
});
