/**
 * Dictionary and translator (issue 9; spec §3 "Dictionary result", "Translator response", §7
 * "Public services", §9 "Dictionary"). The result keeps the public dictionary service's shape
 * (word, phonetics, meanings by part of speech, synonyms, antonyms, sourceUrls) and adds the
 * Vietnamese meanings (`vi`) and the provider that answered.
 */
import { z } from 'zod';
import { text } from './text.ts';

/** Longest word or phrase the dictionary looks up (characters). */
export const DICTIONARY_WORD_MAX = 64;
/** Longest text the translator accepts per request (characters). */
export const TRANSLATE_TEXT_MAX = 5000;

/**
 * A dictionary query: trimmed, lowercased; letters (any script), apostrophes, hyphens and single
 * spaces; 1–64 characters.
 */
export const dictionaryWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(DICTIONARY_WORD_MAX)
  .regex(/^[\p{L}'’-]+(?: [\p{L}'’-]+)*$/u);

export const DICTIONARY_PROVIDERS = ['offline', 'free-dictionary'] as const;
export type DictionaryProviderId = (typeof DICTIONARY_PROVIDERS)[number];

export const phoneticSchema = z.object({
  /** IPA between slashes, e.g. "/ɹʌn/"; absent when the source has none. */
  text: z.string().optional(),
  /** An audio file URL (http(s)); absent when the source has none (the web then speaks it). */
  audio: z.string().optional(),
  /** Accent label when known, e.g. "US", "UK". */
  accent: z.string().optional(),
});

export const definitionSchema = z.object({
  definition: z.string(),
  example: z.string().optional(),
});

export const meaningSchema = z.object({
  /** noun, verb, adjective, adverb, … (as the source names it). */
  partOfSpeech: z.string(),
  definitions: z.array(definitionSchema),
  synonyms: z.array(z.string()),
  antonyms: z.array(z.string()),
});

/** Vietnamese meanings of the word: one entry per part of speech where known. */
export const vietnameseMeaningSchema = z.object({
  /** Part of speech of this meaning, or null when the source does not say. */
  partOfSpeech: z.string().nullable(),
  /** Short Vietnamese meanings, e.g. ["chạy", "điều hành"]. */
  meanings: z.array(z.string()),
});

/** GET /api/dictionary/:word (200) */
export const dictionaryEntrySchema = z.object({
  /** The headword shown (the lemma when the query was an inflected form). */
  word: z.string(),
  /** The query as typed (lowercased) when it differs from `word` ("mice" → word "mouse"). */
  query: z.string().optional(),
  phonetics: z.array(phoneticSchema),
  meanings: z.array(meaningSchema),
  /** Word-level synonyms and antonyms (the union of the meanings', deduplicated). */
  synonyms: z.array(z.string()),
  antonyms: z.array(z.string()),
  sourceUrls: z.array(z.string()),
  /** Vietnamese meanings; empty when none is known (the web then hides the box). */
  vi: z.array(vietnameseMeaningSchema),
  provider: z.enum(DICTIONARY_PROVIDERS),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** Suggestions answered at most for a word not found (issue 18 §4). */
export const DICTIONARY_SUGGESTIONS_MAX = 5;

/**
 * GET /api/dictionary/suggestions/:word (200): headwords close to a word the dictionary does
 * not know, most likely first ("enviroment" → ["environment"]); [] when none is close.
 */
export const dictionarySuggestionsResponseSchema = z.object({
  suggestions: z.array(z.string()).max(DICTIONARY_SUGGESTIONS_MAX),
});
export type DictionarySuggestions = z.infer<typeof dictionarySuggestionsResponseSchema>;
export type DictionaryMeaning = z.infer<typeof meaningSchema>;
export type DictionaryPhonetic = z.infer<typeof phoneticSchema>;
export type VietnameseMeaning = z.infer<typeof vietnameseMeaningSchema>;

export const TRANSLATE_LANGUAGES = ['en', 'vi'] as const;
export const translateLanguageSchema = z.enum(TRANSLATE_LANGUAGES);

export const TRANSLATE_PROVIDERS = ['offline', 'libretranslate'] as const;

/** POST /api/translate */
export const translateRequestSchema = z
  .object({
    text: text().trim().min(1).max(TRANSLATE_TEXT_MAX),
    source: translateLanguageSchema,
    target: translateLanguageSchema,
  })
  .refine((r) => r.source !== r.target, { path: ['target'] });
export type TranslateRequest = z.input<typeof translateRequestSchema>;

/**
 * One unit of a word-by-word gloss (issue 18 §4): the word or phrase as typed, what the glossary
 * gives for it (null when it knows nothing), and the English headword of its dictionary entry
 * (the lemma: "went" → go; for Vietnamese → English the English word; null when there is none).
 */
export const glossItemSchema = z.object({
  source: z.string(),
  target: z.string().nullable(),
  headword: z.string().nullable(),
});
export type GlossItem = z.infer<typeof glossItemSchema>;

/** POST /api/translate (200) */
export const translateResponseSchema = z.object({
  translatedText: z.string(),
  provider: z.enum(TRANSLATE_PROVIDERS),
  /**
   * True when the offline provider could not translate the whole text (a sentence needs a
   * translation engine): `translatedText` then holds what it could (word by word) and the web says so.
   */
  partial: z.boolean(),
  /** The words of a word-by-word gloss in order (only with `partial`, offline). */
  gloss: z.array(glossItemSchema).optional(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** GET /api/translate/providers: what the server offers (the web offers the browser's own engine when only offline). */
export const translateProvidersResponseSchema = z.object({
  provider: z.enum(TRANSLATE_PROVIDERS),
});
