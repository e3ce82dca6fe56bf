import { describe, expect, it } from 'vitest';
import {
  BAND_CRITERIA,
  estimateCriteria,
  estimateOverall,
  isHalfBand,
  roundToHalfBand,
} from './band-estimate.ts';
import { buildBandEstimateMessages } from './band-estimate-prompt.ts';
import { BAND_DESCRIPTOR_SUMMARIES } from './band-descriptors.ts';

describe('estimateCriteria', () => {
  it('gives Task Achievement for Task 1, Task Response for Task 2 and by default', () => {
    expect(estimateCriteria('writing', 1)).toEqual([
      'taskAchievement',
      'coherenceCohesion',
      'lexicalResource',
      'grammaticalRange',
    ]);
    expect(estimateCriteria('writing', 2)[0]).toBe('taskResponse');
    expect(estimateCriteria('writing')[0]).toBe('taskResponse');
  });

  it('never estimates Pronunciation for Speaking', () => {
    expect(estimateCriteria('speaking')).toEqual([
      'fluencyCoherence',
      'lexicalResource',
      'grammaticalRange',
    ]);
    expect(BAND_CRITERIA).not.toContain('pronunciation');
  });
});

describe('bands', () => {
  it('accepts 0 to 9 in half bands only', () => {
    for (const band of [0, 0.5, 4, 6.5, 9]) expect(isHalfBand(band)).toBe(true);
    for (const band of [-0.5, 9.5, 6.3, 6.25, Number.NaN, Infinity]) {
      expect(isHalfBand(band)).toBe(false);
    }
  });

  it('rounds a mean as the overall band is rounded: a quarter goes up', () => {
    expect(roundToHalfBand(6.25)).toBe(6.5);
    expect(roundToHalfBand(6.75)).toBe(7);
    expect(roundToHalfBand(6.125)).toBe(6);
    expect(roundToHalfBand(6.375)).toBe(6.5);
    expect(roundToHalfBand(6.625)).toBe(6.5);
    expect(roundToHalfBand((6 + 6.5 + 6 + 6.5) / 4)).toBe(6.5);
  });

  it('gives an overall band for Writing only', () => {
    expect(estimateOverall('writing', [6, 6.5, 7, 6])).toBe(6.5);
    expect(estimateOverall('writing', [5, 5, 5, 6])).toBe(5.5);
    expect(estimateOverall('writing', [])).toBeNull();
    expect(estimateOverall('speaking', [6, 6, 6])).toBeNull();
  });
});

describe('buildBandEstimateMessages', () => {
  const essay = 'Cities should invest in public transport. It reduce traffic.';

  it('puts the descriptors of each criterion, the JSON shape and the rules in the system message', () => {
    const [system, user] = buildBandEstimateMessages({
      skill: 'writing',
      task: 2,
      prompt: 'Some people think cities should spend more on public transport. Discuss.',
      text: essay,
      language: 'vi',
    });
    expect(system!.role).toBe('system');
    const content = system!.content;
    expect(content).toContain('IELTS Writing Task 2');
    for (const name of [
      'Task Response ("taskResponse")',
      'Coherence and Cohesion ("coherenceCohesion")',
      'Lexical Resource ("lexicalResource")',
      'Grammatical Range and Accuracy ("grammaticalRange")',
    ]) {
      expect(content).toContain(name);
    }
    expect(content).not.toContain('taskAchievement');
    expect(content).toContain(`- band 9: ${BAND_DESCRIPTOR_SUMMARIES.taskResponse[0]}`);
    expect(content).toContain(`- band 5: ${BAND_DESCRIPTOR_SUMMARIES.grammaticalRange[4]}`);
    expect(content).toContain('{"criterion": "taskResponse", "band": <number>, "reason": "');
    expect(content).toContain('in steps of 0.5');
    expect(content).toContain('one sentence in Vietnamese');
    expect(user).toEqual({
      role: 'user',
      content: `Task: Some people think cities should spend more on public transport. Discuss.\n\nLearner's text:\n<<<\n${essay}\n>>>`,
    });
  });

  it('asks Task 1 about Task Achievement, in English when the learner reads English', () => {
    const [system] = buildBandEstimateMessages({
      skill: 'writing',
      task: 1,
      prompt: '',
      text: essay,
      language: 'en',
    });
    expect(system!.content).toContain('IELTS Academic Writing Task 1');
    expect(system!.content).toContain('Task Achievement ("taskAchievement")');
    expect(system!.content).not.toContain('"taskResponse"');
    expect(system!.content).toContain('one sentence in English');
  });

  it('asks Speaking about three criteria with the speaking wording, without pronunciation', () => {
    const [system, user] = buildBandEstimateMessages({
      skill: 'speaking',
      prompt: 'Part 1: Hometown',
      text: 'Q: Where are you from?\nA: I come from Hue.',
      language: 'vi',
    });
    expect(system!.content).toContain('Fluency and Coherence ("fluencyCoherence")');
    expect(system!.content).toContain(BAND_DESCRIPTOR_SUMMARIES.speakingLexicalResource[0]);
    expect(system!.content).not.toContain(BAND_DESCRIPTOR_SUMMARIES.lexicalResource[0]);
    expect(system!.content).toContain('do not judge pronunciation');
    expect(system!.content).not.toContain('"coherenceCohesion"');
    expect(user!.content).toContain("Learner's answers:");
  });

  it('says when the task was not given', () => {
    const [, user] = buildBandEstimateMessages({
      skill: 'writing',
      prompt: '  ',
      text: essay,
      language: 'vi',
    });
    expect(user!.content.startsWith('Task: (not given)')).toBe(true);
  });
});
