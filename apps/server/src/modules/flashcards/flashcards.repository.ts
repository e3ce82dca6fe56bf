/**
 * Queries on flashcard_sets and flashcards. Every query by user is filtered by the access rule
 * (its SQL comes from auth/access-rules.ts); writes are checked by the service first
 * (auth/access.ts requireAccess).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryPrepared, type Db } from '../../db/client.ts';
import { flashcards, flashcardSetContents, flashcardSets } from '../../db/schema/flashcards.ts';
import { cardReviews } from '../../db/schema/study.ts';
import type { CardImages } from '@app/domain';
import {
  assignmentLiveSql,
  publicRole,
  setAccessSql,
  setAccessSqlText,
  setRoleSql,
  type SetRole,
} from '../../auth/access-rules.ts';

export type SetRow = typeof flashcardSets.$inferSelect;
export type CardRow = typeof flashcards.$inferSelect;

/**
 * The sets the user may read (their own, those shared with them and those assigned to their
 * classes), newest first, with the classes of theirs each is assigned to, their
 * card counts, the user's access, the owner's name on shared sets, and the user's own study
 * figures: cards whose next review date is at or before `now` (due), cards never reviewed (new),
 * and the last time they rated a card of the set.
 */
export async function listVisibleSets(db: Db, userId: string, now: Date) {
  const result = await db.execute(sql`
    select s.id, s.title, s.description, s.color, s.created_at, s.updated_at,
      ${setRoleSql(userId, 's')} as access,
      case when s.user_id = ${userId} then null
        else (select u.name from users u where u.id = s.user_id) end as owner_name,
      (select count(*)::int from ${flashcards} f where f.set_id = s.id) as card_count,
      coalesce(r.due_count, 0) as due_count,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
        from class_assignments ca join classes c on c.id = ca.class_id
        join class_members cm on cm.class_id = ca.class_id and cm.user_id = ${userId}
        where ca.set_id = s.id and ${assignmentLiveSql('ca')}), '[]'::json) as classes,
      coalesce(r.reviewed_count, 0) as reviewed_count,
      r.last_studied_at
    from ${flashcardSets} s
    left join lateral (
      select count(*)::int as reviewed_count,
        (count(*) filter (where cr.next_review_date <= ${now.toISOString()}::timestamptz))::int as due_count,
        max(cr.last_reviewed_at) as last_studied_at
      from ${cardReviews} cr
      where cr.user_id = ${userId} and cr.flashcard_set_id = s.id
    ) r on true
    where ${setAccessSql('set.read', userId, 's', 'scan')}
    order by s.created_at desc, s.id desc
  `);
  const { rows } = result as unknown as { rows: SetSummaryRow[] };
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    color: row.color,
    access: publicRole(row.access),
    ownerName: row.owner_name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    cardCount: row.card_count,
    dueCount: row.due_count,
    newCount: Math.max(0, row.card_count - row.reviewed_count),
    lastStudiedAt: row.last_studied_at === null ? null : new Date(row.last_studied_at),
    classes: row.classes,
  }));
}

interface SetSummaryRow {
  id: string;
  title: string;
  description: string;
  color: string;
  access: SetRole;
  owner_name: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  card_count: number;
  due_count: number;
  reviewed_count: number;
  last_studied_at: string | Date | null;
  /** The user's classes (any role) the set is assigned to. */
  classes: { id: string; name: string }[];
}

/** A set's cards in editor order. */
export function listCards(db: Db, setId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(flashcards)
    .where(eq(flashcards.setId, setId))
    .orderBy(asc(flashcards.position));
}

export async function insertSet(
  db: Db,
  values: { id?: string; userId: string; title: string; description: string; color: string },
): Promise<SetRow> {
  const [row] = await db.insert(flashcardSets).values(values).returning();
  return row as SetRow;
}

export async function updateSetFields(
  db: Db,
  setId: string,
  values: { title: string; description: string; color: string },
): Promise<SetRow> {
  const [row] = await db
    .update(flashcardSets)
    .set({ ...values, version: sql`${flashcardSets.version} + 1`, updatedAt: sql`now()` })
    .where(eq(flashcardSets.id, setId))
    .returning();
  return row as SetRow;
}

/**
 * Deletes the set (cards, contents, shares, reviews and sessions cascade) and answers the image
 * URLs its cards showed (to remove after commit if nothing else shows them). The caller has
 * checked 'set.delete' and locked the set.
 */
