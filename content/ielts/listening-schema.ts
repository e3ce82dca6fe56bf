/**
 * Schemas of the IELTS Listening and Speaking tests and the listening library's lessons (issue
 * 11), validated by the content tests. All scripts, questions, answers and model answers are
 * original, written for this project (facts: ../shared/ielts-facts.md "Formats").
 *
 * A script is a list of turns; each turn names a speaker of the section's `speakers` (with the
 * accent the audio script gives that voice) and what they say. Audio is made from the script by
 * `npm run content:audio`, so a turn holds only speakable text: no stage directions, no brackets.
 */
import { z } from 'zod';
import { catalogueFields } from './schema.ts';

export const ACCENTS = ['british', 'american'] as const;

export const speakerSchema = z.object({
  /** Short id used in the turns, e.g. "A", "receptionist". */
  id: z.string().regex(/^[a-z0-9-]+$/i),
  /** Shown in transcripts, e.g. "Receptionist", "Tom". */
  name: z.string().min(1),
  gender: z.enum(['female', 'male']),
  accent: z.enum(ACCENTS),
});

export const turnSchema = z.object({
  speaker: z.string(),
  text: z
    .string()
    .min(1)
    .refine((t) => !/[[\]{}<>*_]/.test(t), 'speakable text only (no brackets or markup)'),
});

/** The exam's listening question types. */
export const LISTENING_QUESTION_TYPES = [
  'form-completion',
  'note-completion',
  'table-completion',
  'flow-chart-completion',
  'sentence-completion',
  'summary-completion',
  'short-answer',
  'multiple-choice', // one of A-C per question
  'multiple-choice-multi', // choose TWO letters from A-E; one question per letter
  'matching', // statements → options A-F/G
  'map-labelling', // places on a plan → letters A-I on the map
] as const;

const option = z.object({ key: z.string().regex(/^[A-I]$/), text: z.string().min(1) });

export const listeningQuestionSchema = z.object({
  /** 1-40 across the test (section 1: 1-10, 2: 11-20, 3: 21-30, 4: 31-40). */
  number: z.int().min(1).max(40),
  /** As in the reading schema: the question, the sentence with '______', or '' for a {{n}} gap. */
  prompt: z.string(),
  options: z.array(option).optional(),
  /** Key: alternatives '/', optional words '(…)'; written answers appear in the script. */
  answer: z.string().min(1),
  /** Quotes the script line that gives the answer. */
  explanation: z.string().min(10),
});

export const listeningGroupSchema = z.object({
  type: z.enum(LISTENING_QUESTION_TYPES),
  /** The exam's wording, e.g. "Complete the form below. Write ONE WORD AND/OR A NUMBER for each answer." */
  instructions: z.string().min(10),
  maxWords: z.int().min(1).max(3).nullable(),
  numberAllowed: z.boolean(),
  options: z.array(option).optional(),
  title: z.string().optional(),
  /** Form/notes/table/flow-chart text with {{n}} gaps; tables as ' | ' cells per line. */
  context: z.string().optional(),
  /**
   * Map labelling: an SVG drawing of the plan (inline markup, viewBox set, letters A-I drawn at
   * the places the options name; no scripts, no external references).
   */
  map: z.string().startsWith('<svg').optional(),
  questions: z.array(listeningQuestionSchema).min(1),
});

export const listeningSectionSchema = z.object({
  /** 1: everyday conversation (2 speakers); 2: everyday monologue; 3: academic discussion (2-4); 4: lecture. */
  number: z.int().min(1).max(4),
  title: z.string().min(3),
  /** One sentence of context read before the section, e.g. "You will hear a woman booking a course." */
  introduction: z.string().min(10),
  speakers: z.array(speakerSchema).min(1).max(4),
  script: z.array(turnSchema).min(4),
  groups: z.array(listeningGroupSchema).min(1).max(3),
});

export const listeningTestSchema = z.object({
  ...catalogueFields,
  skill: z.literal('listening'),
  sections: z.array(listeningSectionSchema).length(4),
});
export type ListeningTest = z.infer<typeof listeningTestSchema>;

/**
 * What makes a model answer fluent (issue 23 §4): linking words and phrases, extending an answer
 * (a reason, an example, a contrast), fillers used naturally ("Well", "to be honest", "I'd say"),
 * and paraphrasing the question instead of repeating it.
 */
