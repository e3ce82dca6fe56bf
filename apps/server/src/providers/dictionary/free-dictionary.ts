/**
 * The Free Dictionary API (https://api.dictionaryapi.dev, spec §7): `GET
 * {FREE_DICTIONARY_URL}/api/v2/entries/en/{word}` (word lowercased); the first element of the
 * answered array is mapped to the contracts' DictionaryEntry (provider 'free-dictionary').
 *
 * The service's shape (its README at github.com/meetDeveloper/freeDictionaryAPI and its live
 * answers): 200 → `[{ word, phonetic?, phonetics: [{ text?, audio, sourceUrl?, license? }],
 * meanings: [{ partOfSpeech, definitions: [{ definition, example?, synonyms, antonyms }],
 * synonyms, antonyms }], license, sourceUrls }]`, where `audio` is "" when there is none;
 * 404 → `{ title: "No Definitions Found", message, resolution }`.
 *
 * Vietnamese meanings are not read here: the entry has `vi: []` and `withVietnamese`
 * (vietnamese-meanings.ts) fills them, so the entry and its meanings are cached apart.
 */
import type { DictionaryEntry, DictionaryMeaning, DictionaryPhonetic } from '@app/contracts';
import { z } from 'zod';
import { requestJson, type FetchFn } from '../provider-http.ts';
import { ProviderUnavailableError, type DictionaryProvider } from './dictionary-provider.ts';

const words = z.array(z.string()).optional().default([]);

const apiPhoneticSchema = z.object({
  text: z.string().optional(),
  audio: z.string().optional(),
});

const apiMeaningSchema = z.object({
  partOfSpeech: z.string(),
  definitions: z.array(
    z.object({
      definition: z.string(),
      example: z.string().optional(),
      synonyms: words,
      antonyms: words,
    }),
  ),
  synonyms: words,
  antonyms: words,
});

const apiEntrySchema = z.object({
  word: z.string().min(1),
  phonetic: z.string().optional(),
  phonetics: z.array(apiPhoneticSchema).optional().default([]),
  meanings: z.array(apiMeaningSchema),
  sourceUrls: words,
});

/** The 200 answer: a non-empty array of entries (only the first is read, spec §7). */
const apiResponseSchema = z.array(apiEntrySchema).min(1);
type ApiEntry = z.infer<typeof apiEntrySchema>;

export interface FreeDictionaryOptions {
  /** FREE_DICTIONARY_URL without a trailing slash. */
  baseUrl: string;
  /** PROVIDER_TIMEOUT_MS. */
  timeoutMs: number;
  fetch?: FetchFn;
}

/**
 * The Free Dictionary API as a DictionaryProvider. `lookup` resolves to the entry (with
 * `vi: []`), or null on its 404.
 * @throws ProviderUnavailableError on a network error, a timeout, a 5xx or any other non-404
 *   failure status (e.g. its 429), or a 200 body that does not have the documented shape.
 */
export function createFreeDictionaryProvider(options: FreeDictionaryOptions): DictionaryProvider {
  return {
    id: 'free-dictionary',
    async lookup(word, signal) {
      const { status, body } = await requestJson({
        url: `${options.baseUrl}/api/v2/entries/en/${encodeURIComponent(word)}`,
        timeoutMs: options.timeoutMs,
        signal,
        fetch: options.fetch,
      });
      if (status === 404) return null;
      if (status !== 200) {
        throw new ProviderUnavailableError(`Free Dictionary API answered ${status}`);
      }
      const parsed = apiResponseSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderUnavailableError('Free Dictionary API answered an unexpected shape', {
          cause: parsed.error,
        });
      }
      return toDictionaryEntry(parsed.data[0]!, word);
    },
  };
}

/** Maps the service's first entry to the contracts' entry; `query` is the word looked up. */
function toDictionaryEntry(entry: ApiEntry, query: string): DictionaryEntry {
  const meanings: DictionaryMeaning[] = entry.meanings.map((m) => ({
    partOfSpeech: m.partOfSpeech,
    definitions: m.definitions.map((d) => ({
      definition: d.definition,
      ...(d.example ? { example: d.example } : {}),
    })),
    synonyms: unique([...m.synonyms, ...m.definitions.flatMap((d) => d.synonyms)]),
    antonyms: unique([...m.antonyms, ...m.definitions.flatMap((d) => d.antonyms)]),
  }));
  return {
    word: entry.word,
    ...(entry.word.toLowerCase() === query ? {} : { query }),
    phonetics: toPhonetics(entry),
    meanings,
    synonyms: unique(meanings.flatMap((m) => m.synonyms)),
    antonyms: unique(meanings.flatMap((m) => m.antonyms)),
    sourceUrls: unique(entry.sourceUrls),
    vi: [],
    provider: 'free-dictionary',
  };
}

/**
 * The entry's pronunciations: those with an IPA text or an http(s) audio file, without
 * duplicates; the accent is read from the audio file name (`…-uk.mp3` → "UK"). Without any,
 * the entry-level `phonetic` text.
 */
function toPhonetics(entry: ApiEntry): DictionaryPhonetic[] {
  const out: DictionaryPhonetic[] = [];
  const seen = new Set<string>();
  for (const p of entry.phonetics) {
    const text = p.text?.trim() || undefined;
    const audio = audioUrl(p.audio);
    if (text === undefined && audio === undefined) continue;
    const key = `${text ?? ''}\u0000${audio ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const accent = audio?.match(/-([a-z]{2})\.mp3$/i)?.[1]?.toUpperCase();
    out.push({
      ...(text === undefined ? {} : { text }),
      ...(audio === undefined ? {} : { audio }),
      ...(accent === undefined ? {} : { accent }),
    });
  }
  const phonetic = entry.phonetic?.trim();
  if (out.length === 0 && phonetic) out.push({ text: phonetic });
  return out;
}

/** An http(s) audio URL, or undefined ("" and other schemes are dropped; "//host/…" gets https). */
function audioUrl(audio: string | undefined): string | undefined {
  const value = audio?.trim();
  if (!value) return undefined;
  const url = value.startsWith('//') ? `https:${value}` : value;
  return /^https?:\/\//.test(url) ? url : undefined;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0))];
}
