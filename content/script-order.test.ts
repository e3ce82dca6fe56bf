import { describe, expect, it } from 'vitest';
import { answerPlaces, firstOutOfOrder, type OrderedQuestion } from './script-order.ts';

const script =
  'My name is Gareth Threlfall. The problem started on Saturday morning, when the water was cold. ' +
  'I switched the boiler off and on again. Also, the extractor fan in the bathroom rattles.';

const written = (number: number, answer: string): OrderedQuestion => ({
  number,
  answer,
  explanation: 'x'.repeat(10),
  written: true,
});
const letter = (number: number, explanation: string): OrderedQuestion => ({
  number,
  answer: 'A',
  explanation,
  written: false,
});

describe('answerPlaces', () => {
  it('finds a written answer by any alternative, optional words left out', () => {
    expect(answerPlaces(written(1, 'Threlfall'), script)).toEqual([4]);
    expect(answerPlaces(written(1, '(the) extractor fan/fan'), script)).toEqual([26, 27]);
    expect(answerPlaces(written(1, 'kitchen'), script)).toEqual([]);
  });

  it('finds a letter where its explanation quotes four or more words of the script', () => {
    expect(answerPlaces(letter(1, 'He says “it started on Saturday morning”.'), script)).toEqual([
      7,
    ]);
    expect(answerPlaces(letter(1, 'He says it began on Saturday.'), script)).toEqual([]);
  });
});

describe('firstOutOfOrder', () => {
  const q7 = letter(7, '“The problem started on Saturday morning”');
  const q8 = letter(8, 'Gareth: “I switched the boiler off and on again.”');

  it('accepts answers heard in question order', () => {
    expect(firstOutOfOrder([written(6, 'Threlfall'), q7, q8], script)).toBeNull();
  });

  it('names the first question answered before the one before it', () => {
    expect(firstOutOfOrder([written(6, 'extractor fan'), q7, q8], script)).toEqual({
      number: 7,
      problem: 'before-previous',
    });
  });

  it('names a question the script does not answer', () => {
    expect(firstOutOfOrder([q7, written(8, 'boiler manual')], script)).toEqual({
      number: 8,
      problem: 'not-found',
    });
  });

  it('takes a later mention when the first one comes too early', () => {
    expect(firstOutOfOrder([q8, written(9, 'the')], script)).toBeNull();
  });
});
