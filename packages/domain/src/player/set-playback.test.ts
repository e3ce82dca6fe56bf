import { describe, expect, it } from 'vitest';
import {
  BETWEEN_CARDS_MS,
  currentCardIndex,
  DEFAULT_PLAYBACK_SETTINGS,
  initialSetPlayback,
  meaningVisible,
  normalizePlaybackSettings,
  phasePlan,
  readingMs,
  setPlaybackReducer,
  speechLimitMs,
  type SetPlaybackAction,
  type SetPlaybackState,
} from './set-playback.ts';

const CARDS = [
  { front: 'evidence', back: 'bằng chứng' },
  { front: 'journey', back: 'chuyến đi' },
  { front: 'ticket', back: 'vé' },
];
const BOTH = { english: true, vietnamese: true };
const NONE = { english: false, vietnamese: false };

function run(state: SetPlaybackState, ...actions: SetPlaybackAction[]): SetPlaybackState {
  return actions.reduce(setPlaybackReducer, state);
}

/** Ends the current phase (as the driver does when the speech or the wait is over). */
const end = (state: SetPlaybackState) =>
  setPlaybackReducer(state, { type: 'phaseEnded', step: state.step });

/**
 * Plays `phases` phases from `state`, answering what the driver would do in each: the card's
 * front, the phase, what is said (text/lang/rate) or nothing, and the ms it lasts.
 */
function script(state: SetPlaybackState, phases: number, voices = BOTH) {
  const lines: string[] = [];
  let s = state;
  for (let i = 0; i < phases && s.playing; i += 1) {
    const card = CARDS[currentCardIndex(s)!]!;
    const plan = phasePlan(s, card, voices);
    const said = plan.speech ? `${plan.speech.text}/${plan.speech.lang}/${plan.speech.rate}` : '-';
    lines.push(`${s.position + 1} ${plan.phase} ${said} ${plan.ms}`);
    s = end(s);
  }
  return { lines, state: s };
}

describe('the sequence of a set', () => {
  it('says each term in English, waits the pause, says the meaning in Vietnamese, then the next card', () => {
    const playing = run(initialSetPlayback(3), { type: 'play' });
    const { lines, state } = script(playing, 12);
    expect(lines).toEqual([
      `1 term evidence/en-US/1 ${speechLimitMs('evidence', 1)}`,
      '1 gap - 2000',
      `1 meaning bằng chứng/vi-VN/1 ${speechLimitMs('bằng chứng', 1)}`,
      `1 after - ${BETWEEN_CARDS_MS}`,
      `2 term journey/en-US/1 ${speechLimitMs('journey', 1)}`,
      '2 gap - 2000',
      `2 meaning chuyến đi/vi-VN/1 ${speechLimitMs('chuyến đi', 1)}`,
      '2 after - 1000',
      `3 term ticket/en-US/1 ${speechLimitMs('ticket', 1)}`,
      '3 gap - 2000',
      `3 meaning vé/vi-VN/1 ${speechLimitMs('vé', 1)}`,
      '3 after - 1000',
    ]);
    // without repeat, the end of the last card stops at it, meaning shown
    expect(state).toMatchObject({ playing: false, finished: true, position: 2 });
    expect(meaningVisible(state)).toBe(true);
  });

  it('without voices, shows each side for a reading time instead', () => {
    const playing = run(initialSetPlayback(3), { type: 'play' });
    expect(script(playing, 4, NONE).lines).toEqual([
      '1 term - 1980', // 1500 + 60 × 8 characters
      '1 gap - 2000',
      '1 meaning - 2100', // 1500 + 60 × 10
      '1 after - 1000',
    ]);
    expect(readingMs('x'.repeat(500), 1)).toBe(6000);
  });

  it('with an English voice only, says the term and shows the meaning', () => {
    const playing = run(initialSetPlayback(3), { type: 'play' });
    const lines = script(playing, 3, { english: true, vietnamese: false }).lines;
    expect(lines[0]).toMatch(/^1 term evidence\/en-US\/1 /);
    expect(lines[2]).toBe('1 meaning - 2100');
  });

  it('hides the meaning until its phase', () => {
    let state = run(initialSetPlayback(3), { type: 'play' });
    expect(meaningVisible(state)).toBe(false);
    state = end(state);
    expect(state.phase).toBe('gap');
    expect(meaningVisible(state)).toBe(false);
    state = end(state);
    expect(meaningVisible(state)).toBe(true);
  });

  it('repeat starts the set again after its last card', () => {
    const settings = { ...DEFAULT_PLAYBACK_SETTINGS, repeat: true };
    const playing = run(initialSetPlayback(2, settings), { type: 'play' });
    const { lines, state } = script(playing, 9, NONE);
    expect(lines.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      '1 term',
      '1 gap',
      '1 meaning',
      '1 after',
      '2 term',
      '2 gap',
      '2 meaning',
      '2 after',
      '1 term',
    ]);
    expect(state).toMatchObject({ playing: true, finished: false, position: 0, phase: 'gap' });
  });

  it('play after the end starts again from the first card', () => {
    const { state } = script(run(initialSetPlayback(1), { type: 'play' }), 4);
    expect(state.finished).toBe(true);
    expect(run(state, { type: 'play' })).toMatchObject({
      playing: true,
      finished: false,
      position: 0,
      phase: 'term',
    });
  });
});