export async function deleteSet(db: Db, setId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with images as (
      select array_remove(array_agg(f.front_image_url) || array_agg(f.back_image_url), null) as urls
      from ${flashcards} f where f.set_id = ${setId}
    ),
    deleted as (delete from ${flashcardSets} s where s.id = ${setId} returning s.id)
    select coalesce((select urls from images), '{}') as urls from deleted`);
  const row = (result as unknown as { rows: { urls: string[] }[] }).rows[0];
  return row?.urls ?? [];
}

export async function insertCards(
  db: Db,
  setId: string,
  cards: (CardImages & {
    /** The card's id when the caller chose it (a new set's history refers to it); else random. */
    id?: string;
    position: number;
    front: string;
    back: string;
    tags: string[];
  })[],
): Promise<void> {
  if (cards.length === 0) return;
  await db.insert(flashcards).values(
    cards.map((card) => ({
      ...(card.id === undefined ? {} : { id: card.id }),
      setId,
      position: card.position,
      frontText: card.front,
      backText: card.back,
      frontImageUrl: card.frontImageUrl ?? null,
      backImageUrl: card.backImageUrl ?? null,
      tags: card.tags,
    })),
  );
}

export async function deleteCards(db: Db, setId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(flashcards).where(and(eq(flashcards.setId, setId), inArray(flashcards.id, ids)));
}

/**
 * Updates the text, tags and position of kept cards in one statement (a 1,000-card set with a
 * card inserted at the top is one round trip, not a thousand).
 */
export async function updateCards(
  db: Db,
  setId: string,
  cards: (CardImages & {
    id: string;
    position: number;
    front: string;
    back: string;
    tags: string[];
  })[],
): Promise<void> {
  if (cards.length === 0) return;
  await db.execute(sql`
    update ${flashcards} f
    set position = v.position, front_text = v.front, back_text = v.back, tags = v.tags,
      front_image_url = v."frontImageUrl", back_image_url = v."backImageUrl"
    from jsonb_to_recordset(${JSON.stringify(cards)}::jsonb)
      as v(id uuid, position int, front text, back text, tags text[], "frontImageUrl" text,
        "backImageUrl" text)
    where f.id = v.id and f.set_id = ${setId}
  `);
}

/** Stores a set's prepared study content (replacing the previous one). */
export async function saveContent(
  db: Db,
  setId: string,
  content: { etag: string; json: string; gzip: Uint8Array; brotli: Uint8Array },
): Promise<void> {
  await db
    .insert(flashcardSetContents)
    .values({ setId, ...content })
    .onConflictDoUpdate({
      target: flashcardSetContents.setId,
      set: { ...content, updatedAt: sql`now()` },
    });
}

/**
 * A readable set's prepared content in one query (a prepared statement: this is the study
 * screen's load): undefined when the user may not read the set; `etag: null` when nothing is
 * prepared yet; `body: null` when the current ETag is `ifNoneMatch` (the client has it) or
 * `keptEtag` (this process has its bytes: content-cache.ts), so the bytes cross from the
 * database only when they changed. `encoding` picks the stored bytes (identity: the JSON text).
 */
export async function findContent(
  db: Db,
  userId: string,
  setId: string,
  encoding: 'br' | 'gzip' | 'identity',
  ifNoneMatch: string | null,
  keptEtag: string | null,
): Promise<{ etag: string | null; body: Uint8Array | string | null } | undefined> {
  const rows = await queryPrepared<{
    etag: string | null;
    br: Uint8Array | null;
    gz: Uint8Array | null;
    json: string | null;
  }>(
    db,
    'set_content',
    `select c.etag,
       case when c.etag in ($3, $5) or $4 <> 'br' then null else c.brotli end as br,
       case when c.etag in ($3, $5) or $4 <> 'gzip' then null else c.gzip end as gz,
       case when c.etag in ($3, $5) or $4 <> 'identity' then null else c.json end as json
     from flashcard_sets s left join flashcard_set_contents c on c.set_id = s.id
     where s.id = $1 and ${setAccessSqlText('set.study', 's', '$2')}`,
    [setId, userId, ifNoneMatch ?? '', encoding, keptEtag ?? ''],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { etag: row.etag, body: row.br ?? row.gz ?? row.json };
}
