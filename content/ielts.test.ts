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
import {
  WRITING_TASK1_TYPES,
  writingTask1TestSchema,
  type Visual,
  type WritingTask1Test,
} from './ielts/writing-schema.ts';

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
      // issue 23 §1: a Writing Task 1 test takes 20 minutes
      const expected = (e: object) => ('task' in e && e.task === 1 ? 20 : minutes);
      expect(entries.every((e) => e.duration === expected(e))).toBe(true);
    }
    // spec §3: speaking and writing Task 2 are all Intermediate (Task 1 spreads the levels)
    const task2 = catalogue.writing.filter((e) => e.task === 2);
    expect([...task2, ...catalogue.speaking].every((e) => e.difficulty === 'Intermediate')).toBe(
      true,
    );
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

/** The numbers of a Task 1 visual: values, and numbers in its labels (years, "2045 (projected)"). */
function visualNumbers(visual: Visual): { values: number[]; labels: number[] } {
  const inText = (text: string) => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  switch (visual.kind) {
    case 'line':
    case 'bar':
      return {
        values: visual.series.flatMap((s) => s.values),
        labels: [visual.title, ...visual.categories, ...visual.series.map((s) => s.name)].flatMap(
          inText,
        ),
      };
    case 'pie':
      return { values: visual.slices.map((s) => s.value), labels: inText(visual.title) };
    case 'table':
      return {
        values: visual.rows.flatMap((r) => r.values),
        labels: [visual.title, ...visual.columns].flatMap(inText),
      };
    default:
      return { values: [], labels: inText(visual.title) };
  }
}

/** Single-quoted English pieces of a Vietnamese note ('…' marks a cut). */
function quotedPieces(note: string): string[] {
  return [...note.matchAll(/'([^']+)'/g)]
    .flatMap(([, quote]) => quote!.split('…'))
    .map((piece) => piece.replace(/[.?!]+$/, '').trim())
    .filter((piece) => piece !== '');
}

const TASK1_NUMBERS = [6, 7, 8, 9, 10];
const TASK1_QUESTION =
  'Summarise the information by selecting and reporting the main features, and make comparisons where relevant.';

describe.each(TASK1_NUMBERS)('writing Task 1 test %i (issue 23 §1)', (n) => {
  const path = `ielts/writing/writing-${n}.json`;
  const test: WritingTask1Test = writingTask1TestSchema.parse(read(path));
  const answer = test.modelAnswer.join(' ');

  it('is listed as a Task 1 test of 20 minutes with its visual type', () => {
    expect(catalogue.writing.find((e) => e.id === test.id)).toMatchObject({
      task: 1,
      duration: 20,
      task1Type: test.task1Type,
      contentPath: path,
    });
  });

  it('asks in the exam words and has the visuals of its type', () => {
    expect(test.prompt.statement).toMatch(/^The .+ below shows?\b/);
    expect(test.prompt.question).toBe(TASK1_QUESTION);
    const kinds = test.visuals.map((v) => v.kind).join('+');
    const expected = {
      'Line Graph': 'line',
      'Bar Chart': 'bar',
      'Pie Chart and Table': 'pie+table',
      'Process Diagram': 'process',
      Map: 'map+map',
    }[test.task1Type];
    expect(kinds).toBe(expected);
    if (test.task1Type === 'Process Diagram') expect(test.period).toBe('present');
  });

  it('draws from consistent data (series, table rows, pie slices)', () => {
    for (const visual of test.visuals) {
      if (visual.kind === 'line' || visual.kind === 'bar') {
        for (const s of visual.series)
          expect(s.values, s.name).toHaveLength(visual.categories.length);
      }
      if (visual.kind === 'table') {
        for (const r of visual.rows) expect(r.values, r.label).toHaveLength(visual.columns.length);
      }
      if (visual.kind === 'pie') {
        const total = visual.slices.reduce((sum, s) => sum + s.value, 0);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.5);
      }
      if (visual.kind === 'map') {
        for (const f of visual.features) {
          expect(f.x + f.w, f.label).toBeLessThanOrEqual(100);
          expect(f.y + f.h, f.label).toBeLessThanOrEqual(100);
        }
        // only roads and paths may cross other features
        const areas = visual.features.filter((f) => f.kind !== 'road' && f.kind !== 'path');
        const overlapping = areas.flatMap((a, i) =>
          areas
            .slice(i + 1)
            .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
            .map((b) => `${a.label} / ${b.label}`),
        );
        expect(overlapping, visual.title).toEqual([]);
      }
    }
  });

  it('has a model answer of 160-190 words: intro, overview, details', () => {
    const count = words(answer);
    expect(count).toBeGreaterThanOrEqual(160);
    expect(count).toBeLessThanOrEqual(190);
    const overview = test.modelAnswer[1]!;
    expect(/^Overall,/.test(overview) || /it is clear that|in general/i.test(overview)).toBe(true);
    expect(overview).toContain(test.modelGuide.overview.quote);
    expect(test.modelGuide.outline).toHaveLength(test.modelAnswer.length);
  });

  it('writes only numbers of the data (a value, a label, or a sum or difference of two values)', () => {
    const { values, labels } = test.visuals.map(visualNumbers).reduce((a, b) => ({
      values: [...a.values, ...b.values],
      labels: [...a.labels, ...b.labels],
    }));
    const allowed = new Set([...values, ...labels]);
    for (const a of values) for (const b of values) allowed.add(a + b).add(Math.abs(a - b));
    for (const [digits] of answer.matchAll(/\d+(?:[.,]\d+)*/g)) {
      expect(allowed.has(Number(digits.replace(/,/g, ''))), digits).toBe(true);
    }
  });

  it("quotes its own model answer exactly in the notes ('…' marks a cut)", () => {
    const guide = test.modelGuide;
    const notes = [...test.modelNotes, ...guide.outline, guide.grouping, guide.overview.note];
    for (const note of notes) {
      for (const piece of quotedPieces(note)) expect(answer, note).toContain(piece);
    }
    for (const error of guide.errors) expect(error.wrong).not.toBe(error.right);
  });
});

describe('writing Task 1 tests together', () => {
  it('cover the five Task 1 types and spread the difficulty levels', () => {
    const tests = TASK1_NUMBERS.map((n) =>
      writingTask1TestSchema.parse(read(`ielts/writing/writing-${n}.json`)),
    );
    expect(new Set(tests.map((t) => t.task1Type))).toEqual(new Set(WRITING_TASK1_TYPES));
    expect(new Set(tests.map((t) => t.difficulty)).size).toBe(3);
  });
});
