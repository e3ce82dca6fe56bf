/**
 * Queries of the card browser (issue 19 §3): the search over every card a learner may read, and
 * the learner's own suspension and review rows of one card. Access is decided by the SQL of
 * auth/access-rules.ts inlined here; cards.service.ts calls these.
 *
 * Search matches `flashcards.search_text` (front, back and tags, lower case, Vietnamese accents
 * folded: a stored column of migration 0013) against the query folded alike (`search_fold`): with 3 or more characters as LIKE '%q%', which the
 * pg_trgm GIN index `flashcards_search_trgm_idx` serves; with 1-2 characters (no trigram to look
 * up) as strpos over the learner's own cards. Statements are unnamed so that PostgreSQL plans
 * each with its actual pattern.
 */
import { DIFFICULT_FSRS_DIFFICULTY } from '@app/domain';
import type { CardFilter } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { setAccessSql } from '../../auth/access-rules.ts';
import type { Db, Tx } from '../../db/client.ts';

export interface SearchParams {
  userId: string;
  /** Trimmed search text; '' for none. */
  q: string;
  setId: string | undefined;
  filter: CardFilter;
  /** 'due' only: cards whose next review is before this instant. */
  dueBefore: Date | null;
  /** 'difficult' only: easiness factors below this (or FSRS difficulty ≥ 7). */
  difficultBelow: number;
  offset: number;
  limit: number;
}

export interface SearchRow {
  id: string;
  front_text: string;
  back_text: string;
  front_image_url: string | null;
  back_image_url: string | null;
  tags: string[];
  set_id: string;
  set_title: string;
  set_color: string;
  can_edit: boolean;
  easiness_factor: number | null;
  interval_days: number | null;
  repetition_count: number | null;
  next_review_date: Date | string | null;
  last_reviewed_at: Date | string | null;
  suspended: boolean;
  total: number;
}

/** `q` with LIKE's wildcards and escape character escaped (backslash is LIKE's default). */
export function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The text condition and the relevance order for `q` (empty SQL pieces without one). With 3 or
 * more characters the pattern has trigrams and the GIN index can find candidates; with 1-2 it
 * has none (the index would answer every row), so the column is wrapped to keep the index out
 * and the learner's own cards are scanned; such short text gets no relevance order.
 */
function textCondition(q: string): { where: SQL; rank: SQL } {
  if (q === '') return { where: sql``, rank: sql`0` };
  const pattern = sql`'%' || search_fold(${escapeLike(q)}) || '%'`;
  if ([...q].length < 3) {
    return { where: sql` and (f.search_text || '') like ${pattern}`, rank: sql`0` };
  }
  // fronts equal to q first, then fronts starting with it, containing it, then the rest;
  // search_text begins with the folded front and a line break (folding per row in SQL cost
  // ~13 µs a card: translate() walks its table for every character)
  const folded = sql`search_fold(${q})`;
  return {
    where: sql` and f.search_text like ${pattern}`,
    rank: sql`case when starts_with(f.search_text, ${folded} || E'\n') then 0
      when starts_with(f.search_text, ${folded}) then 1
      when strpos(f.search_text, ${folded}) < strpos(f.search_text, E'\n') then 2 else 3 end`,
  };
}

/** The filter as conditions on the card row `f` (subqueries on the learner's own rows). */
function filterCondition(params: SearchParams): SQL {
  const { userId } = params;
  const review = (condition: SQL) =>
    sql` and exists (select 1 from card_reviews cr
      where cr.user_id = ${userId} and cr.flashcard_id = f.id${condition})`;
  const suspended = sql`exists (select 1 from card_suspensions cs
      where cs.user_id = ${userId} and cs.flashcard_id = f.id)`;
  switch (params.filter) {
    case 'due': {
      const cutoff = (params.dueBefore ?? new Date(0)).toISOString();
      return sql`${review(sql` and cr.next_review_date < ${cutoff}::timestamptz`)} and not ${suspended}`;
    }
    case 'new':
      return sql` and not exists (select 1 from card_reviews cr
        where cr.user_id = ${userId} and cr.flashcard_id = f.id)`;
    case 'difficult':
      return review(
        sql` and (cr.easiness_factor < ${params.difficultBelow} or cr.difficulty >= ${DIFFICULT_FSRS_DIFFICULTY})`,
      );
    case 'suspended':
      return sql` and ${suspended}`;
    case 'all':
      return sql``;
  }
}

