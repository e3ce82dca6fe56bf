/**
 * The database cache of the online dictionary sources (table dictionary_cache,
 * db/schema/dictionary.ts): each answer — found or a known miss (404) — is kept for
 * DICTIONARY_CACHE_HOURS and shared by every instance. Failures are never cached, so the next
 * lookup asks the service again. A cache that cannot be read or written (database trouble) is
 * logged and skipped: the lookup still answers.
 */
import { dictionaryEntrySchema, vietnameseMeaningSchema } from '@app/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dictionaryCache } from '../../db/schema/dictionary.ts';
import type { Logger } from '../../lib/logger.ts';
import type { DictionaryProvider, VietnameseMeaningSource } from './dictionary-provider.ts';

/** Expired rows are deleted at most this often per process, milliseconds. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** A cache read: a hit carries the value (null for a cached miss). */
export type CacheRead<T> = { hit: true; value: T | null } | { hit: false };

export interface DictionaryCacheOptions {
  db: Db;
  /** Lifetime of an entry, hours; 0 turns the cache off. */
  ttlHours: number;
  clock?: () => Date;
  logger: Logger;
}

export class DictionaryCache {
  readonly #db: Db;
  readonly #ttlMs: number;
  readonly #clock: () => Date;
  readonly #logger: Logger;
  #lastPurge = 0;

  constructor({ db, ttlHours, clock = () => new Date(), logger }: DictionaryCacheOptions) {
    this.#db = db;
    this.#ttlMs = ttlHours * 60 * 60 * 1000;
    this.#clock = clock;
    this.#logger = logger;
  }

  /**
   * The unexpired answer of `source` for `word`, checked with `schema` (a row that no longer
   * matches it counts as a miss).
   */
  async get<T>(source: string, word: string, schema: z.ZodType<T>): Promise<CacheRead<T>> {
    if (this.#ttlMs === 0) return { hit: false };
    try {
      const [row] = await this.#db
        .select({ entry: dictionaryCache.entry })
        .from(dictionaryCache)
        .where(
          and(
            eq(dictionaryCache.provider, source),
            eq(dictionaryCache.word, word),
            gt(dictionaryCache.expiresAt, this.#clock()),
          ),
        );
      if (!row) return { hit: false };
      if (row.entry === null) return { hit: true, value: null };
      const parsed = schema.safeParse(row.entry);
      return parsed.success ? { hit: true, value: parsed.data } : { hit: false };
    } catch (error) {
      this.#logger.warn({ err: error, source, word }, 'dictionary cache read failed');
      return { hit: false };
    }
  }

  /** Stores the answer of `source` for `word` (null: the source does not know the word). */
  async put(source: string, word: string, value: unknown): Promise<void> {
    if (this.#ttlMs === 0) return;
    const now = this.#clock();
    const row = {
      entry: value ?? null,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + this.#ttlMs),
    };
    try {
      await this.#db
        .insert(dictionaryCache)
        .values({ provider: source, word, ...row })
        .onConflictDoUpdate({ target: [dictionaryCache.provider, dictionaryCache.word], set: row });
      if (now.getTime() - this.#lastPurge >= PURGE_EVERY_MS) {
        this.#lastPurge = now.getTime();
        await this.#db.delete(dictionaryCache).where(lt(dictionaryCache.expiresAt, now));
      }
    } catch (error) {
      this.#logger.warn({ err: error, source, word }, 'dictionary cache write failed');
    }
  }
}

/** An entry as the cache keeps it (the schema of the contracts). */
const cachedEntrySchema = dictionaryEntrySchema;
const cachedMeaningsSchema = z.array(vietnameseMeaningSchema);

/**
 * `provider` with its answers cached under its id: a cached entry or miss is answered without
 * calling it; ProviderUnavailableError passes through uncached.
 */
export function cachedDictionaryProvider(
  provider: DictionaryProvider,
  cache: DictionaryCache,
): DictionaryProvider {
  return {
    id: provider.id,
    async lookup(word, signal) {
      const cached = await cache.get(provider.id, word, cachedEntrySchema);
      if (cached.hit) return cached.value;
      const entry = await provider.lookup(word, signal);
      await cache.put(provider.id, word, entry);
      return entry;
    },
  };
}

/**
 * `source` with its answers cached under `name` (e.g. 'wiktionary'); [] is cached like any
 * answer, ProviderUnavailableError passes through uncached.
 */
export function cachedMeaningSource(
  name: string,
  source: VietnameseMeaningSource,
  cache: DictionaryCache,
): VietnameseMeaningSource {
  return {
    async meanings(word, signal) {
      const cached = await cache.get(name, word, cachedMeaningsSchema);
      if (cached.hit) return cached.value ?? [];
      const meanings = await source.meanings(word, signal);
      await cache.put(name, word, meanings);
      return meanings;
    },
  };
}
