import { describe, expect, it } from 'vitest';
import { essayWordCount } from './essay-text.ts';
import {
  analyseEssay,
  WRITING_FEEDBACK_IDS,
  WRITING_FEEDBACK_LINES,
  type WritingFeedback,
  type WritingFeedbackId,
} from './writing-feedback.ts';

/** A real subset of the Academic Word List headwords (Coxhead, 2000). */
const AWL_SAMPLE: ReadonlySet<string> = new Set(
  `abandon access adult available benefit conduct consequent contribute convince create despite
  economy environment exceed fee fund furthermore income innovate instance institute invest job
  locate policy recover region remove research significant`.split(/\s+/),
);
/** A spelling dictionary that knows every word except the listed ones (lowercase). */
const knowsAllBut =
  (...unknown: string[]) =>
  (word: string) =>
    !unknown.includes(word.toLowerCase());

/** An invented Task 2 answer (267 words and one number, 5 paragraphs) that every measure rates 'good'. */
const MODEL_ESSAY = `Some people believe that university education should be free for every student, while others argue that learners ought to pay for their own degrees. In my opinion, the state should cover most tuition costs, although graduates could contribute later in life.

Firstly, free higher education creates equal opportunities. Talented young people from poor families are often unable to afford fees, so they abandon their studies early. For instance, Germany abolished tuition charges in 2014, and enrolment among low-income groups rose steadily. Moreover, a society benefits when more citizens have advanced skills.

Secondly, a well-educated workforce drives economic growth. Graduates tend to earn higher salaries and therefore pay more tax over their careers. As a result, public investment in universities is largely recovered through income tax. In addition, research conducted at these institutions leads to innovations that create new jobs and attract foreign companies to the regions where they are located.

On the other hand, critics point out that free tuition places a heavy burden on national budgets. Taxpayers who never attended college would fund the degrees of others, which seems unfair. However, this problem can be reduced if graduates repay part of the cost once their earnings exceed a certain threshold. Furthermore, some young adults may take their courses less seriously when they pay nothing, so colleges would need clear attendance rules.

In conclusion, despite the financial pressure on governments, I am convinced that removing fees is a worthwhile policy. It widens access to learning, strengthens the economy and rewards hard work rather than family wealth, which is exactly what a fair system of higher learning should do.`;

const analyse = (text: string) =>
  analyseEssay(text, { isKnownWord: knowsAllBut(), academicWords: AWL_SAMPLE });
const item = (feedback: WritingFeedback, id: WritingFeedbackId) =>
  feedback.items.find((candidate) => candidate.id === id)!;

const MODEL_WORDS = MODEL_ESSAY.split(/\s+/).filter((piece) => /^[A-Za-z]/.test(piece));
/** The model essay's words, repeated as needed, cut to exactly `n` words (one paragraph). */
const essayOfLength = (n: number) =>
  Array.from({ length: n }, (_, i) => MODEL_WORDS[i % MODEL_WORDS.length]).join(' ');

const PARAGRAPHS = [
  'Many cities are becoming more crowded every year.',
  'Some people think that the government should build more houses.',
  'Others believe that companies should move their offices to smaller towns.',
  'In my view, both approaches can help if they are planned carefully.',
  'For example, new railway lines make it easier to live outside the centre.',
  'Cheaper rents in small towns also attract young families.',
  'In conclusion, a mix of housing and transport policies works best.',
];
const essayOfParagraphs = (k: number) => PARAGRAPHS.slice(0, k).join('\n\n');

const POOL = `many young people in large cities now prefer to rent small flats near their offices
  because owning a home has become far too expensive for most workers on average salaries and
  banks rarely lend money to first buyers without savings`.split(/\s+/);
/** A sentence of exactly `n` words. */
const sentence = (n: number) =>
  `${Array.from({ length: n }, (_, i) => POOL[i % POOL.length]).join(' ')}.`;
const essayOfSentences = (...lengths: number[]) => lengths.map(sentence).join(' ');

describe('the model essay', () => {
  const feedback = analyse(MODEL_ESSAY);

  it('counts words (a number in figures counts as a word), paragraphs and sentences', () => {
    expect(feedback.wordCount).toBe(268);
    expect(feedback.paragraphCount).toBe(5);
    expect(feedback.sentenceCount).toBe(16);
  });

  it('has the seven items in order, each good, with the codes of their sentences', () => {
    expect(feedback.items.map((i) => i.id)).toEqual([...WRITING_FEEDBACK_IDS]);
    for (const i of feedback.items) expect(i.verdict, i.id).toBe('good');
    expect(feedback.items.map((i) => i.summary)).toEqual([
      { code: 'wordsEnough', values: { words: 268, minWords: 250 } },
      { code: 'paragraphsGood', values: { paragraphs: 5 } },
      { code: 'linkingSome', values: { distinct: 13, functions: 6 } },
      { code: 'lexicalWindow', values: { ttrPercent: 74.4, awlPercent: 10.9, window: 250 } },
      { code: 'repetitionNone', values: { from: 4 } },
      { code: 'sentences', values: { sentences: 16, meanLength: 16.7, stdevLength: 5.9 } },
      { code: 'spellingNone', values: {} },
    ]);
  });

  it('holds no text, only codes, figures and the essay’s own English words', () => {
    expect(JSON.stringify(feedback)).not.toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    for (const i of feedback.items) {
      for (const l of [i.summary, ...i.details]) {
        expect(Object.keys(l.values).sort(), l.code).toEqual(
          Object.keys(WRITING_FEEDBACK_LINES[l.code]).sort(),
        );
      }
    }
  });

  it('pins every figure', () => {
    expect(Object.fromEntries(feedback.items.map((i) => [i.id, i.figures]))).toEqual({
      'word-count': { words: 268 },
      paragraphs: { paragraphs: 5 },
      linking: { distinct: 13, functions: 6, uses: 13, overused: 0 },
      'lexical-variety': { ttrPercent: 74.4, ttrWords: 250, awlPercent: 10.9, awlWords: 29 },
      repetition: { repeatedWords: 0 },
      'sentence-variety': {
        sentences: 16,
        meanLength: 16.7,
        stdevLength: 5.9,
        veryShort: 2,
        veryLong: 0,
      },
      spelling: { misspelt: 0 },
    });
  });
});

