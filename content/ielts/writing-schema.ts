/**
 * Schemas of the Academic Writing tests (issue 10; issue 23 §1-2): Task 2 essays and Task 1
 * visuals, with the notes that teach under each model answer. Content files:
 * content/ielts/writing/writing-<n>.json, validated by content/ielts.test.ts.
 */
import { z } from 'zod';
import { catalogueFields } from './catalogue-fields.ts';

/** Academic Writing Task 1 visuals (issue 23 §1). */
export const WRITING_TASK1_TYPES = [
  'Line Graph',
  'Bar Chart',
  'Pie Chart and Table',
  'Process Diagram',
  'Map',
] as const;

/** The five Task 2 essay types (issue 23 §2). */
export const WRITING_TASK2_TYPES = [
  'Opinion Essay',
  'Discussion Essay',
  'Advantages/Disadvantages Essay',
  'Problem-Solution Essay',
  'Two-Part Question',
] as const;

/** Every value of the catalogue's `task1Type` (spec §3's name for the task's type). */
export const WRITING_TASK_TYPES = [...WRITING_TASK1_TYPES, ...WRITING_TASK2_TYPES] as const;

/** A sentence of the model answer, quoted exactly, and why it works (Vietnamese). */
const quotedNoteSchema = z.object({ quote: z.string().min(20), note: z.string().min(10) });

/**
 * A typical error of Vietnamese learners on this task: the wrong English, the right English and
 * a Vietnamese note on why.
 */
export const guideErrorSchema = z.object({
  wrong: z.string().min(5),
  right: z.string().min(5),
  note: z.string().min(10),
});

/**
 * Notes that teach a Task 2 model (issue 23 §2), in Vietnamese with English quotes: the outline
 * (one line per paragraph), the thesis, one idea written at band 6 and at band 8 with what
 * changes, and three errors Vietnamese learners typically make on the topic.
 */
export const task2GuideSchema = z.object({
  outline: z.array(z.string().min(10)).min(4).max(6),
  thesis: quotedNoteSchema,
  contrast: z.object({
    band6: z.string().min(20),
    band8: z.string().min(20),
    note: z.string().min(10),
  }),
  errors: z.array(guideErrorSchema).length(3),
});
export type Task2Guide = z.infer<typeof task2GuideSchema>;

/**
 * Notes that teach a Task 1 model (issue 23 §1): the outline, the overview sentence, how the
 * model groups the data (Vietnamese), and three typical errors (articles, tense agreement with the
 * chart's time, "increase" vs "rise", …).
 */
export const task1GuideSchema = z.object({
  outline: z.array(z.string().min(10)).min(3).max(5),
  overview: quotedNoteSchema,
  grouping: z.string().min(20),
  errors: z.array(guideErrorSchema).length(3),
});
export type Task1Guide = z.infer<typeof task1GuideSchema>;

/** An Academic Writing Task 2 test (an essay of at least 250 words in 40 minutes). */
export const writingTestSchema = z.object({
  ...catalogueFields,
  skill: z.literal('writing'),
  task: z.literal(2),
  /** Catalogue field of spec §3 (Task 2 essay type). */
  task1Type: z.enum(WRITING_TASK2_TYPES),
  prompt: z.object({
    /** The statement or situation, e.g. "Some people believe that …". */
    statement: z.string().min(30),
    /** The question, e.g. "To what extent do you agree or disagree?" */
    question: z.string().min(10),
  }),
  /** A band 8-9 answer written for this project (≥ 250 words), in paragraphs. */
  modelAnswer: z.array(z.string().min(40)).min(4).max(6),
  /** Why the model answer works: 3-6 short notes in Vietnamese. */
  modelNotes: z.array(z.string().min(10)).min(3).max(6),
  /** Notes that teach (issue 23 §2). */
  modelGuide: task2GuideSchema.optional(),
});
export type WritingTest = z.infer<typeof writingTestSchema>;

/**
 * A line graph or a bar chart: `categories` along the horizontal axis (years, countries, …), one
 * value per category in each series, in `unit` (e.g. "%", "million tonnes", "°C").
 */
export const seriesChartSchema = z.object({
  kind: z.enum(['line', 'bar']),
  title: z.string().min(10),
  /** The axis of the categories, e.g. "Year". */
  xLabel: z.string().min(2),
  /** The value axis, e.g. "Percentage of households". */
  yLabel: z.string().min(2),
  unit: z.string().min(1),
  categories: z.array(z.string().min(1)).min(3).max(12),
  series: z
    .array(z.object({ name: z.string().min(2), values: z.array(z.number()) }))
    .min(1)
    .max(5),
});

