/**
 * An Anki card's tags, scheduling state and review log, for the import preview (issue 24 §1;
 * card-history.ts in @app/contracts has the shapes). Both schema 11 and schema 18 collections
 * keep them in the same tables (Anki's rslib/src/storage/schema11.sql, unchanged since):
 * - notes.tags: space-separated, with a space before and after;
 * - cards (nid, ord, type 0 new / 1 learning / 2 review / 3 relearning, queue, due, ivl,
 *   factor, reps, lapses): `due` is a position for new cards, epoch seconds for (re)learning
 *   cards in the intraday queue (queue 1), days since col.crt for review cards and interday
 *   learning (queue 3); `ivl` days (negative: seconds); `factor` permille (0: not set yet);
 * - revlog (id = review time in epoch ms, cid, ease 1-4 Again/Hard/Good/Easy, ivl after the
 *   review in days or negative seconds, factor permille, time ms, type 0 learn / 1 review /
 *   2 relearn / 3 filtered / 4 manual / 5 rescheduled): rows of types 4 and 5 (ease 0) and any
 *   ease outside 1-4 are not reviews and are skipped (rslib/src/revlog/mod.rs).
 *
 * Caps (CARD_HISTORY_LIMITS): the latest reviewsPerCard rows of a card, reviewsPerImport rows in
 * all (later cards then carry none); the time limit of the import worker bounds the queries.
 */
import {
  ANKI_EASE_TO_RATING,
  CARD_HISTORY_LIMITS,
  SET_LIMITS,
  normaliseText,
  type CardReview,
  type CardSchedule,
} from '@app/contracts';
import type { Database, SqlValue, Statement } from 'sql.js';

const DAY_SECONDS = 86_400;
/** SM-2's defaults (@app/domain sm2.ts): the factor of a card Anki has not set, and the floor. */
const DEFAULT_EF = 2.5;
const MIN_EF = 1.3;

/**
 * A note's tags as a card's (SetInput's rules, flashcards.ts): split on white space, control
 * characters removed, trimmed; a tag longer than SET_LIMITS.tagMax is dropped (never cut, which
 * could merge two), repeats kept once, the first SET_LIMITS.tagsPerCard kept. No error.
 */
export function noteTags(raw: string): string[] {
  const tags = raw
    .split(/\s+/)
    .map((tag) => normaliseText(tag).trim())
    .filter((tag) => tag !== '' && tag.length <= SET_LIMITS.tagMax);
  return [...new Set(tags)].slice(0, SET_LIMITS.tagsPerCard);
}

/** Anki's factor (permille) as an SM-2 easiness factor: ÷ 1000, 2 decimals, 0 → 2.5, ≥ 1.3. */
export function easinessOf(factor: number): number {
  if (!(factor > 0)) return DEFAULT_EF;
  return Math.max(MIN_EF, Math.min(10, Math.round(factor / 10) / 100));
}

/** Anki's interval (days, negative seconds) as whole days, 0 for seconds, capped. */
export function intervalOf(ivl: number): number {
  if (!(ivl > 0)) return 0;
  return Math.min(CARD_HISTORY_LIMITS.intervalDaysMax, Math.round(ivl));
}

/** A `cards` row's scheduling columns (read here, written by anki-write.ts). */
export interface AnkiCardRow {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
}

/**
 * A card's Anki state as an SM-2 schedule: new (type 0, or an unknown type) is due `now` with
 * interval 0; learning (type 1 and relearning 3) is due at `due` (epoch seconds, or days since
 * `crt` in the interday queue 3 or when the number is too small to be seconds), interval 0,
 * repetition count 0 (SM-2 starts again after a lapse); review (type 2) is due `crt` + `due`
 * days with its interval, and `reps` as the repetition count. `crt`: col.crt,
 * epoch seconds.
 */
export function ankiSchedule(card: AnkiCardRow, crt: number, now: Date): CardSchedule {
  const easinessFactor = easinessOf(card.factor);
  const lapses = Math.max(0, Math.min(100_000, Math.trunc(card.lapses) || 0));
  const reps = Math.max(0, Math.min(100_000, Math.trunc(card.reps) || 0));
  const at = (seconds: number) => {
    const ms = seconds * 1000;
    return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms) : now;
  };
  if (card.type === 1 || card.type === 3) {
    const inDays = card.queue === 3 || card.due < 1_000_000_000;
    const dueAt = at(inDays ? crt + card.due * DAY_SECONDS : card.due);
    return {
      state: 'learning',
      dueAt: dueAt.toISOString(),
      intervalDays: 0,
      easinessFactor,
      repetitionCount: 0,
      lapses,
    };
  }
  if (card.type === 2) {
    return {
      state: 'review',
      dueAt: at(crt + card.due * DAY_SECONDS).toISOString(),
      intervalDays: Math.max(1, intervalOf(card.ivl)),
      easinessFactor,
      repetitionCount: reps,
      lapses,
    };
  }
  return {
    state: 'new',
    dueAt: now.toISOString(),
    intervalDays: 0,
    easinessFactor,
    repetitionCount: 0,
    lapses,
  };
}

