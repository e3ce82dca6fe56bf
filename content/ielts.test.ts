import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPath } from './paths.ts';
import { copiedRuns, filledGaps, firstAlternative } from './copied-words.ts';
import {
  catalogueSchema,
  FROM_PASSAGE_TYPES,
  OPTION_TYPES,
  READING_QUESTION_TYPES,
  readingTestSchema,
  writingTestSchema,
  type ReadingTest,
} from './ielts/schema.ts';

/**
 * Issue 10: the IELTS catalogue and every test content file (original, written for this
 * project) pass their schemas and the exam's shape (ielts-facts.md "Formats").
 */
const catalogue = catalogueSchema.parse(
  JSON.parse(readFileSync(contentPath('ielts', 'catalogue.json'), 'utf8')),
);
const read = (path: string): unknown => JSON.parse(readFileSync(contentPath(path), 'utf8'));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('IELTS catalogue (spec §3)', () => {
  it('lists the tests of each skill numbered from 1 without gaps, with the spec durations', () => {
    for (const [skill, entries] of Object.entries(catalogue)) {
      const numbers = entries.map((_e, i) => i + 1);
      expect(entries.map((e) => e.testNumber)).toEqual(numbers);
      expect(entries.map((e) => e.id)).toEqual(numbers.map((n) => `${skill}-${n}`));
      const minutes = { reading: 60, listening: 30, writing: 40, speaking: 15 }[skill];
      // a Writing Task 1 test takes 20 minutes (issue 23 §1)
      const expected = (e: (typeof entries)[number]) =>
        'task' in e && e.task === 1 ? 20 : minutes;
      expect(entries.every((e) => e.duration === expected(e))).toBe(true);
    }
    // spec §3: speaking and writing are all Intermediate
    expect(
      [...catalogue.writing, ...catalogue.speaking].every((e) => e.difficulty === 'Intermediate'),
    ).toBe(true);
  });

  it('matches each content file that exists (title, description, difficulty, topics)', () => {
    for (const entries of Object.values(catalogue)) {
      for (const entry of entries) {
        if (!existsSync(contentPath(entry.contentPath))) continue;
        const test = read(entry.contentPath) as Record<string, unknown>;
        expect(test).toMatchObject({
          id: entry.id,
          testNumber: entry.testNumber,
          title: entry.title,
          description: entry.description,
          descriptionEn: entry.descriptionEn,
          difficulty: entry.difficulty,
          topics: entry.topics,
        });
      }
    }
  });
});

