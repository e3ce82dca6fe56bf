/**
 * The tenses of a Task 1 answer (issue 23 §1), from word lists (no parser). Pure.
 *
 * Each sentence's finite verbs describing the data are counted as past, present or future:
 * - future: "will", "'ll", "is/are going to", and "be" + expected / projected / predicted /
 *   forecast / estimated / anticipated / likely / set / due + "to" (the "be" is not counted again);
 * - past: was, were, had, did, and the past simple of the verbs of data description (rose, fell,
 *   increased, remained, peaked, accounted, saw, …; TREND_VERBS), unless a form of "be" or
 *   "have" comes just before (then it is a participle of a verb already counted);
 * - present: is, are, am, has, have, does, do, and the -s form of the TREND_VERBS (rises,
 *   increases, remains, …), unless a determiner or adjective comes just before ("the rises",
 *   "a sharp increase": a noun). A bare form after a plural subject ("figures rise") is not
 *   counted (it cannot be told from a noun without a parser).
 * Not counted: the verbs that introduce the visual (shows, illustrates, compares, …) and the
 * frames of an overview ("it is clear that", "it can be seen that", "it is worth noting").
 *
 * The expected tense follows the visual's `period`: past → past simple (present and future are
 * wrong), future → future forms (a sentence with a present or past verb and no future form is
 * wrong), present (processes, current data) → present simple, active or passive (past is wrong),
 * mixed → every tense is right. A sentence with a wrong-tense verb is flagged; the wrong share
 * is the flagged sentences' wrong verbs over all verbs counted, in percent with one decimal.
 */

export type Tense = 'past' | 'present' | 'future';
export type Task1Period = 'past' | 'future' | 'present' | 'mixed';

/** Verbs of data description: base, past simple (the -s form is built). */
const TREND_VERBS: readonly [string, string][] = [
  ['rise', 'rose'],
  ['fall', 'fell'],
  ['grow', 'grew'],
  ['increase', 'increased'],
  ['decrease', 'decreased'],
  ['decline', 'declined'],
  ['drop', 'dropped'],
  ['remain', 'remained'],
  ['stay', 'stayed'],
  ['reach', 'reached'],
  ['peak', 'peaked'],
  ['account', 'accounted'],
  ['stand', 'stood'],
  ['fluctuate', 'fluctuated'],
  ['double', 'doubled'],
  ['triple', 'tripled'],
  ['halve', 'halved'],
  ['climb', 'climbed'],
  ['dip', 'dipped'],
  ['plummet', 'plummeted'],
  ['soar', 'soared'],
  ['surge', 'surged'],
  ['exceed', 'exceeded'],
  ['overtake', 'overtook'],
  ['recover', 'recovered'],
  ['make', 'made'],
  ['comprise', 'comprised'],
  ['represent', 'represented'],
  ['constitute', 'constituted'],
  ['go', 'went'],
  ['end', 'ended'],
  ['start', 'started'],
  ['begin', 'began'],
  ['hit', 'hit'],
  ['surpass', 'surpassed'],
  ['outnumber', 'outnumbered'],
  ['see', 'saw'],
  ['experience', 'experienced'],
  ['witness', 'witnessed'],
  ['show', 'showed'],
  ['become', 'became'],
  ['plateau', 'plateaued'],
  ['continue', 'continued'],
  ['shrink', 'shrank'],
  ['expand', 'expanded'],
  ['spend', 'spent'],
  ['produce', 'produced'],
  ['consume', 'consumed'],
];

function thirdPerson(base: string): string {
  if (/(s|sh|ch|x|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

const PAST = new Set(['was', 'were', 'had', 'did', ...TREND_VERBS.map(([, past]) => past)]);
const PRESENT = new Set([
  'is',
  'are',
  'am',
  'has',
  'have',
  'does',
  'do',
  ...TREND_VERBS.map(([base]) => thirdPerson(base)),
]);
/** Words after which a verb form is a participle (its auxiliary was counted). */
const AUXILIARY = new Set([
  'be',
  'been',
  'being',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
]);
/** Words after which an -s form is a noun ("the rises", "a sharp increase"). */
const NOUN_BEFORE = new Set(
  'the a an these those this its their his her our two three four several many some further few small slight sharp significant steady gradual dramatic considerable marked big large huge similar minor major sudden noticeable modest substantial rapid of in with by and or no any more other such is are was were'.split(
    ' ',
  ),
);
/** Verbs that introduce the visual, and overview frames: never counted. */
const FRAMES = [
  /\b(?:shows?|illustrates?|compares?|depicts?|gives?|presents?|provides?|indicates?|reveals?|displays?|describes?|outlines?|highlights?|demonstrates?|details?|summari[sz]es?)\b/g,
  /\b(?:it|this) (?:is|was) (?:clear|evident|apparent|obvious|noticeable|interesting|notable|striking|worth noting)\b/g,
  /\b(?:it )?(?:can|could) be (?:seen|noticed|observed)\b/g,
];
const FUTURE =
  /\b(?:will|'ll|(?:is|are|am) going to|(?:is|are|was|were|be) (?:expected|projected|predicted|forecast|estimated|anticipated|likely|set|due) to)\b/g;

/** Counts of one sentence's finite verbs by tense. */
export type TenseCounts = Record<Tense, number>;

/** Counts the finite verbs of one sentence by tense (see the module docstring). */
export function sentenceTenses(sentence: string): TenseCounts {
  let text = sentence.toLowerCase().replace(/[’‘]/g, "'");
  const counts: TenseCounts = { past: 0, present: 0, future: 0 };
  for (const frame of FRAMES) text = text.replace(frame, ' ');
  text = text.replace(FUTURE, () => {
    counts.future += 1;
    return ' ';
  });
  const words = text.match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    if (PAST.has(word) && !(before && AUXILIARY.has(before))) {
      counts.past += 1;
    } else if (PRESENT.has(word) && !(before && NOUN_BEFORE.has(before))) {
      counts.present += 1;
    }
  });
  return counts;
}

/** The wrong tenses of a sentence for `period`, given its counts. */
export function wrongTenses(period: Task1Period, counts: TenseCounts): Tense[] {
  if (period === 'past') return (['present', 'future'] as const).filter((t) => counts[t] > 0);
  if (period === 'present') return counts.past > 0 ? ['past'] : [];
  if (period === 'future' && counts.future === 0) {
    return (['present', 'past'] as const).filter((t) => counts[t] > 0);
  }
  return [];
}
