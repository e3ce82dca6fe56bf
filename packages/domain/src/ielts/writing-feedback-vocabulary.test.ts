import { describe, expect, it } from 'vitest';
import { analyseEssay, type WritingFeedbackId } from './writing-feedback.ts';

/** A real subset of the Academic Word List headwords (Coxhead, 2000). */
const AWL_SAMPLE = new Set(['available', 'environment', 'significant', 'economy']);

const feedbackItem = (
  id: WritingFeedbackId,
  text: string,
  isKnownWord: (word: string) => boolean = () => true,
) => analyseEssay(text, { isKnownWord, academicWords: AWL_SAMPLE }).items.find((i) => i.id === id)!;

describe('linking devices (≥ 6 distinct in ≥ 3 functions good, ≥ 3 fair)', () => {
  const SIX = `Firstly, online classes save time. However, students miss their friends.
    Moreover, teachers cannot see who is confused. For example, shy learners rarely ask questions.
    Therefore, schools should mix both methods. In conclusion, balance is the key.`;

  it('rates six devices in six functions good and lists them by function', () => {
    expect(feedbackItem('linking', SIX)).toMatchObject({
      verdict: 'good',
      summary: { code: 'linkingSome', values: { distinct: 6, functions: 6 } },
      details: [
        { code: 'linkingDevice', values: { phrase: 'moreover', fn: 'addition', count: 1 } },
        { code: 'linkingDevice', values: { phrase: 'however', fn: 'contrast', count: 1 } },
        { code: 'linkingDevice', values: { phrase: 'therefore', fn: 'cause-effect', count: 1 } },
        { code: 'linkingDevice', values: { phrase: 'for example', fn: 'example', count: 1 } },
        { code: 'linkingDevice', values: { phrase: 'firstly', fn: 'sequence', count: 1 } },
        { code: 'linkingDevice', values: { phrase: 'in conclusion', fn: 'conclusion', count: 1 } },
      ],
      figures: { distinct: 6, functions: 6, uses: 6, overused: 0 },
    });
  });

  it('rates five devices fair, and six in only two functions fair', () => {
    expect(feedbackItem('linking', SIX.replace('Firstly, o', 'O')).verdict).toBe('fair');
    const twoFunctions = `Moreover, rents are high. Furthermore, jobs are scarce. In addition, the
      air is dirty. However, wages are better. Nevertheless, many stay. Although cities are noisy,
      they are exciting.`;
    expect(feedbackItem('linking', twoFunctions)).toMatchObject({
      verdict: 'fair',
      figures: { distinct: 6, functions: 2 },
    });
  });

  it('rates three devices fair, two improve, none improve', () => {
    const three = 'Firstly, cars pollute. However, they are useful. Therefore, we need rules.';
    expect(feedbackItem('linking', three).verdict).toBe('fair');
    expect(feedbackItem('linking', three.replace('Therefore, w', 'W')).verdict).toBe('improve');
    expect(feedbackItem('linking', 'Cars pollute the air.')).toMatchObject({
      verdict: 'improve',
      summary: { code: 'linkingNone', values: {} },
    });
  });

  it('flags a device used more than 3 times, which turns good into fair', () => {
    const four = `${SIX} Moreover, fees rise. Moreover, screens tire eyes. Moreover, it is noisy.`;
    const linking = feedbackItem('linking', four);
    expect(linking.verdict).toBe('fair');
    expect(linking.details[0]).toEqual({
      code: 'linkingOverused',
      values: { phrase: 'moreover', count: 4 },
    });
    expect(linking.figures).toMatchObject({ overused: 1, uses: 9 });
    const three = `${SIX} Moreover, fees rise. Moreover, screens tire eyes.`;
    expect(feedbackItem('linking', three).verdict).toBe('good');
  });

  it('matches whole words, any case, longest phrase first', () => {
    const linking = feedbackItem(
      'linking',
      'BECAUSE of rain, we stayed in because it was cold. Henceforth we overall-ed. Thus.',
    );
    expect(linking.details).toEqual([
      { code: 'linkingDevice', values: { phrase: 'because of', fn: 'cause-effect', count: 1 } },
      { code: 'linkingDevice', values: { phrase: 'because', fn: 'cause-effect', count: 1 } },
      { code: 'linkingDevice', values: { phrase: 'thus', fn: 'cause-effect', count: 1 } },
    ]);
  });
});