describe.each([1, 2, 3, 4, 5])('reading test %i', (n) => {
  const path = `ielts/reading/reading-${n}.json`;
  const test: ReadingTest = readingTestSchema.parse(read(path));

  it('has 3 passages of 700-950 words (2,150-2,750 in all)', () => {
    const counts = test.passages.map((p) => words(p.paragraphs.map((q) => q.text).join(' ')));
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(700);
    for (const count of counts) expect(count).toBeLessThanOrEqual(950);
    const total = counts.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(2150);
    expect(total).toBeLessThanOrEqual(2750);
  });

  it('has questions 1-40 in order, at least 7 question types, every group on a passage', () => {
    const numbers = test.groups.flatMap((g) => g.questions.map((q) => q.number));
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(test.groups.map((g) => g.type)).size).toBeGreaterThanOrEqual(7);
    const passages = test.groups.map((g) => g.passage);
    expect([...passages].sort()).toEqual(passages);
    expect(new Set(passages)).toEqual(new Set([1, 2, 3]));
  });

  it('answers option questions with one of the options', () => {
    for (const group of test.groups.filter((g) => OPTION_TYPES.includes(g.type))) {
      for (const q of group.questions) {
        const keys = (q.options ?? group.options ?? []).map((o) => o.key);
        expect(keys, `question ${q.number}`).toContain(q.answer);
      }
    }
    for (const group of test.groups) {
      if (group.type === 'true-false-not-given') {
        for (const q of group.questions) expect(['TRUE', 'FALSE', 'NOT GIVEN']).toContain(q.answer);
      }
      if (group.type === 'yes-no-not-given') {
        for (const q of group.questions) expect(['YES', 'NO', 'NOT GIVEN']).toContain(q.answer);
      }
      if (group.type === 'matching-headings') {
        expect(group.options!.length).toBeGreaterThan(group.questions.length);
      }
    }
  });

  it('takes completion answers from the passage, within the word limit', () => {
    for (const group of test.groups.filter((g) => FROM_PASSAGE_TYPES.includes(g.type))) {
      const text = test.passages[group.passage - 1]!.paragraphs.map((p) => p.text)
        .join(' ')
        .toLowerCase();
      expect(group.maxWords, `group of ${group.questions[0]!.number}`).not.toBeNull();
      for (const q of group.questions) {
        for (const alternative of q.answer.split('/')) {
          const bare = alternative
            .replace(/\([^)]*\)/g, '')
            .replace(/\s+/g, ' ')
            .trim()
            .toLowerCase();
          expect(text, `question ${q.number}: ${alternative}`).toContain(bare);
          const full = alternative.replace(/[()]/g, '').trim().split(/\s+/);
          const counted = full.filter((w) => !(group.numberAllowed && /^\d[\d.,:%]*$/.test(w)));
          expect(counted.length, `question ${q.number}`).toBeLessThanOrEqual(group.maxWords!);
        }
      }
      if (group.context) {
        for (const q of group.questions) expect(group.context).toContain(`{{${q.number}}}`);
      }
    }
  });

  it('words its completion and short-answer items in paraphrase, not 6+ words of the passage', () => {
    for (const group of test.groups.filter((g) => /completion|short-answer/.test(g.type))) {
      const passage = test.passages[group.passage - 1]!.paragraphs.map((p) => p.text).join(' ');
      const answerOf = (n: number) => {
        const q = group.questions.find((question) => question.number === n)!;
        const option = (q.options ?? group.options)?.find((o) => o.key === q.answer);
        return option?.text ?? firstAlternative(q.answer);
      };
      const texts = [
        filledGaps(group.context ?? '', answerOf),
        ...group.questions.map((q) => filledGaps(q.prompt, answerOf, q.number)),
      ];
      for (const text of texts) expect(copiedRuns(text, passage), text).toEqual([]);
    }
  });

  it('writes a table as rows with as many cells as its header', () => {
    for (const group of test.groups.filter((g) => g.type === 'table-completion')) {
      const [header, ...rows] = group.context!.split('\n').map((line) => line.split(' | '));
      expect(header!.length, `table of ${group.questions[0]!.number}`).toBeGreaterThanOrEqual(2);
      for (const row of rows) expect(row).toHaveLength(header!.length);
    }
  });

  it('explains every answer', () => {
    for (const q of test.groups.flatMap((g) => g.questions)) {
      expect(q.explanation.length, `question ${q.number}`).toBeGreaterThan(10);
    }
  });
});

describe('reading tests together', () => {
  it('use every reading question type at least once (table completion included)', () => {
    const tests = [1, 2, 3, 4, 5].map((n) =>
      readingTestSchema.parse(read(`ielts/reading/reading-${n}.json`)),
    );
    const used = new Set(tests.flatMap((t) => t.groups.map((g) => g.type)));
    expect([...READING_QUESTION_TYPES].filter((type) => !used.has(type))).toEqual([]);
  });
});

describe.each([1, 2, 3, 4, 5])('writing test %i', (n) => {
  const test = writingTestSchema.parse(read(`ielts/writing/writing-${n}.json`));

  it('has a Task 2 prompt and a model answer of at least 250 words', () => {
    expect(test.prompt.question).toMatch(/\?|\.$/);
    expect(words(test.modelAnswer.join(' '))).toBeGreaterThanOrEqual(250);
  });

  it("quotes its own model answer or prompt exactly in the notes ('…' marks a cut)", () => {
    const source = [test.prompt.statement, test.prompt.question, ...test.modelAnswer].join(' ');
    for (const note of test.modelNotes) {
      for (const [, quote] of note.matchAll(/'([^']+)'/g)) {
        for (const piece of quote!.split('…')) {
          const bare = piece.replace(/[.?!]+$/, '').trim();
          if (bare !== '') expect(source, note).toContain(bare);
        }
      }
    }
  });
});
