import { estimateCriteria } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import { extractJson, InvalidEstimateError, parseModelEstimate } from './parse-estimate.ts';

const TASK2 = estimateCriteria('writing', 2);

const item = (criterion: string, band: unknown = 6) => ({
  criterion,
  band,
  reason: 'The position is clear but the second idea is not developed.',
  quote: 'It reduce traffic.',
});

const answer = (items: unknown[]) => JSON.stringify({ criteria: items });
const full = answer(TASK2.map((c) => item(c)));

describe('parseModelEstimate', () => {
  it('reads every criterion asked for, in the order asked', () => {
    const reply = answer([...TASK2].reverse().map((c, i) => item(c, 5 + i)));
    expect(parseModelEstimate(reply, TASK2)).toEqual([
      { ...item('taskResponse', 8) },
      { ...item('coherenceCohesion', 7) },
      { ...item('lexicalResource', 6) },
      { ...item('grammaticalRange', 5) },
    ]);
  });

  it('reads JSON in a Markdown fence, after a reasoning block, or with words around it', () => {
    expect(parseModelEstimate('```json\n' + full + '\n```', TASK2)).toHaveLength(4);
    expect(parseModelEstimate('```\n' + full + '\n```', TASK2)).toHaveLength(4);
    expect(parseModelEstimate(`<think>Let me see {x}</think>\n${full}`, TASK2)).toHaveLength(4);
    expect(parseModelEstimate(`Here is the estimate:\n${full}\nGood luck!`, TASK2)).toHaveLength(4);
  });

  it('takes a band written as a number in a string, trims and cuts long sentences', () => {
    const reply = answer([
      { ...item('taskResponse'), band: ' 6.5 ', reason: `  ${'a'.repeat(700)} ` },
      ...TASK2.slice(1).map((c) => item(c)),
    ]);
    const [first] = parseModelEstimate(reply, TASK2);
    expect(first!.band).toBe(6.5);
    expect(first!.reason).toBe('a'.repeat(600));
  });

  it('ignores criteria not asked for and takes the first of a repeated one', () => {
    const reply = answer([
      item('pronunciation', 7),
      ...TASK2.map((c) => item(c, 6)),
      item('taskResponse', 9),
    ]);
    expect(parseModelEstimate(reply, TASK2).map((c) => c.band)).toEqual([6, 6, 6, 6]);
  });

  const invalid = (reply: string, message: RegExp) => {
    let thrown: unknown;
    try {
      parseModelEstimate(reply, TASK2);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidEstimateError);
    expect(thrown).toBeInstanceOf(ProviderUnavailableError);
    expect((thrown as Error).message).toMatch(message);
  };

  it('refuses a reply that is not JSON', () => {
    invalid('The essay deserves a 6.', /did not answer JSON/);
    invalid('{"criteria": [', /did not answer JSON/);
    invalid('', /did not answer JSON/);
  });

  it('refuses bands outside 0-9 or between half bands', () => {
    for (const band of [9.5, -1, 6.3, '7.25', 'six', null]) {
      invalid(
        answer([item('taskResponse', band), ...TASK2.slice(1).map((c) => item(c))]),
        /does not match the schema/,
      );
    }
  });

  it('refuses an empty reason or quote and a missing list', () => {
    invalid(
      answer([{ ...item('taskResponse'), reason: '  ' }, ...TASK2.slice(1).map((c) => item(c))]),
      /does not match the schema/,
    );
    invalid(
      answer([{ ...item('taskResponse'), quote: '' }, ...TASK2.slice(1).map((c) => item(c))]),
      /does not match the schema/,
    );
    invalid(JSON.stringify({ bands: {} }), /does not match the schema/);
  });

  it('refuses a reply without one of the criteria, naming it', () => {
    invalid(answer(TASK2.slice(0, 3).map((c) => item(c))), /no "grammaticalRange"/);
    // Task 1's criterion is not Task 2's
    invalid(
      answer([item('taskAchievement'), ...TASK2.slice(1).map((c) => item(c))]),
      /no "taskResponse"/,
    );
  });
});

describe('extractJson', () => {
  it('gives the reply itself when there is no object in it', () => {
    expect(extractJson('no json here')).toBe('no json here');
    expect(extractJson('  {"a":1}  ')).toBe('{"a":1}');
  });
});