export const SPEAKING_FLUENCY_KINDS = ['linking', 'extending', 'filler', 'paraphrase'] as const;
export type SpeakingFluencyKind = (typeof SPEAKING_FLUENCY_KINDS)[number];

/**
 * Notes under a band 8-9 model answer that teach, written in Vietnamese for Vietnamese learners:
 * useful phrases quoted exactly from the answer (checked verbatim by ielts-listening.test.ts)
 * with what they mean and when to use them, and what makes the answer fluent, each point quoting
 * the words of the answer it is about.
 */
export const speakingNotesSchema = z.object({
  phrases: z
    .array(
      z.object({
        /** Exactly as in the model answer. */
        phrase: z.string().min(3),
        /** Vietnamese: its meaning, and when to use it where that is not plain. */
        note: z.string().min(4),
      }),
    )
    .min(2)
    .max(4),
  fluency: z
    .array(
      z.object({
        kind: z.enum(SPEAKING_FLUENCY_KINDS),
        /** The words of the model answer the point is about, exactly as written there. */
        quote: z.string().min(2),
        /** Vietnamese: why it helps. */
        note: z.string().min(10),
      }),
    )
    .min(1)
    .max(3),
});
export type SpeakingNotes = z.infer<typeof speakingNotesSchema>;

/** A speaking question with its band 8-9 model answer (written for this project) and notes. */
const speakingQuestionSchema = z.object({
  question: z.string().min(5),
  modelAnswer: z.string().min(20),
  notes: speakingNotesSchema,
});

export const speakingTestSchema = z.object({
  ...catalogueFields,
  skill: z.literal('speaking'),
  /**
   * Part 1 as in the exam: three topic frames of 3-4 questions each; the first is the
   * introduction (work or studies, hometown or home), then two other familiar topics. `topic` is
   * the frame's title, shown as the examiner moves on to it.
   */
  part1: z
    .array(
      z.object({
        topic: z.string().min(2),
        questions: z.array(speakingQuestionSchema).min(3).max(4),
      }),
    )
    .length(3),
  /** Part 2: the cue card (1 minute to prepare, up to 2 minutes to speak) and 1-2 follow-ups. */
  part2: z.object({
    /** "Describe a …" */
    task: z.string().min(10),
    /** The card's "You should say:" points. */
    points: z.array(z.string().min(3)).min(3).max(4),
    /** The card's last line, e.g. "and explain why you admire this person." */
    finalPoint: z.string().min(5),
    /** A 2-minute band 8-9 long turn (250-330 words). */
    modelAnswer: z.string().min(200),
    notes: speakingNotesSchema,
    followUps: z.array(speakingQuestionSchema).min(1).max(2),
  }),
  /** Part 3: 4-6 discussion questions linked to Part 2's topic. */
  part3: z.array(speakingQuestionSchema).min(4).max(6),
});
export type SpeakingTest = z.infer<typeof speakingTestSchema>;

/**
 * Listening library levels (spec §2) and their groups (spec §3). 'Nature' was named 'National
 * Geographic' in the spec: these are original narrations, and the name is a trademark (issue 18).
 * The CEFR levels A1 … C1 hold lessons written for them (issue 23 §5; B2 and C1 are talks,
 * interviews, lectures and discussions near IELTS Listening sections 3-4); a level with no
 * lesson file yet is 'coming soon' in the library.
 */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export const LESSON_LEVELS = [...CEFR_LEVELS, 'Nature', 'Test Audios'] as const;

export const lessonSchema = z.object({
  /**
   * e.g. "a1-001", "b1-003", "natgeo-001": the level's code in lower case (natgeo for Nature),
   * then a number (Test Audios lessons are made from the listening tests).
   */
  id: z.string().regex(/^(a1|a2|b1|b2|c1|natgeo)-\d{3}$/),
  title: z.string().min(3),
  /** Vietnamese, one or two sentences. */
  description: z.string().min(10),
  /** The same in English, for the English interface (issue 18). */
  descriptionEn: z.string().min(10),
  level: z.enum([...CEFR_LEVELS, 'Nature']),
  /** Beginner for A1-A2, Intermediate for B1-B2 and Nature, Advanced for C1. */
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  topics: z.array(z.string().min(2)).min(1).max(4),
  speakers: z.array(speakerSchema).min(1).max(3),
  script: z.array(turnSchema).min(4),
});
export type Lesson = z.infer<typeof lessonSchema>;
