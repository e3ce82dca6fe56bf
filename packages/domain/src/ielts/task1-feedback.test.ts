import { describe, expect, it } from 'vitest';
import { analyseTask1Answer, type Task1Data } from './task1-feedback.ts';
import {
  answerNumbers,
  cites,
  keyFigures,
  labelNumbers,
  type Task1Visual,
} from './task1-figures.ts';
import { sentenceTenses, wrongTenses } from './task1-tense.ts';

const line: Task1Visual = {
  kind: 'line',
  categories: ['2000', '2005', '2010', '2015'],
  unit: '%',
  series: [
    { name: 'Cars', values: [45, 52, 60, 58] },
    { name: 'Buses', values: [30, 24, 18, 12] },
  ],
};
const pie: Task1Visual = {
  kind: 'pie',
  slices: [
    { label: 'Rent', value: 40 },
    { label: 'Food', value: 35 },
    { label: 'Other', value: 25 },
  ],
};
const big: Task1Visual = {
  kind: 'table',
  columns: ['1990', '2020'],
  unit: 'tonnes',
  rows: [
    { label: 'Rice', values: [1200, 3400] },
    { label: 'Wheat', values: [800, 2600] },
  ],
};
const known = () => true;
const past: Task1Data = { period: 'past', visuals: [line] };
const item = (text: string, data: Task1Data, id: string) =>
  analyseTask1Answer(text, data, { isKnownWord: known }).items.find((i) => i.id === id);

const GOOD_ANSWER = `The line graph compares the share of commuters who travelled by car and by bus in one city between 2000 and 2015.

Overall, it is clear that car use rose over the period, whereas bus travel fell steadily.

In 2000, 45% of commuters drove, compared with 30 per cent who took the bus. The figure for cars climbed to a peak of 60 percent in 2010 and then dipped slightly to 58%. Cars were far more popular than buses throughout.

By contrast, the proportion of bus users declined every five years, from about 24% in 2005 to only 12% in 2015, the lowest figure in the graph. By the end, the car was almost five times as common as the bus.`;

describe('keyFigures', () => {
  it('takes the first, last, highest and lowest of each series once', () => {
    const keys = keyFigures([line]);
    expect(keys.map((k) => `${k.label}=${k.value}`)).toEqual([
      'Cars, 2000=45',
      'Cars, 2015=58',
      'Cars, 2010=60',
      'Buses, 2000=30',
      'Buses, 2015=12',
    ]);
  });
  it('takes every slice of a pie chart and nothing of a process or a map', () => {
    expect(keyFigures([pie]).map((k) => k.value)).toEqual([40, 35, 25]);
    expect(keyFigures([{ kind: 'process' }, { kind: 'map' }])).toEqual([]);
  });
});

describe('answerNumbers and cites', () => {
  const labels = labelNumbers([line, big]);
  it('reads "1,200" as 1200 and leaves out years of the data', () => {
    const numbers = answerNumbers('It rose from 1,200 tonnes in 1990 to 3400 in 2020.', labels);
    expect(numbers.map((n) => n.value)).toEqual([1200, 3400]);
  });
  it('reads per cent, percent and % alike, and decimals', () => {
    const numbers = answerNumbers('45 per cent, 45 percent, 45% and 3.5%', labels);
    expect(numbers.map((n) => [n.value, n.decimals])).toEqual([
      [45, 0],
      [45, 0],
      [45, 0],
      [3.5, 1],
    ]);
  });
  it('marks approximations', () => {
    const [a, b, c] = answerNumbers('about 44%, just over 61% and 62%', labels);
    expect([a!.approximate, b!.approximate, c!.approximate]).toEqual([true, true, false]);
  });
  it('cites a figure exactly, rounded to the number’s precision, or approximately within 2% of the range', () => {
    const keys = keyFigures([line]);
    const cars2010 = keys.find((k) => k.label === 'Cars, 2010')!; // 60, range 60 - 12 = 48
    const [exact, approx, tooFar, plain] = answerNumbers('60, around 59.5, about 58, 59', labels);
    expect(cites(exact!, cars2010)).toBe(true);
    expect(cites(approx!, cars2010)).toBe(true); // 2% of the range 48 is 0.96
    expect(cites(tooFar!, cars2010)).toBe(false);
    expect(cites(plain!, cars2010)).toBe(false);
  });
  it('accepts a rounded figure', () => {
    const key = { label: 'x', value: 45.3, unit: '%', range: 50 };
    const [rounded, precise] = answerNumbers('45% and 45.4%', new Set());
    expect(cites(rounded!, key)).toBe(true);
    expect(cites(precise!, key)).toBe(false);
  });
});