/** A pie chart: slices in percent that add up to 100. */
export const pieChartSchema = z.object({
  kind: z.literal('pie'),
  title: z.string().min(10),
  slices: z
    .array(z.object({ label: z.string().min(2), value: z.number().positive() }))
    .min(3)
    .max(8),
});

/** A table: a header row and rows of figures (the first cell of a row is its label). */
export const tableSchema = z.object({
  kind: z.literal('table'),
  title: z.string().min(10),
  /** Column headings after the row label's, e.g. ["2000", "2020"]. */
  columns: z.array(z.string().min(1)).min(1).max(6),
  /** e.g. "%", "US$ million" */
  unit: z.string().min(1),
  rows: z
    .array(z.object({ label: z.string().min(2), values: z.array(z.number()) }))
    .min(2)
    .max(10),
});

/** A process diagram: its stages in order (a cycle returns from the last to the first). */
export const processSchema = z.object({
  kind: z.literal('process'),
  title: z.string().min(10),
  cyclic: z.boolean(),
  stages: z
    .array(z.object({ label: z.string().min(2), detail: z.string().min(2).optional() }))
    .min(5)
    .max(12),
});

/** The kinds of map feature, each drawn in its own style (and named in the data table). */
export const MAP_FEATURE_KINDS = [
  'building',
  'road',
  'path',
  'water',
  'park',
  'trees',
  'field',
  'car-park',
  'sports',
] as const;

/**
 * One map (one year) of a map comparison: features as rectangles on a 100 × 100 grid, north up
 * (x from west to east, y from north to south).
 */
export const mapSchema = z.object({
  kind: z.literal('map'),
  /** e.g. "Riverside in 1995" */
  title: z.string().min(4),
  features: z
    .array(
      z.object({
        label: z.string().min(2),
        kind: z.enum(MAP_FEATURE_KINDS),
        x: z.number().min(0).max(100),
        y: z.number().min(0).max(100),
        w: z.number().positive().max(100),
        h: z.number().positive().max(100),
      }),
    )
    .min(3)
    .max(16),
});

/** A Task 1 visual, drawn by the app from its data (never an image of text). */
export const visualSchema = z.discriminatedUnion('kind', [
  seriesChartSchema,
  pieChartSchema,
  tableSchema,
  processSchema,
  mapSchema,
]);
export type Visual = z.infer<typeof visualSchema>;

/**
 * The time of the visual's data, which sets the tense an answer should keep: 'past' (all data
 * before now: past simple), 'future' (projections: will / is expected to), 'mixed' (past data
 * and projections, or a map then and now), 'present' (a process or current data: present simple).
 */
export const VISUAL_PERIODS = ['past', 'future', 'mixed', 'present'] as const;

/** An Academic Writing Task 1 test: describe a visual in at least 150 words in 20 minutes. */
export const writingTask1TestSchema = z.object({
  ...catalogueFields,
  skill: z.literal('writing'),
  task: z.literal(1),
  task1Type: z.enum(WRITING_TASK1_TYPES),
  prompt: z.object({
    /** e.g. "The line graph below shows …" */
    statement: z.string().min(30),
    /** "Summarise the information by selecting and reporting the main features, and make
     * comparisons where relevant." */
    question: z.string().min(10),
  }),
  /** One visual, or two (a pie chart and a table; a map then and now). */
  visuals: z.array(visualSchema).min(1).max(2),
  period: z.enum(VISUAL_PERIODS),
  /** A band 8-9 answer written for this project (160-190 words), in paragraphs. */
  modelAnswer: z.array(z.string().min(40)).min(3).max(5),
  /** Why the model answer works: 3-6 short notes in Vietnamese. */
  modelNotes: z.array(z.string().min(10)).min(3).max(6),
  modelGuide: task1GuideSchema,
});
export type WritingTask1Test = z.infer<typeof writingTask1TestSchema>;

/** Any writing test, Task 1 or Task 2, told apart by `task`. */
export const anyWritingTestSchema = z.discriminatedUnion('task', [
  writingTask1TestSchema,
  writingTestSchema,
]);
export type AnyWritingTest = z.infer<typeof anyWritingTestSchema>;
