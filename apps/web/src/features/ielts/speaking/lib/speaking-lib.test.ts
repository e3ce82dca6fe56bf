import { speakingTestSchema } from '@app/content/ielts/listening-schema';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answersInOrder,
  initialSession,
  nextScreen,
  sessionReducer,
  type Screen,
} from './session-state.ts';
import { translate } from '../../../../i18n/translate.ts';
import { readSpeechLang } from './speech.ts';
import { markedPhrases } from './marked-phrases.ts';
import { speakingSteps, stepsOfAnswers } from './steps.ts';
import { fallbackMessage, frameMoveOn } from './texts.ts';

const test1 = speakingTestSchema.parse(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../../../../../content/ielts/speaking/speaking-1.json'),
      'utf8',
    ),
  ),
);
const steps = speakingSteps(test1);

describe('the steps of a Speaking test', () => {
  it('asks Part 1 in its three topic frames, the cue card and follow-ups, then Part 3', () => {
    expect(steps).toHaveLength(10 + 1 + 2 + 6);
    expect(steps.map((s) => s.key).slice(0, 2)).toEqual(['p1-0', 'p1-1']);
    expect(steps[0]!.frame).toEqual({ title: 'Your hometown', number: 1, count: 3, opens: true });
    expect(steps[1]!.frame).toMatchObject({ number: 1, opens: false });
    expect(steps[4]).toMatchObject({ part: 1, index: 4, frame: { title: 'Weather', opens: true } });
    expect(steps[9]).toMatchObject({ key: 'p1-9', part: 1, index: 9, frame: { number: 3 } });
    expect(steps[10]).toMatchObject({
      key: 'p2-0',
      part: 2,
      index: 0,
      longTurn: true,
      frame: null,
    });
    expect(steps[10]!.question).toBe(test1.part2.task);
    expect(steps[10]!.notes).toBe(test1.part2.notes);
    expect(steps[12]).toMatchObject({ key: 'p2-2', part: 2, index: 2, longTurn: false });
    expect(steps[18]).toMatchObject({ key: 'p3-5', part: 3, index: 5 });
    expect(steps.every((s) => s.notes.phrases.length >= 2)).toBe(true);
  });

  it("has the examiner move on to each frame in the exam's words", () => {
    const frames = steps.filter((s) => s.frame?.opens).map((s) => frameMoveOn(translate, s.frame!));
    expect(frames).toEqual([
      "Let's talk about your hometown.",
      "Now let's move on to talk about weather.",
      "Now let's move on to talk about free time.",
    ]);
  });

  it('matches saved answers to their steps, Part 1 only when it has as many answers', () => {
    const now = steps.map((s) => ({ part: s.part, index: s.index }));
    expect(stepsOfAnswers(steps, now)).toEqual(steps);
    // an attempt made when Part 1 had four frames (13 questions)
    const before = [
      ...Array.from({ length: 13 }, (_, index) => ({ part: 1, index })),
      { part: 2, index: 0 },
      { part: 3, index: 5 },
    ];
    expect(stepsOfAnswers(steps, before)).toEqual([
      ...Array.from({ length: 13 }, () => null),
      steps[10],
      steps[18],
    ]);
  });

  it('walks intro → Part 1 → … → prep → long turn → … → Part 3 → review', () => {
    const walk: Screen[] = [{ kind: 'intro' }];
    while (walk.at(-1)!.kind !== 'review') walk.push(nextScreen(walk.at(-1)!, steps));
    const names = walk.map((s) =>
      s.kind === 'part' ? `part${s.part}` : s.kind === 'question' ? `q${s.step}` : s.kind,
    );
    expect(names).toEqual([
      'intro',
      'part1',
      ...Array.from({ length: 10 }, (_, i) => `q${i}`),
      'part2',
      'prep',
      'q10',
      'q11',
      'q12',
      'part3',
      ...Array.from({ length: 6 }, (_, i) => `q${13 + i}`),
      'review',
    ]);
  });
});

describe('the runner state', () => {
  const reduce = sessionReducer(steps);

  it('starts typed with a reason, times the parts and the test, keeps answers', () => {
    let state = reduce(initialSession, {
      type: 'begin',
      at: 1000,
      fallback: { reason: 'no-recognition' },
    });
    expect(state).toMatchObject({
      mode: 'typed',
      startedAt: 1000,
      screen: { kind: 'part', part: 1 },
    });
    state = reduce(state, { type: 'advance', at: 5000 });
    expect(state.partStartedAt).toEqual({ 1: 5000 });
    expect(state.screen).toEqual({ kind: 'question', step: 0 });
    state = reduce(state, {
      type: 'answer',
      key: 'p1-0',
      record: {
        part: 1,
        index: 0,
        transcript: 'I am from Hue.',
        typed: true,
        seconds: 12.5,
        resultTimes: [],
        audioUrl: null,
      },
    });
    const answers = answersInOrder(state, steps);
    expect(answers).toHaveLength(19);
    expect(answers[0]!.transcript).toBe('I am from Hue.');
    expect(answers[18]).toMatchObject({
      part: 3,
      index: 5,
      transcript: '',
      typed: true,
      seconds: 0,
    });
    // to the end: finishedAt is the moment the review opens
    for (let i = 0; i < 40 && state.screen.kind !== 'review'; i++) {
      state = reduce(state, { type: 'advance', at: 10_000 + i });
    }
    expect(state.screen.kind).toBe('review');
    expect(state.finishedAt).toBeGreaterThan(10_000);
    expect(Object.keys(state.partStartedAt)).toEqual(['1', '2', '3']);
  });

  it('switches to typed answers when recognition fails', () => {
    const state = reduce(reduce(initialSession, { type: 'begin', at: 0, fallback: null }), {
      type: 'fallback',
      reason: 'recognition-failed',
      code: 'network',
    });
    expect(state.mode).toBe('typed');
    expect(fallbackMessage(translate, 'recognition-failed', 'network')).toMatch(
      /^Không dùng được nhận dạng giọng nói: không kết nối được dịch vụ .* \(mã lỗi: network\)\. Bài thi vẫn tiếp tục/,
    );
    expect(fallbackMessage(translate, 'recognition-failed', 'odd')).toContain(
      'không khởi động được nó (mã lỗi: odd)',
    );
  });
});

describe('the recognition accent', () => {
  it('is en-GB unless en-US was chosen, and survives a storage that throws', () => {
    expect(readSpeechLang({ getItem: () => 'en-US' })).toBe('en-US');
    expect(readSpeechLang({ getItem: () => null })).toBe('en-GB');
    expect(
      readSpeechLang({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('en-GB');
  });
});

describe('the useful phrases marked in a model answer', () => {
  it('marks each phrase once, left to right, skipping overlaps and phrases not in the answer', () => {
    expect(
      markedPhrases('It depends on the day, it depends.', ['depends', 'It depends on', 'x']),
    ).toEqual([
      { text: 'It depends on', marked: true },
      { text: ' the day, it depends.', marked: false },
    ]);
    expect(markedPhrases('Well, yes.', ['yes.'])).toEqual([
      { text: 'Well, ', marked: false },
      { text: 'yes.', marked: true },
    ]);
    expect(markedPhrases('Nothing here.', [])).toEqual([{ text: 'Nothing here.', marked: false }]);
  });
});