describe('analyseTask1Answer', () => {
  it('gives the Task 1 items in order, marked task 1', () => {
    const feedback = analyseTask1Answer(GOOD_ANSWER, past, { isKnownWord: known });
    expect(feedback.task).toBe(1);
    expect(feedback.items.map((i) => i.id)).toEqual([
      'word-count',
      'overview',
      'key-figures',
      'comparison',
      'tense',
      'spelling',
    ]);
  });

  it('measures the word count against 150', () => {
    expect(item(GOOD_ANSWER, past, 'word-count')).toMatchObject({
      verdict: 'improve',
      figures: { minWords: 150 },
    });
    const long = `${GOOD_ANSWER}\n\n${'The bus lost riders year after year in the city. '.repeat(8)}`;
    const words = item(long, past, 'word-count')!;
    expect(words.verdict).toBe('good');
    expect(words.summary).toEqual({
      code: 'wordsEnough',
      values: { words: words.figures.words, minWords: 150 },
    });
  });

  it('quotes the overview sentence, or says it is missing', () => {
    expect(item(GOOD_ANSWER, past, 'overview')).toMatchObject({
      verdict: 'good',
      summary: {
        code: 'overviewFound',
        values: {
          sentence:
            'Overall, it is clear that car use rose over the period, whereas bus travel fell steadily.',
        },
      },
    });
    expect(item('In general the figures went up.', past, 'overview')?.verdict).toBe('good');
    expect(item('Cars rose to 60% in 2010.', past, 'overview')).toMatchObject({
      verdict: 'improve',
      summary: { code: 'overviewMissing' },
    });
  });

  it('counts the key figures cited, in any format', () => {
    const figures = item(GOOD_ANSWER, past, 'key-figures')!;
    expect(figures.verdict).toBe('good');
    expect(figures.figures).toMatchObject({ cited: 5, keys: 5 });
    expect(figures.details[0]).toEqual({
      code: 'figureCited',
      values: { label: 'Cars, 2000', value: 45, unit: '%' },
    });
    const none = item('Cars rose and buses fell.', past, 'key-figures')!;
    expect(none).toMatchObject({ verdict: 'improve', summary: { code: 'figuresNoNumbers' } });
    expect(none.details.every((d) => d.code === 'figureMissed')).toBe(true);
    const table = item(
      'Rice rose from 1,200 to 3400 tonnes; wheat from 800.',
      {
        period: 'past',
        visuals: [big],
      },
      'key-figures',
    )!;
    expect(table.figures).toMatchObject({ cited: 3, keys: 4 });
  });

  it('leaves out figures for a process or a map and comparisons for a process', () => {
    const ids = (visuals: Task1Visual[]) =>
      analyseTask1Answer(
        'First, beans are picked.',
        { period: 'present', visuals },
        {
          isKnownWord: known,
        },
      ).items.map((i) => i.id);
    expect(ids([{ kind: 'process' }])).toEqual(['word-count', 'overview', 'tense', 'spelling']);
    expect(ids([{ kind: 'map' }, { kind: 'map' }])).toEqual([
      'word-count',
      'overview',
      'comparison',
      'tense',
      'spelling',
    ]);
  });

  it('counts comparison language with examples', () => {
    const comparison = item(GOOD_ANSWER, past, 'comparison')!;
    expect(comparison.verdict).toBe('good');
    const phrases = comparison.details.map((d) => (d.values as { phrase: string }).phrase);
    expect(phrases).toEqual(
      expect.arrayContaining([
        'whereas',
        'compared with',
        'more popular than',
        'by contrast',
        'the lowest',
      ]),
    );
    expect(item('The rest of the data rose in the west.', past, 'comparison')).toMatchObject({
      verdict: 'improve',
      summary: { code: 'comparisonNone' },
      figures: { comparisons: 0 },
    });
  });
});

