import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentPath } from './paths.ts';
import { copiedRuns, filledGaps, firstAlternative } from './copied-words.ts';
import { firstOutOfOrder, isOrderedType } from './script-order.ts';
import { catalogueSchema } from './ielts/schema.ts';
import {
  lessonSchema,
  listeningTestSchema,
  SPEAKING_FLUENCY_KINDS,
  speakingTestSchema,
  type Lesson,
  type ListeningTest,
} from './ielts/listening-schema.ts';

/**
 * Issue 11 content (original, written for this project): Listening tests (4 sections of 10
 * questions, every written answer in its section's script, within the word limit), Speaking
 * tests (three parts with model answers) and the listening library's lessons.
 */
const read = (...path: string[]): unknown => JSON.parse(readFileSync(contentPath(...path), 'utf8'));
const catalogue = catalogueSchema.parse(read('ielts', 'catalogue.json'));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each([1, 2, 3, 4, 5])('listening test %i', (n) => {
  const file = contentPath('ielts', 'listening', `listening-${n}.json`);
  const test: ListeningTest | null = existsSync(file)
    ? listeningTestSchema.parse(read('ielts', 'listening', `listening-${n}.json`))
    : null;

  it.runIf(test)('has 4 sections of 10 questions, numbered 1-40, with known speakers', () => {
    const numbers = test!.sections.flatMap((s) =>
      s.groups.flatMap((g) => g.questions.map((q) => q.number)),
    );
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const section of test!.sections) {
      expect(section.groups.reduce((sum, g) => sum + g.questions.length, 0)).toBe(10);
      const ids = new Set(section.speakers.map((s) => s.id));
      for (const turn of section.script) expect(ids.has(turn.speaker), turn.speaker).toBe(true);
    }
    expect(test!.sections.map((s) => s.number)).toEqual([1, 2, 3, 4]);
  });

  it.runIf(test)('answers from the options or from the script, within the word limit', () => {
    for (const section of test!.sections) {
      const script = section.script
        .map((t) => t.text)
        .join(' ')
        .toLowerCase();
      for (const group of section.groups) {
        for (const q of group.questions) {
          if (group.maxWords === null) {
            const keys = (q.options ?? group.options ?? []).map((o) => o.key);
            expect(keys, `question ${q.number}`).toContain(q.answer);
            continue;
          }
          const alternatives = q.answer.split('/');
          const inScript = alternatives.some((a) =>
            script.includes(
              a
                .replace(/\([^)]*\)/g, '')
                .replace(/\s+/g, ' ')
                .trim()
                .toLowerCase(),
            ),
          );
          expect(inScript, `question ${q.number}: ${q.answer}`).toBe(true);
          for (const a of alternatives) {
            const counted = a
              .replace(/[()]/g, '')
              .trim()
              .split(/\s+/)
              .filter((w) => !(group.numberAllowed && /^\d[\d.,:%]*$/.test(w)));
            expect(counted.length, `question ${q.number}`).toBeLessThanOrEqual(group.maxWords);
          }
          if (group.context) expect(group.context).toContain(`{{${q.number}}}`);
        }
        if (group.type === 'map-labelling') expect(group.map).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
        if (group.map) expect(group.map).not.toMatch(/<script|href=|xlink:href/i);
      }
    }
  });

  it.runIf(test)(
    'words its completion and short-answer items in paraphrase, not 6+ words of the script',
    () => {
      for (const section of test!.sections) {
        const script = section.script.map((t) => t.text).join(' ');
        for (const group of section.groups.filter((g) => /completion|short-answer/.test(g.type))) {
          const answerOf = (n: number) =>
            firstAlternative(group.questions.find((q) => q.number === n)!.answer);
          const texts = [
            filledGaps(group.context ?? '', answerOf),
            ...group.questions.map((q) => filledGaps(q.prompt, answerOf, q.number)),
          ];
          for (const text of texts) expect(copiedRuns(text, script), text).toEqual([]);
        }
      }
    },
  );

  it.runIf(test)('gives the answers in question order across its groups (script-order.ts)', () => {
    for (const section of test!.sections) {
      const script = section.script.map((t) => t.text).join(' ');
      const questions = section.groups
        .filter((g) => isOrderedType(g.type))
        .flatMap((g) => g.questions.map((q) => ({ ...q, written: g.maxWords !== null })));
      expect(firstOutOfOrder(questions, script), `section ${section.number}`).toBeNull();
    }
  });

  it.runIf(test)('uses at least 6 question types and matches its catalogue entry', () => {
    const types = new Set(test!.sections.flatMap((s) => s.groups.map((g) => g.type)));
    expect(types.size).toBeGreaterThanOrEqual(6);
    const entry = catalogue.listening[n - 1]!;
    expect(test).toMatchObject({ id: entry.id, title: entry.title, topics: entry.topics });
  });
});