/**
 * One page of the cards the user may read ('set.read': own sets and sets shared with them)
 * matching `q` and the filter, with the user's review state and suspension, and the number of
 * matches in all (`total`, on each row). Order: relevance to `q` when given (3+ characters),
 * then set title, set, card position. The page is chosen on narrow rows (ids, positions) and
 * only its cards are read whole.
 */
export async function searchCards(db: Db, params: SearchParams): Promise<SearchRow[]> {
  const { userId } = params;
  const text = textCondition(params.q);
  const inSet = params.setId === undefined ? sql`` : sql` and s.id = ${params.setId}`;
  const matching = sql`true${text.where}${filterCondition(params)}`;
  // Browsing every card (no text, no filter), the page comes from reading the cards in order
  // and stopping, and the count from an index-only scan: counted apart (7 ms against 9-12 for
  // the learner's 10,000 cards). With text or a filter every match is evaluated anyway, and a
  // window count over them is half the cost of evaluating them twice (8 ms against 15).
  const apart = params.q === '' && params.filter === 'all';
  const windowTotal = apart ? sql`` : sql`, (count(*) over ())::int as total`;
  const total = apart
    ? sql`(select count(*) from readable r join flashcards f on f.set_id = r.id)::int`
    : sql`p.total`;
  const result = await db.execute(sql`
    with readable as materialized (
      select s.id, s.title, s.color, ${setAccessSql('set.edit', userId, 's', 'scan')} as can_edit
      from flashcard_sets s where ${setAccessSql('set.read', userId, 's', 'scan')}${inSet}
    ), page as (
      select f.id, f.set_id, f.position, r.title, ${text.rank} as rank${windowTotal}
      from readable r join flashcards f on f.set_id = r.id
      where ${matching}
      order by rank, r.title, r.id, f.position, f.id
      offset ${params.offset} limit ${params.limit}
    )
    select f.id, f.front_text, f.back_text, f.front_image_url, f.back_image_url, f.tags,
      r.id as set_id, r.title as set_title, r.color as set_color, r.can_edit,
      cr.easiness_factor, cr.interval_days, cr.repetition_count, cr.next_review_date,
      cr.last_reviewed_at, cs.flashcard_id is not null as suspended, ${total} as total
    from page p
    join flashcards f on f.id = p.id
    join readable r on r.id = p.set_id
    left join card_reviews cr on cr.user_id = ${userId} and cr.flashcard_id = f.id
    left join card_suspensions cs on cs.user_id = ${userId} and cs.flashcard_id = f.id
    order by p.rank, p.title, p.set_id, p.position, p.id`);
  return (result as unknown as { rows: SearchRow[] }).rows;
}

/** How many cards match (for a page past the end, which carries no `total`). */
export async function countCards(db: Db, params: SearchParams): Promise<number> {
  const rows = await searchCards(db, { ...params, offset: 0, limit: 1 });
  return rows[0]?.total ?? 0;
}

/**
 * The set of card `cardId` when the user may study it ('set.study'), locking that set FOR KEY
 * SHARE for the rest of the transaction (the study writes' lock order: set first, so a save or
 * deletion of the set waits); undefined when the card is missing or its set is not theirs to
 * study.
 */
export async function lockStudiableCard(
  tx: Tx,
  userId: string,
  cardId: string,
): Promise<string | undefined> {
  const result = await tx.execute(sql`
    select s.id from flashcards f join flashcard_sets s on s.id = f.set_id
    where f.id = ${cardId} and ${setAccessSql('set.study', userId, 's')}
    for key share of s`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

/** Suspends the card for the user (a second call keeps the first time). */
export async function insertSuspension(tx: Tx, userId: string, cardId: string): Promise<void> {
  await tx.execute(sql`
    insert into card_suspensions (user_id, flashcard_id) values (${userId}, ${cardId})
    on conflict do nothing`);
}

/** Lifts the user's suspension of the card (none: nothing happens). */
export async function deleteSuspension(tx: Tx, userId: string, cardId: string): Promise<void> {
  await tx.execute(sql`
    delete from card_suspensions where user_id = ${userId} and flashcard_id = ${cardId}`);
}

/** Forgets the user's SM-2 state and counters of the card (review_logs stay). */
export async function deleteProgress(tx: Tx, userId: string, cardId: string): Promise<void> {
  await tx.execute(sql`
    delete from card_reviews where user_id = ${userId} and flashcard_id = ${cardId}`);
  await tx.execute(sql`
    delete from card_statistics where user_id = ${userId} and flashcard_id = ${cardId}`);
}