describe('word count (at least 250)', () => {
  const verdictAt = (n: number) => item(analyse(essayOfLength(n)), 'word-count');

  it('rates 249 improve and names the missing words; 250 and 320 good', () => {
    expect(verdictAt(249).verdict).toBe('improve');
    expect(verdictAt(249).summary).toEqual({
      code: 'wordsShort',
      values: { words: 249, missing: 1, minWords: 250 },
    });
    expect(verdictAt(250).verdict).toBe('good');
    expect(verdictAt(320)).toMatchObject({ verdict: 'good', details: [] });
  });

  it('rates 321-380 good but a little long, 381 fair', () => {
    expect(verdictAt(321).verdict).toBe('good');
    expect(verdictAt(321)).toMatchObject({
      summary: { code: 'wordsSlightlyLong', values: { words: 321 } },
      details: [{ code: 'wordsComfortable', values: { minWords: 260, maxWords: 320 } }],
    });
    expect(verdictAt(380).verdict).toBe('good');
    expect(verdictAt(381)).toMatchObject({
      verdict: 'fair',
      summary: { code: 'wordsTooLong', values: { words: 381, minutes: 40 } },
    });
  });

  it('says that 20 words or fewer is band 1', () => {
    expect(verdictAt(20).summary).toEqual({
      code: 'wordsBand1',
      values: { words: 20, maxWords: 20 },
    });
    expect(verdictAt(21).summary.code).toBe('wordsShort');
    expect(verdictAt(21).verdict).toBe('improve');
    expect(item(analyse(''), 'word-count')).toMatchObject({
      verdict: 'improve',
      figures: { words: 0 },
    });
  });

  it('counts a number written in figures as a word, as IELTS does', () => {
    expect(essayWordCount('In 2014, 25 of the 30 universities changed.')).toBe(8);
    expect(item(analyse(MODEL_ESSAY), 'word-count').details).toEqual([]);
  });
});

describe('paragraphs (4-5 good, 3 or 6 fair)', () => {
  it.each([
    [1, 'improve'],
    [2, 'improve'],
    [3, 'fair'],
    [4, 'good'],
    [5, 'good'],
    [6, 'fair'],
    [7, 'improve'],
  ])('%i paragraphs → %s', (k, verdict) => {
    const paragraphs = item(analyse(essayOfParagraphs(k)), 'paragraphs');
    expect(paragraphs.verdict).toBe(verdict);
    expect(paragraphs.figures.paragraphs).toBe(k);
    expect(paragraphs.details).toHaveLength(k);
    const code =
      k === 1 ? 'paragraphsNone' : verdict === 'good' ? 'paragraphsGood' : 'paragraphsOff';
    expect(paragraphs.summary.code).toBe(code);
  });

  it('lists words and sentences per paragraph; splits on single lines without blank ones', () => {
    const paragraphs = item(analyse(PARAGRAPHS.slice(0, 4).join('\n')), 'paragraphs');
    expect(paragraphs.verdict).toBe('good');
    expect(paragraphs.details[0]).toEqual({
      code: 'paragraph',
      values: { n: 1, words: 8, sentences: 1 },
    });
  });
});

describe('sentence variety (stdev ≥ 5 and ≤ 2 very long sentences good)', () => {
  const variety = (...lengths: number[]) =>
    item(analyse(essayOfSentences(...lengths)), 'sentence-variety');

  it('rates stdev 5 good, 3 fair, 2.5 improve, 0 improve', () => {
    expect(variety(10, 20)).toMatchObject({
      verdict: 'good',
      figures: { sentences: 2, meanLength: 15, stdevLength: 5 },
    });
    expect(variety(12, 18)).toMatchObject({ verdict: 'fair', figures: { stdevLength: 3 } });
    expect(variety(13, 18)).toMatchObject({ verdict: 'improve', figures: { stdevLength: 2.5 } });
    expect(variety(15, 15, 15, 15).verdict).toBe('improve');
  });

  it('counts very short (< 8) and very long (> 35) sentences', () => {
    expect(variety(7, 8, 35, 36).figures).toMatchObject({ veryShort: 1, veryLong: 1 });
  });

  it('allows 2 very long sentences, 3-4 make it fair, 5 improve', () => {
    expect(variety(10, 36, 40).verdict).toBe('good');
    expect(variety(10, 12, 36, 38, 40).verdict).toBe('fair');
    expect(variety(10, 12, 36, 38, 40, 42).verdict).toBe('fair');
    expect(variety(10, 12, 36, 37, 38, 40, 42).verdict).toBe('improve');
  });

  it('quotes the opening of each very long sentence', () => {
    expect(variety(10, 36).details).toEqual([
      { code: 'sentenceRange', values: { shortest: 10, longest: 36 } },
      { code: 'sentencesVeryShort', values: { below: 8, count: 0 } },
      { code: 'sentencesVeryLong', values: { above: 35, count: 1 } },
      {
        code: 'longSentence',
        values: { words: 36, opening: 'many young people in large cities now prefer…' },
      },
    ]);
  });

  it('gives no details for an empty text', () => {
    expect(variety()).toMatchObject({ verdict: 'improve', details: [], figures: { sentences: 0 } });
  });
});