describe.each([1, 2, 3, 4, 5])('speaking test %i', (n) => {
  const file = contentPath('ielts', 'speaking', `speaking-${n}.json`);
  it.runIf(existsSync(file))('has the three parts with model answers of the right length', () => {
    const test = speakingTestSchema.parse(read('ielts', 'speaking', `speaking-${n}.json`));
    const entry = catalogue.speaking[n - 1]!;
    expect(test).toMatchObject({ id: entry.id, title: entry.title, topics: entry.topics });
    const part2 = words(test.part2.modelAnswer);
    expect(part2).toBeGreaterThanOrEqual(250);
    expect(part2).toBeLessThanOrEqual(330);
    for (const q of test.part1.flatMap((t) => t.questions)) {
      expect(words(q.modelAnswer), q.question).toBeGreaterThanOrEqual(20);
    }
    for (const q of test.part3) expect(words(q.modelAnswer), q.question).toBeGreaterThanOrEqual(50);
  });

  it.runIf(existsSync(file))(
    'asks Part 1 in three topic frames of 3-4 questions, the first the introduction',
    () => {
      const test = speakingTestSchema.parse(read('ielts', 'speaking', `speaking-${n}.json`));
      expect(test.part1).toHaveLength(3);
      for (const frame of test.part1) {
        expect(frame.questions.length, frame.topic).toBeGreaterThanOrEqual(3);
        expect(frame.questions.length, frame.topic).toBeLessThanOrEqual(4);
      }
      // the exam opens with work or studies, or where the candidate lives
      expect(test.part1[0]!.topic).toMatch(/work|stud|home|live/i);
      expect(new Set(test.part1.map((f) => f.topic)).size).toBe(3);
    },
  );

  it.runIf(existsSync(file))(
    'quotes every phrase and fluency point of its notes exactly from its model answer',
    () => {
      const test = speakingTestSchema.parse(read('ielts', 'speaking', `speaking-${n}.json`));
      const answers = [
        ...test.part1.flatMap((f) => f.questions),
        test.part2,
        ...test.part2.followUps,
        ...test.part3,
      ];
      for (const answer of answers) {
        const where = 'question' in answer ? answer.question : test.part2.task;
        for (const { phrase } of answer.notes.phrases) {
          expect(answer.modelAnswer, `${where}: "${phrase}"`).toContain(phrase);
        }
        for (const { quote } of answer.notes.fluency) {
          expect(answer.modelAnswer, `${where}: "${quote}"`).toContain(quote);
        }
      }
      // every kind of fluency point is taught somewhere in the test
      const kinds = new Set(answers.flatMap((a) => a.notes.fluency.map((f) => f.kind)));
      expect([...kinds].sort()).toEqual([...SPEAKING_FLUENCY_KINDS].sort());
    },
  );
});

describe('listening library lessons', () => {
  const dir = contentPath('lessons');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

  it.each(files)('%s is a valid lesson with known speakers', (file) => {
    const lesson = lessonSchema.parse(read('lessons', file));
    expect(`${lesson.id}.json`).toBe(file);
    const ids = new Set(lesson.speakers.map((s) => s.id));
    for (const turn of lesson.script) expect(ids.has(turn.speaker)).toBe(true);
    const length = words(lesson.script.map((t) => t.text).join(' '));
    // A1: short graded texts; issue 23 §5: A2 150-250 and B1 250-380 words (a little slack),
    // B2 a talk or discussion of 380-520 and C1 a lecture or panel of 480-650 words; Nature: at
    // least 8 minutes at ~150 words a minute
    const ranges: Record<Lesson['level'], readonly [number, number]> = {
      A1: [1, 260],
      A2: [150, 260],
      B1: [250, 400],
      B2: [380, 520],
      C1: [480, 650],
      Nature: [1200, Infinity],
    };
    const [min, max] = ranges[lesson.level];
    expect(length, `${lesson.id}: ${length} words`).toBeGreaterThanOrEqual(min);
    expect(length, `${lesson.id}: ${length} words`).toBeLessThanOrEqual(max);
  });
});
