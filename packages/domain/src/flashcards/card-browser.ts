/**
 * Rules of the card browser (issue 19 §3, "Find any card"): which cards count as difficult,
 * how search text is folded so that "dang" finds "đăng" and "HOC" finds "học", what state a card
 * is shown in, and when the learner's "due" ends.
 */
import { addLearnerDays } from '../time.ts';

/**
 * A card is "difficult" when its SM-2 easiness factor is below this. Every card starts at 2.5;
 * a 'hard' (2) rating takes 0.32 off, 'medium' (3) 0.14, 'very hard' (1) 0.54, and 'easy' (4)
 * changes nothing, so below 2.0 means the learner has struggled with it at least twice more
 * than they found it very easy (two 'hard' ratings: 2.5 → 2.18 → 1.86). Anki calls a card with
 * 200 % ease (= 2.0) "hard"; at 1.3 (the floor) a card comes back after ~1.3× its interval.
 */
export const DIFFICULT_EASINESS_FACTOR = 2.0;

/**
 * A card is also "difficult" when its FSRS difficulty (1-10) is at least this (issue 19 §2): a
 * first Again gives 6.41 and each further Again adds about 1.5, while a first Good gives 2.12;
 * 7 and above means the learner has failed it more than once.
 */
export const DIFFICULT_FSRS_DIFFICULTY = 7;

/** True when a card's easiness factor makes it "difficult" (see DIFFICULT_EASINESS_FACTOR). */
export function isDifficult(easinessFactor: number): boolean {
  return easinessFactor < DIFFICULT_EASINESS_FACTOR;
}

const VIETNAMESE_BASES = 'aăâeêioôơuưy';
/** No tone, grave, acute, hook above, tilde, dot below. */
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

function buildFoldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const base of VIETNAMESE_BASES) {
    const plain = base.normalize('NFD')[0] ?? base;
    for (const tone of TONES) {
      const lower = (base + tone).normalize('NFC');
      for (const letter of [lower, lower.toUpperCase()]) {
        if (/^[A-Za-z]$/.test(letter)) continue;
        from += letter;
        to += plain;
      }
    }
  }
  return { from: `${from}đĐ`, to: `${to}dd` };
}

/**
 * The accent folding of card search, as a `translate(text, from, to)` table: every precomposed
 * Vietnamese letter (lower and upper case, each tone) → its bare ASCII letter, đ/Đ → d, followed
 * (in `from` only, so translate deletes them) by the combining marks that decomposed (NFD)
 * Vietnamese text carries. Migration 0013's `search_fold` SQL function uses these exact strings
 * (a test compares them), so the database and foldSearchText agree.
 */
export const SEARCH_FOLD_TABLE: { from: string; to: string } = (() => {
  const table = buildFoldTable();
  const marks = '\u0300\u0301\u0303\u0309\u0323\u0302\u0306\u031B';
  return { from: table.from + marks, to: table.to };
})();

const FOLD_MAP = new Map<string, string>(
  [...SEARCH_FOLD_TABLE.from].map((ch, i) => [ch, SEARCH_FOLD_TABLE.to[i] ?? '']),
);

/**
 * Search text as the database compares it: ASCII letters lower-cased, Vietnamese letters
 * without their accents, combining marks dropped. "Đăng KÝ" → "dang ky".
 */
export function foldSearchText(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = FOLD_MAP.get(ch);
    out += mapped ?? (/^[A-Z]$/.test(ch) ? ch.toLowerCase() : ch);
  }
  return out;
}

/**
 * The end of what the browser's "due" filter shows: the start of the learner's next day (their
 * time zone, their rollover hour). A card whose next review is before it is due today.
 */
export function dueCutoff(now: Date, timeZone: string, dayStartsAtHour: number): Date {
  return addLearnerDays(now, 1, timeZone, dayStartsAtHour);
}

/** How the browser shows a card: suspended wins, then new, due (by `cutoff`) or scheduled. */
export type BrowseCardState = 'suspended' | 'new' | 'due' | 'scheduled';

/** The state of a card with its review (null: never reviewed), given the due cutoff. */
export function browseCardState(
  card: { suspended: boolean; review: { nextReviewDate: string } | null },
  cutoff: Date,
): BrowseCardState {
  if (card.suspended) return 'suspended';
  if (card.review === null) return 'new';
  return Date.parse(card.review.nextReviewDate) < cutoff.getTime() ? 'due' : 'scheduled';
}