describe('timing at a speed', () => {
  it('says at the speed as rate and divides every wait by it', () => {
    const at = (speed: 0.75 | 1.25) =>
      script(run(initialSetPlayback(3), { type: 'speed', speed }, { type: 'play' }), 4, BOTH).lines;
    expect(at(1.25)).toEqual([
      `1 term evidence/en-US/1.25 ${speechLimitMs('evidence', 1.25)}`,
      '1 gap - 1600',
      `1 meaning bằng chứng/vi-VN/1.25 ${speechLimitMs('bằng chứng', 1.25)}`,
      '1 after - 800',
    ]);
    expect(
      at(0.75)
        .slice(1, 4)
        .filter((l) => !l.includes('meaning')),
    ).toEqual(['1 gap - 2667', '1 after - 1333']);
    expect(speechLimitMs('evidence', 1)).toBe(6600);
  });

  it('uses the chosen pause length, one of 1-5 s', () => {
    const state = run(
      initialSetPlayback(3),
      { type: 'pauseSeconds', seconds: 4 },
      { type: 'play' },
    );
    expect(phasePlan(end(state), CARDS[0]!, BOTH).ms).toBe(4000);
    expect(run(state, { type: 'pauseSeconds', seconds: 9 }).settings.pauseSeconds).toBe(2);
  });

  it('normalises remembered settings', () => {
    expect(normalizePlaybackSettings({ speed: 1.25, pauseSeconds: 5, repeat: true })).toEqual({
      speed: 1.25,
      pauseSeconds: 5,
      repeat: true,
      shuffle: false,
    });
    expect(normalizePlaybackSettings({ speed: 3 as never, pauseSeconds: 0.5 })).toEqual(
      DEFAULT_PLAYBACK_SETTINGS,
    );
  });
});

describe('controls', () => {
  it('next and previous move one card, at its term, and wrap', () => {
    const state = run(initialSetPlayback(3), { type: 'play' });
    expect(run(state, { type: 'next' })).toMatchObject({ position: 1, phase: 'term' });
    expect(run(state, { type: 'previous' })).toMatchObject({ position: 2, phase: 'term' });
    expect(run(state, { type: 'next' }, { type: 'next' }, { type: 'next' }).position).toBe(0);
    // from the middle of a card
    expect(run(end(end(state)), { type: 'next' })).toMatchObject({ position: 1, phase: 'term' });
  });

  it('next and previous keep a paused player paused', () => {
    const paused = run(initialSetPlayback(3), { type: 'next' });
    expect(paused).toMatchObject({ position: 1, playing: false });
  });

  it('ignores the end of a phase that the learner already left, and any end while paused', () => {
    const state = run(initialSetPlayback(3), { type: 'play' });
    const moved = run(state, { type: 'next' });
    expect(run(moved, { type: 'phaseEnded', step: state.step })).toBe(moved);
    const paused = run(state, { type: 'pause' });
    expect(run(paused, { type: 'phaseEnded', step: paused.step })).toBe(paused);
  });

  it('pause keeps the phase; play starts it again with a new step', () => {
    const gap = end(run(initialSetPlayback(3), { type: 'play' }));
    const paused = run(gap, { type: 'togglePlay' });
    expect(paused).toMatchObject({ playing: false, phase: 'gap', step: gap.step });
    const resumed = run(paused, { type: 'togglePlay' });
    expect(resumed).toMatchObject({ playing: true, phase: 'gap', step: gap.step + 1 });
  });

  it('shuffle keeps the current card in its place; unshuffle returns to the set order', () => {
    const state = run(initialSetPlayback(6), { type: 'next' }, { type: 'next' });
    const shuffled = run(state, { type: 'toggleShuffle', seed: 7 });
    expect(shuffled.position).toBe(2);
    expect(currentCardIndex(shuffled)).toBe(2);
    expect([...shuffled.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shuffled.order).not.toEqual([0, 1, 2, 3, 4, 5]);
    expect(run(state, { type: 'toggleShuffle', seed: 7 }).order).toEqual(shuffled.order);
    const moved = run(shuffled, { type: 'next' });
    const back = run(moved, { type: 'toggleShuffle', seed: 0 });
    expect(back.order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(currentCardIndex(back)).toBe(shuffled.order[3]);
    expect(back.settings.shuffle).toBe(false);
  });

  it('an empty set never plays', () => {
    const empty = initialSetPlayback(0);
    expect(run(empty, { type: 'play' }, { type: 'next' }, { type: 'previous' })).toEqual(empty);
    expect(currentCardIndex(empty)).toBeNull();
  });
});
