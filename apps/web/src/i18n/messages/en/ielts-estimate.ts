/** English messages: the estimated band per criterion (same keys as messages/vi/ielts-estimate.ts). */
import type { ieltsEstimate as vi } from '../vi/ielts-estimate.ts';
import type { Translation } from '../types.ts';

export const ieltsEstimate: Translation<typeof vi> = {
  heading: 'Estimated band per criterion',
  intro:
    "A language model set up by your school marks your answer against IELTS's public band descriptors: one band, one reason and one sentence to improve per criterion.",
  speakingIntro:
    "A language model set up by your school marks the transcripts of your answers against IELTS's public band descriptors. Pronunciation cannot be estimated from text, so it is not here.",
  button: 'Estimate band',
  again: 'Estimate again',
  loading: 'Estimating… (this can take up to a minute)',
  label: "estimate — not an examiner's score",
  model: 'Model: {model}',
  overall: 'Estimated band of the essay',
  overallNote:
    "The mean of the four criteria, rounded to the half band as IELTS's overall band is.",
  band: 'Band {band}',
  reason: 'Reason',
  quote: 'Sentence to improve',
  criteria: {
    taskAchievement: 'Task Achievement',
    taskResponse: 'Task Response',
    coherenceCohesion: 'Coherence and Cohesion',
    fluencyCoherence: 'Fluency and Coherence',
    lexicalResource: 'Lexical Resource',
    grammaticalRange: 'Grammatical Range and Accuracy',
  },
};
