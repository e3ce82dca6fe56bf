/**
 * Every place a card's back is asked, offered, shown as a clue or said uses its answer only:
 * the note lines (card-notes.ts: "Ví dụ: …" holds the term) never reach a question.
 */
import { describe, expect, it } from 'vitest';
import { createDictation } from '../games/dictation.ts';
import { cardsWithDistinctSides, type GameCard } from '../games/cards.ts';
import { dealMatching, MATCHING_DIFFICULTIES } from '../games/matching.ts';
import { buildQuizQuestions } from '../games/quiz.ts';
import { mulberry32 } from '../games/random.ts';
import { createSpellingBee } from '../games/spelling-bee.ts';
import { createWordBuilder } from '../games/word-builder.ts';
import { generateWordSearch } from '../games/word-search-grid.ts';
import { learnChoiceOptions } from '../learn/learn.ts';
import { buildTest, gradeTest } from '../learn/test-mode.ts';
import { initialSetPlayback, phasePlan } from '../player/set-playback.ts';

const WORDS = ['evidence', 'approach', 'concept', 'analyse', 'factor', 'policy'];

/** Starter-like cards: a meaning, an example holding the term, a collocation. */
const cards: GameCard[] = WORDS.map((word, i) => ({
  id: `c${i}`,
  front: word,
  back: `nghĩa ${i}\nVí dụ: The ${word} matters.\nCollocation: a key ${word}`,
}));

const meanings = WORDS.map((_, i) => `nghĩa ${i}`);
const noNotes = (text: string) => {
  expect(text).not.toMatch(/Ví dụ|Collocation/u);
  expect(meanings).toContain(text);
};

describe('the note lines stay out of questions', () => {
  it('Learn: the options are answers only', () => {
    const options = learnChoiceOptions(cards, cards[0]!, mulberry32(1));
    expect(options).toHaveLength(4);
    // the web shows backAnswer(option.back); the options are distinct by their answers
    const same = cards.map((c, i) => ({ ...c, back: `nghĩa 0\nVí dụ: other ${i}` }));
    expect(learnChoiceOptions(same, same[0]!, mulberry32(1))).toEqual([same[0]]);
  });

  it('Test: meanings, options and the shown meaning are answers; written answers check them', () => {
    const sheet = buildTest(
      cards,
      { count: 6, kinds: ['true-false', 'choice', 'matching', 'written'] },
      mulberry32(7),
    );
    for (const question of sheet.questions) {
      noNotes(question.meaning);
      if (question.kind === 'true-false') noNotes(question.shown);
      if (question.kind === 'choice' || question.kind === 'matching') {
        for (const option of question.options) noNotes(option.text);
      }
    }
    const written = sheet.questions.find((q) => q.kind === 'written')!;
    const grade = gradeTest(sheet, { [written.id]: written.meaning });
    expect(grade.questions.find((q) => q.questionId === written.id)!.right).toBe(true);
  });

  it('the games: clues, tiles and options are answers', () => {
    const random = mulberry32(3);
    for (const word of createSpellingBee(cards, random).words) noNotes(word.definition);
    for (const word of createDictation(cards, random).words) noNotes(word.definition);
    for (const word of createWordBuilder(cards, random).words) noNotes(word.definition);
    for (const word of generateWordSearch(cards, 'easy', random).words) noNotes(word.definition);
    for (const tile of dealMatching(cards, MATCHING_DIFFICULTIES[0]!, random)) {
      if (tile.side === 'back') noNotes(tile.text);
    }
    for (const question of buildQuizQuestions(cards, random)) {
      if (question.direction === 'back-to-front') noNotes(question.prompt);
      else for (const option of question.options) noNotes(option.text);
    }
  });

  it('two cards whose answers are the same count once', () => {
    const twins = [cards[0]!, { ...cards[1]!, back: 'nghĩa 0\nVí dụ: another sentence.' }];
    expect(cardsWithDistinctSides(twins)).toEqual([cards[0]]);
  });

  it('Listen to a set says the answer only', () => {
    const state = { ...initialSetPlayback(cards.length), phase: 'meaning' as const };
    const plan = phasePlan(state, cards[0]!, { english: true, vietnamese: true });
    expect(plan.speech?.text).toBe('nghĩa 0');
    const silent = phasePlan(state, cards[0]!, { english: true, vietnamese: false });
    expect(silent.ms).toBe(
      phasePlan(state, { front: 'x', back: 'nghĩa 0' }, { english: true, vietnamese: false }).ms,
    );
  });
});
