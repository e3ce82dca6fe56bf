/** Set and card rows as the API returns them, and the prepared study content written with them. */
import { publicRole } from '../../auth/access-rules.ts';
import type { CardDto, SetDto } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './flashcards.repository.ts';
import type { FoundSet } from '../../auth/access.ts';
import { prepareContent, type PreparedContent } from './set-content.ts';

export function toCardDto(row: repo.CardRow): CardDto {
  return {
    id: row.id,
    front: row.frontText,
    back: row.backText,
    frontImageUrl: row.frontImageUrl,
    backImageUrl: row.backImageUrl,
    tags: row.tags,
  };
}

export function toSetDto(
  set: repo.SetRow,
  cards: repo.CardRow[],
  access: Pick<FoundSet, 'access' | 'ownerName'> = { access: 'owner', ownerName: null },
): SetDto {
  return {
    id: set.id,
    title: set.title,
    description: set.description,
    color: set.color,
    access: publicRole(access.access),
    ownerName: access.ownerName,
    version: set.version,
    createdAt: set.createdAt.toISOString(),
    updatedAt: set.updatedAt.toISOString(),
    cards: cards.map(toCardDto),
  };
}

/**
 * Prepares and stores the study content of a set as it now stands (inside the transaction that
 * wrote it, so content and cards never disagree).
 */
export async function storeContent(
  db: Db,
  set: repo.SetRow,
  cards: repo.CardRow[],
): Promise<PreparedContent> {
  const prepared = await prepareContent({
    set: { id: set.id, title: set.title, color: set.color },
    cards: cards.map(toCardDto),
  });
  await repo.saveContent(db, set.id, prepared);
  return prepared;
}
