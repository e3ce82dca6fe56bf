/**
 * Flashcard tables of spec §3: flashcard_sets, flashcards, flashcard_set_shares. Everything
 * cascades from the owning user and from the set. `position` keeps the editor's card order.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const tz = { withTimezone: true } as const;

export const flashcardSets = pgTable(
  'flashcard_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#3B82F6'),
    /** Incremented by every save: a save carries the version it started from (If-Match). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('flashcard_sets_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('flashcard_sets_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    frontText: text('front_text').notNull(),
    backText: text('back_text').notNull(),
    frontImageUrl: text('front_image_url'),
    backImageUrl: text('back_image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    /**
     * What the card browser searches (issue 19 §3): front, back and tags, lower case, Vietnamese
     * accents folded (card_search_text, migration 0013), kept by the database on every write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`card_search_text(front_text, back_text, tags)`),
  },
  (t) => [
    index('flashcards_set_position_idx').on(t.setId, t.position),
    // which cards show an image: who may see a stored file, and whether a file is still used
    index('flashcards_front_image_idx')
      .on(t.frontImageUrl)
      .where(sql`${t.frontImageUrl} is not null`),
    index('flashcards_back_image_idx')
      .on(t.backImageUrl)
      .where(sql`${t.backImageUrl} is not null`),
    // the card browser's search (issue 19 §3): trigrams of search_text (pg_trgm)
    index('flashcards_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const flashcardSetShares = pgTable(
  'flashcard_set_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    sharedWithUserId: text('shared_with_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    sharedWithEmail: text('shared_with_email').notNull(),
    permission: text('permission').notNull().default('view'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    unique('flashcard_set_shares_set_email_unique').on(t.setId, t.sharedWithEmail),
    index('flashcard_set_shares_user_idx').on(t.sharedWithUserId),
    index('flashcard_set_shares_email_idx').on(t.sharedWithEmail),
    check('flashcard_set_shares_permission_check', sql`${t.permission} in ('view', 'edit')`),
  ],
);

/** bytea as a Uint8Array (node-postgres answers a Buffer, PGlite a Uint8Array: both are one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * What the study screen loads of a set (its title, colour and cards), prepared when the set is
 * written, since it changes only on edit: the JSON text, compressed once with gzip and brotli,
 * and its ETag. The learner's review state is fetched apart (it changes on every rating).
 */
export const flashcardSetContents = pgTable('flashcard_set_contents', {
  setId: uuid('set_id')
    .primaryKey()
    .references(() => flashcardSets.id, { onDelete: 'cascade' }),
  etag: text('etag').notNull(),
  json: text('json').notNull(),
  gzip: bytea('gzip').notNull(),
  brotli: bytea('brotli').notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});
