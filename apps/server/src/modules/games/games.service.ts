/**
 * Game results (issue 8, beyond the spec): a finished game's result, saved for the learner on a
 * set they may play ('set.play': 404 otherwise), and their best score per game for the hub.
 */
import type { BestScoresDto, GameResultDto, GameResultInput } from '@app/contracts';
import { requireAccess } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './games.repository.ts';

type GameId = GameResultDto['game'];

/**
 * Saves a finished game of `userId` on a set they may play.
 * @throws AppError 404 SET_NOT_FOUND when the set is missing or not theirs to play.
 */
export async function saveResult(
  db: Db,
  userId: string,
  input: GameResultInput,
): Promise<GameResultDto> {
  await requireAccess(db, userId, 'set.play', input.setId);
  const row = await repo.insertResult(db, { ...input, userId });
  return {
    id: row.id,
    game: row.game as GameId,
    setId: row.setId,
    score: row.score,
    accuracyPercent: row.accuracyPercent,
    durationSeconds: row.durationSeconds,
    playedAt: row.playedAt.toISOString(),
  };
}

/** The learner's best score per game they played. */
export async function bestScores(db: Db, userId: string): Promise<BestScoresDto['best']> {
  return (await repo.bestScores(db, userId)).map((row) => ({
    game: row.game as GameId,
    score: row.score,
    playedAt: row.playedAt.toISOString(),
  }));
}
