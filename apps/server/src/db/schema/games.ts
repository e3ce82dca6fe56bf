/**
 * game_results (issue 8, beyond the spec): one row per finished game — which game, on which set
 * (null once the set is deleted), the score, the accuracy in percent (null where a game has
 * none), the duration in seconds. The hub shows the learner's best score per game. `game` is one
 * of the domain's RESULT_GAME_IDS: the six games and Test mode, 'test' (issue 21 §2; migration
 * 0016_test_results).
 */
import { RESULT_GAME_IDS } from '@app/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { flashcards, flashcardSets } from './flashcards.ts';

const tz = { withTimezone: true } as const;

/** RESULT_GAME_IDS as an SQL list of literals (fixed ids of the domain, never user input). */
const RESULT_GAME_LIST = RESULT_GAME_IDS.map((id) => `'${id}'`).join(', ');

export const gameResults = pgTable(
  'game_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    setId: uuid('set_id').references(() => flashcardSets.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    accuracyPercent: integer('accuracy_percent'),
    durationSeconds: integer('duration_seconds').notNull(),
    playedAt: timestamp('played_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('game_results_user_game_score_idx').on(t.userId, t.game, t.score.desc()),
    check('game_results_game_check', sql`${t.game} in (${sql.raw(RESULT_GAME_LIST)})`),
  ],
);

/**
 * review_list_items (issue 8, beyond the spec): words a learner answered wrongly in a game and
 * sent to their review list; the study screen of the card's set puts them first. A row goes
 * when a study session that rated the card completes, or when the card goes.
 */
export const reviewListItems = pgTable(
  'review_list_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    /** The game the word was missed in. */
    game: text('game').notNull(),
    addedAt: timestamp('added_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index('review_list_items_user_set_idx').on(t.userId, t.setId),
  ],
);

/**
 * learn_states (issue 21 §1): a learner's Learn mode state of one set (contracts' learnStateSchema:
 * each card's step and counts, the open round), replaced whole on every answer. Goes with the
 * learner or the set.
 */
export const learnStates = pgTable(
  'learn_states',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.setId] })],
);