/** A `revlog` row (its card id aside); lastIvl is written (anki-write.ts), not read. */
export interface AnkiRevlogRow {
  id: number;
  ease: number;
  ivl: number;
  lastIvl?: number;
  factor: number;
  time: number;
  type: number;
}

/**
 * Revlog rows (oldest first) as the app's reviews: ease → rating (ANKI_EASE_TO_RATING), time →
 * elapsedMs (null when 0 or less, capped at CARD_HISTORY_LIMITS.elapsedMsMax), ivl → days (0
 * for seconds), factor → easiness (a row without one keeps the previous review's, or 2.5).
 * Rows that are not reviews (type 4/5, ease outside 1-4) or dated outside years 1970-2200 are
 * left out.
 */
export function ankiReviews(rows: readonly AnkiRevlogRow[]): CardReview[] {
  const reviews: CardReview[] = [];
  let easinessFactor = DEFAULT_EF;
  for (const row of rows) {
    const ease = row.ease as 1 | 2 | 3 | 4;
    if (!(ease in ANKI_EASE_TO_RATING) || row.type < 0 || row.type > 3) continue;
    if (!(row.id > 0 && row.id < 7_258_118_400_000)) continue;
    if (row.factor > 0) easinessFactor = easinessOf(row.factor);
    reviews.push({
      reviewedAt: new Date(row.id).toISOString(),
      rating: ANKI_EASE_TO_RATING[ease],
      elapsedMs:
        row.time > 0 ? Math.min(CARD_HISTORY_LIMITS.elapsedMsMax, Math.round(row.time)) : null,
      intervalDays: intervalOf(row.ivl),
      easinessFactor,
    });
  }
  return reviews;
}

const num = (value: SqlValue | undefined) => (typeof value === 'number' ? value : 0);

/**
 * Reads the history of the cards of one collection, card by card, within the caps. Call
 * `free()` when done (its prepared statements).
 */
export class AnkiHistoryReader {
  private readonly cardStatement: Statement;
  private readonly revlogStatement: Statement | null;
  private readonly crt: number;
  private reviewsLeft: number = CARD_HISTORY_LIMITS.reviewsPerImport;

  constructor(
    db: Database,
    private readonly now: Date,
  ) {
    this.crt = num(db.exec('select crt from col limit 1')[0]?.values[0]?.[0]);
    this.cardStatement = db.prepare(
      'select id, type, queue, due, ivl, factor, reps, lapses from cards where nid = ? and ord = ? limit 1',
    );
    const hasRevlog = db.exec(
      "select count(*) from sqlite_master where type = 'table' and name = 'revlog'",
    )[0]?.values[0]?.[0];
    this.revlogStatement =
      hasRevlog === 1
        ? db.prepare(
            `select id, ease, ivl, factor, time, type from revlog where cid = ?
             order by id desc limit ${CARD_HISTORY_LIMITS.reviewsPerCard}`,
          )
        : null;
  }

  /**
   * The schedule and reviews of note `nid`'s card `ord` (template ordinal; cloze number − 1),
   * or {} when the collection has no such card. A new card carries no reviews.
   */
  forCard(nid: number, ord: number): { schedule?: CardSchedule; reviews?: CardReview[] } {
    const card = this.cardStatement.getAsObject([nid, ord]);
    this.cardStatement.reset();
    if (card.id === undefined) return {};
    const schedule = ankiSchedule(
      {
        type: num(card.type),
        queue: num(card.queue),
        due: num(card.due),
        ivl: num(card.ivl),
        factor: num(card.factor),
        reps: num(card.reps),
        lapses: num(card.lapses),
      },
      this.crt,
      this.now,
    );
    if (schedule.state === 'new') return { schedule, reviews: [] };
    return { schedule, reviews: this.reviewsOf(num(card.id)) };
  }

  private reviewsOf(cardId: number): CardReview[] {
    const statement = this.revlogStatement;
    if (statement === null || this.reviewsLeft <= 0) return [];
    const rows: AnkiRevlogRow[] = [];
    statement.bind([cardId]);
    try {
      while (statement.step()) {
        const [id, ease, ivl, factor, time, type] = statement.get();
        rows.push({
          id: num(id),
          ease: num(ease),
          ivl: num(ivl),
          factor: num(factor),
          time: num(time),
          type: num(type),
        });
      }
    } finally {
      statement.reset();
    }
    const reviews = ankiReviews(rows.reverse()).slice(-this.reviewsLeft);
    this.reviewsLeft -= reviews.length;
    return reviews;
  }

  free(): void {
    this.cardStatement.free();
    this.revlogStatement?.free();
  }
}