describe('lexical variety (TTR ≥ 50% and AWL ≥ 4% good)', () => {
  // 25 different words, one of them academic ("available").
  const S = `Most young people in our small town now spend several hours every day online because
    modern phones make the internet available almost anywhere and cheaply.`;

  it('rates TTR 50.0% and AWL 4.0% good', () => {
    expect(feedbackItem('lexical-variety', `${S} ${S}`)).toMatchObject({
      verdict: 'good',
      summary: { code: 'lexical', values: { ttrPercent: 50, awlPercent: 4 } },
      details: [
        { code: 'ttr', values: { types: 25, words: 50, goodPercent: 50 } },
        { code: 'awl', values: { uses: 2, goodPercent: 4 } },
        { code: 'awlWord', values: { headword: 'available', count: 2 } },
      ],
      figures: { ttrPercent: 50, ttrWords: 50, awlPercent: 4, awlWords: 2 },
    });
  });

  it('rates one of the two below its threshold fair, both improve', () => {
    const lowTtr = S.replace('several', 'most');
    expect(feedbackItem('lexical-variety', `${lowTtr} ${lowTtr}`)).toMatchObject({
      verdict: 'fair',
      figures: { ttrPercent: 48, awlPercent: 4 },
    });
    const lowAwl = S.replace('available', 'easy to use');
    expect(feedbackItem('lexical-variety', `${lowAwl} ${lowAwl}`)).toMatchObject({
      verdict: 'fair',
      figures: { awlPercent: 0 },
    });
    expect(
      feedbackItem('lexical-variety', `${S} ${S} ${S}`.replace(/available/g, 'easy')),
    ).toMatchObject({
      verdict: 'improve',
    });
  });

  it('computes TTR over the first 250 words of a longer essay and says so', () => {
    const essay = `${Array.from({ length: 10 }, () => S).join(' ')} ${S.toUpperCase()} Economic
      and environmental costs are significant.`;
    const lexical = feedbackItem('lexical-variety', essay);
    expect(lexical.figures).toMatchObject({ ttrPercent: 10, ttrWords: 250, awlWords: 14 });
    expect(lexical.summary).toEqual({
      code: 'lexicalWindow',
      values: { ttrPercent: 10, awlPercent: lexical.figures.awlPercent, window: 250 },
    });
    expect(lexical.details.slice(2)).toEqual([
      { code: 'awlWord', values: { headword: 'available', count: 11 } },
      { code: 'awlWord', values: { headword: 'economy', count: 1 } },
      { code: 'awlWord', values: { headword: 'environment', count: 1 } },
      { code: 'awlWord', values: { headword: 'significant', count: 1 } },
    ]);
  });
});

describe('repeated words (content words used ≥ 4 times)', () => {
  const TOURISM = `Tourism brings money to poor regions. Tourism creates jobs for young people.
    Tourism also harms nature, and tourism raises prices. Visitors love beaches, and visitors
    want cheap hotels, but visitors leave rubbish on beaches.`;

  it('lists content words used 4 times or more, most first; 3 times is not listed', () => {
    expect(feedbackItem('repetition', TOURISM)).toMatchObject({
      verdict: 'fair',
      summary: { code: 'repetitionSome', values: { count: 1, from: 4 } },
      details: [{ code: 'repeatedWord', values: { word: 'tourism', count: 4 } }],
    });
  });

  it('rates two words fair and three improve', () => {
    const two = `${TOURISM} Visitors need guides.`;
    expect(feedbackItem('repetition', two).details).toEqual([
      { code: 'repeatedWord', values: { word: 'tourism', count: 4 } },
      { code: 'repeatedWord', values: { word: 'visitors', count: 4 } },
    ]);
    expect(feedbackItem('repetition', two).verdict).toBe('fair');
    const three = `${two} Beaches suffer. Beaches close.`;
    expect(feedbackItem('repetition', three)).toMatchObject({
      verdict: 'improve',
      details: [
        { code: 'repeatedWord', values: { word: 'beaches', count: 4 } },
        { code: 'repeatedWord', values: { word: 'tourism', count: 4 } },
        { code: 'repeatedWord', values: { word: 'visitors', count: 4 } },
      ],
    });
  });

  it('ignores function words and one-word linking devices', () => {
    const text = `However, the city is the best. However, the park is the oldest. However, the
      river is the cleanest. However, the air is the worst.`;
    expect(feedbackItem('repetition', text)).toMatchObject({
      verdict: 'good',
      summary: { code: 'repetitionNone', values: { from: 4 } },
      details: [],
    });
  });
});

describe('spelling (0 good, 1-3 fair, more improve)', () => {
  const dictionary = new Set(
    `the government should protect environment london in long term it is a plan for every city
    children and their education matters`.split(/\s+/),
  );
  dictionary.add('London');
  const isKnownWord = (word: string) => dictionary.has(word);

  it('checks the word as written, then lowercased; possessives, hyphens, acronyms', () => {
    const text = `The government's long-term plan for London: IELTS and NGOs matter. Education
      matters for every city and their children.`;
    expect(feedbackItem('spelling', text, isKnownWord)).toMatchObject({
      verdict: 'fair',
      details: [{ code: 'misspeltWord', values: { word: 'matter' } }],
      figures: { misspelt: 1 },
    });
  });

  it('counts each misspelt word once and rates 3 fair, 4 improve', () => {
    const three = 'The goverment should protect the enviroment. Enviroment matters in evry city.';
    expect(feedbackItem('spelling', three, isKnownWord)).toMatchObject({
      verdict: 'fair',
      summary: { code: 'spellingSome', values: { count: 3 } },
      details: ['goverment', 'enviroment', 'evry'].map((word) => ({
        code: 'misspeltWord',
        values: { word },
      })),
    });
    expect(feedbackItem('spelling', `${three} Chidren`, isKnownWord).verdict).toBe('improve');
  });

  it('lists at most 20 and says how many more', () => {
    const text = Array.from({ length: 25 }, (_, i) => `wrd${'x'.repeat(i)}q`).join(' ');
    const spelling = feedbackItem('spelling', text, isKnownWord);
    expect(spelling.figures.misspelt).toBe(25);
    expect(spelling.details).toHaveLength(21);
    expect(spelling.details[20]).toEqual({ code: 'misspeltMore', values: { count: 5 } });
  });
});
