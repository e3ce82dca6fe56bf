/**
 * dictionary_cache (issue 9): answers of the ONLINE dictionary sources, kept for
 * DICTIONARY_CACHE_HOURS so a word looked up again costs no call to the public services and
 * every instance shares them. One row per source and word:
 * - provider 'free-dictionary': `entry` is the DictionaryEntry (contracts) without Vietnamese
 *   meanings (they are cached apart), or null for a word the service does not know (its 404);
 * - provider 'wiktionary': `entry` is the VietnameseMeaning[] of the word ([] when none).
 * Failures (5xx, timeouts) are never cached. The offline provider is in memory: not cached here.
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

export const dictionaryCache = pgTable(
  'dictionary_cache',
  {
    /** The online source that answered: 'free-dictionary' or 'wiktionary'. */
    provider: text('provider').notNull(),
    /** The lowercased query. */
    word: text('word').notNull(),
    /** The cached answer (see above); null records a known miss. */
    entry: jsonb('entry').$type<unknown>(),
    fetchedAt: timestamp('fetched_at', tz).notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.word] }),
    index('dictionary_cache_expires_at_idx').on(t.expiresAt),
  ],
);
