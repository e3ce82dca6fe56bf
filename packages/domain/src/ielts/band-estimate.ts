/**
 * The estimated band of a Writing or Speaking answer by a school's language model (issue 23 §3,
 * LLM_URL): which criteria are estimated, what a band may be, and how the criteria combine.
 * Pure: the prompt is in band-estimate-prompt.ts, the HTTP call in the server's providers/llm.
 *
 * Criteria (the public IELTS band descriptors' four criteria per skill):
 * - Writing Task 1: Task Achievement, Coherence and Cohesion, Lexical Resource, Grammatical
 *   Range and Accuracy; Task 2 the same with Task Response in place of Task Achievement.
 * - Speaking: Fluency and Coherence, Lexical Resource, Grammatical Range and Accuracy.
 *   Pronunciation is never estimated: a transcript does not carry it.
 */

/** Every criterion the model may be asked about (ids used in the prompt, the API and the web). */
export const BAND_CRITERIA = [
  'taskAchievement',
  'taskResponse',
  'coherenceCohesion',
  'fluencyCoherence',
  'lexicalResource',
  'grammaticalRange',
] as const;
export type BandCriterion = (typeof BAND_CRITERIA)[number];

/** The skills with an estimate (Reading and Listening are marked from their keys instead). */
export const ESTIMATE_SKILLS = ['writing', 'speaking'] as const;
export type EstimateSkill = (typeof ESTIMATE_SKILLS)[number];

/** A Writing task: 1 (describe a visual) or 2 (essay). */
export type WritingTaskNumber = 1 | 2;

/** The criteria's names as the public band descriptors write them (English, for the prompt). */
export const BAND_CRITERION_NAMES: Readonly<Record<BandCriterion, string>> = {
  taskAchievement: 'Task Achievement',
  taskResponse: 'Task Response',
  coherenceCohesion: 'Coherence and Cohesion',
  fluencyCoherence: 'Fluency and Coherence',
  lexicalResource: 'Lexical Resource',
  grammaticalRange: 'Grammatical Range and Accuracy',
};

/**
 * The criteria estimated for a skill, in the descriptors' order. `task` matters for Writing only
 * (absent or 2: Task Response; 1: Task Achievement).
 */
export function estimateCriteria(
  skill: EstimateSkill,
  task?: WritingTaskNumber | null,
): readonly BandCriterion[] {
  if (skill === 'speaking') return ['fluencyCoherence', 'lexicalResource', 'grammaticalRange'];
  return [
    task === 1 ? 'taskAchievement' : 'taskResponse',
    'coherenceCohesion',
    'lexicalResource',
    'grammaticalRange',
  ];
}

/** True for a band IELTS can give a criterion: 0 to 9 in steps of 0.5. */
export function isHalfBand(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 9 && Number.isInteger(value * 2);
}

/**
 * A mean rounded to the half band as ielts.org rounds the overall band: to the nearest whole or
 * half band, a quarter rounding up (6.25 → 6.5, 6.75 → 7, 6.125 → 6).
 */
export function roundToHalfBand(mean: number): number {
  // the small epsilon keeps 6.25 from becoming 6 through floating-point error in the mean
  return Math.floor(mean * 2 + 0.5 + 1e-9) / 2;
}

/**
 * The estimated overall band of a Writing task: the mean of its four criterion bands, rounded by
 * roundToHalfBand. IELTS does not publish how examiners combine the criteria of a task, so this
 * applies the published rule of the overall band; it is an estimate like the bands themselves.
 * Speaking has none (null): without Pronunciation a mean of three criteria would not be the
 * Speaking band.
 * @returns null for Speaking or when `bands` is empty.
 */
export function estimateOverall(skill: EstimateSkill, bands: readonly number[]): number | null {
  if (skill !== 'writing' || bands.length === 0) return null;
  return roundToHalfBand(bands.reduce((sum, band) => sum + band, 0) / bands.length);
}
