/** Queries on flashcard_sets and flashcards. Every set query is filtered by its owner. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashcards, flashcardSets } from '../../db/schema/index.ts';

export type SetRow = typeof flashcardSets.$inferSelect;
export type CardRow = typeof flashcards.$inferSelect;

const summaryColumns = {
  id: flashcardSets.id,
  title: flashcardSets.title,
  description: flashcardSets.description,
  color: flashcardSets.color,
  createdAt: flashcardSets.createdAt,
  updatedAt: flashcardSets.updatedAt,
};

/** The owner's sets, newest first, with their card counts. */
export function listOwnedSets(db: Db, userId: string) {
  return db
    .select({ ...summaryColumns, cardCount: sql<number>`count(${flashcards.id})::int` })
    .from(flashcardSets)
    .leftJoin(flashcards, eq(flashcards.setId, flashcardSets.id))
    .where(eq(flashcardSets.userId, userId))
    .groupBy(flashcardSets.id)
    .orderBy(desc(flashcardSets.createdAt), desc(flashcardSets.id));
}

/** The set when `userId` owns it; `lock` takes a row lock for the rest of the transaction. */
export async function findOwnedSet(
  db: Db,
  userId: string,
  setId: string,
  lock = false,
): Promise<SetRow | undefined> {
  const query = db
    .select()
    .from(flashcardSets)
    .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
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
  values: { userId: string; title: string; description: string; color: string },
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
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(flashcardSets.id, setId))
    .returning();
  return row as SetRow;
}

/** Deletes the set if `userId` owns it (cards, reviews and sessions cascade). */
export async function deleteOwnedSet(db: Db, userId: string, setId: string): Promise<boolean> {
  const rows = await db
    .delete(flashcardSets)
    .where(and(eq(flashcardSets.id, setId), eq(flashcardSets.userId, userId)))
    .returning({ id: flashcardSets.id });
  return rows.length > 0;
}

export async function insertCards(
  db: Db,
  setId: string,
  cards: { position: number; front: string; back: string; tags: string[] }[],
): Promise<void> {
  if (cards.length === 0) return;
  await db.insert(flashcards).values(
    cards.map((card) => ({
      setId,
      position: card.position,
      frontText: card.front,
      backText: card.back,
      tags: card.tags,
    })),
  );
}

export async function deleteCards(db: Db, setId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(flashcards).where(and(eq(flashcards.setId, setId), inArray(flashcards.id, ids)));
}

export async function updateCardPlacement(
  db: Db,
  setId: string,
  card: { id: string; position: number; tags: string[] },
): Promise<void> {
  await db
    .update(flashcards)
    .set({ position: card.position, tags: card.tags })
    .where(and(eq(flashcards.setId, setId), eq(flashcards.id, card.id)));
}