describe('tense', () => {
  it('counts past, present and future verbs, skipping the frames and nouns', () => {
    expect(sentenceTenses('The graph shows that car use rose sharply.')).toEqual({
      past: 1,
      present: 0,
      future: 0,
    });
    expect(
      sentenceTenses('It is clear that the figure increases and there is a sharp rise.'),
    ).toEqual({ past: 0, present: 2, future: 0 });
    expect(sentenceTenses('The number is expected to reach 50 and will then fall.')).toEqual({
      past: 0,
      present: 0,
      future: 2,
    });
    expect(sentenceTenses('The beans are dried and then they are roasted.')).toEqual({
      past: 0,
      present: 2,
      future: 0,
    });
    expect(sentenceTenses('There were small increases, and sales had risen.')).toEqual({
      past: 2,
      present: 0,
      future: 0,
    });
  });

  it('knows the wrong tenses of each period', () => {
    expect(wrongTenses('past', { past: 1, present: 1, future: 0 })).toEqual(['present']);
    expect(wrongTenses('present', { past: 1, present: 2, future: 0 })).toEqual(['past']);
    expect(wrongTenses('future', { past: 0, present: 1, future: 1 })).toEqual([]);
    expect(wrongTenses('future', { past: 0, present: 1, future: 0 })).toEqual(['present']);
    expect(wrongTenses('mixed', { past: 3, present: 3, future: 3 })).toEqual([]);
  });

  it('is good for a past chart in the past simple', () => {
    expect(item(GOOD_ANSWER, past, 'tense')).toMatchObject({
      verdict: 'good',
      summary: { code: 'tenseGood', values: { period: 'past', wrongPercent: 0 } },
    });
  });

  it('flags present-tense sentences about past data', () => {
    const text =
      'Overall, car use rises. In 2000 it was 45%. It climbs to 60% in 2010. Buses fall to 12%.';
    // "Buses fall": a bare form after a plural is not counted (it could be a noun)
    const tense = item(text, past, 'tense')!;
    expect(tense.verdict).toBe('improve');
    expect(tense.figures).toMatchObject({ pastVerbs: 1, presentVerbs: 2, flaggedSentences: 2 });
    expect(tense.details[1]).toEqual({
      code: 'tenseFlagged',
      values: { sentence: 'Overall, car use rises.', tense: 'present' },
    });
  });

  it('wants future forms for projections', () => {
    const future: Task1Data = { period: 'future', visuals: [line] };
    expect(
      item('Car use is projected to rise to 60%. Buses will fall.', future, 'tense')?.verdict,
    ).toBe('good');
    expect(item('Car use rises to 60%. Buses fall.', future, 'tense')).toMatchObject({
      verdict: 'improve',
      summary: { code: 'tenseNoFuture' },
    });
  });

  it('wants the present simple for a process, and accepts both tenses when mixed', () => {
    const process: Task1Data = { period: 'present', visuals: [{ kind: 'process' }] };
    expect(
      item('First the beans are picked. Then they are dried.', process, 'tense')?.verdict,
    ).toBe('good');
    expect(
      item('First the beans were picked. Then they were dried.', process, 'tense'),
    ).toMatchObject({ verdict: 'improve', figures: { flaggedSentences: 2 } });
    const mixed: Task1Data = { period: 'mixed', visuals: [line] };
    expect(item('It was 45%. It will be 60%.', mixed, 'tense')).toMatchObject({
      verdict: 'good',
      summary: { code: 'tenseMixed' },
    });
    expect(item('', mixed, 'tense')).toMatchObject({
      verdict: 'improve',
      summary: { code: 'tenseNoVerbs' },
    });
  });
});
