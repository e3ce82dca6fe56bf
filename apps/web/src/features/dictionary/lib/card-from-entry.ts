/**
 * The flashcard a dictionary entry becomes (spec §2 Add-to-set modal: word, definition, tags):
 * the word on the front; on the back the Vietnamese meaning first when known, then the first
 * English definition, as the starter set writes its cards ("bằng chứng — facts or information…");
 * a tag from the part of speech among the editor's presets (Noun, Verb, Adjective, Adverb…).
 */
import type { DictionaryEntry, TAG_PRESETS, VietnameseMeaning } from '@app/contracts';

type Tag = (typeof TAG_PRESETS)[number];

/** The card the dictionary adds to a set. */
export interface DictionaryCard {
  front: string;
  back: string;
  tags: Tag[];
}

const POS_NAMES: Record<string, string> = {
  n: 'noun',
  v: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  phr: 'phrase',
  prep: 'preposition',
  conj: 'conjunction',
  pron: 'pronoun',
};

const POS_TAGS: Record<string, Tag> = {
  noun: 'Noun',
  verb: 'Verb',
  adjective: 'Adjective',
  adverb: 'Adverb',
  phrase: 'Phrase',
  'phrasal verb': 'Phrase',
  idiom: 'Idiom',
};

/** The longest side a card may have (SET_LIMITS.cardTextMax). */
const CARD_TEXT_MAX = 2000;
/** Vietnamese meanings written on a card's back. */
const CARD_VI_MEANINGS = 3;

/** A part of speech in full and lowercase ("n" and "Noun" → "noun"). */
export function partOfSpeechName(pos: string | null | undefined): string | null {
  if (!pos) return null;
  const name = pos.trim().toLowerCase().replace(/\.$/, '');
  return POS_NAMES[name] ?? name;
}

/** The Vietnamese meanings of one part of speech (or, when none matches, of the first group). */
export function vietnameseFor(
  vi: readonly VietnameseMeaning[],
  partOfSpeech: string | null,
): string[] {
  const wanted = partOfSpeechName(partOfSpeech);
  const group =
    vi.find((item) => wanted !== null && partOfSpeechName(item.partOfSpeech) === wanted) ?? vi[0];
  return [...new Set(group?.meanings ?? [])];
}

/** Every Vietnamese meaning of the entry once, in order ("chạy, điều hành, cuộc chạy"). */
export function allVietnamese(vi: readonly VietnameseMeaning[]): string[] {
  return [...new Set(vi.flatMap((item) => item.meanings))];
}

/** The first English definition of the entry, or null when it has none. */
function firstDefinition(entry: DictionaryEntry): string | null {
  for (const meaning of entry.meanings) {
    const found = meaning.definitions.find((d) => d.definition.trim() !== '');
    if (found) return found.definition.trim();
  }
  return null;
}

/** The card for an entry; the back says 'No definition available' only when nothing is known. */
export function cardFromEntry(entry: DictionaryEntry, noDefinition: string): DictionaryCard {
  const firstPos = entry.meanings[0]?.partOfSpeech ?? null;
  const vi = vietnameseFor(entry.vi, firstPos).slice(0, CARD_VI_MEANINGS).join(', ');
  const definition = firstDefinition(entry);
  const back = [vi, definition].filter((part) => part).join(' — ') || noDefinition;
  const tag = POS_TAGS[partOfSpeechName(firstPos) ?? ''];
  return {
    front: entry.word,
    back: back.length > CARD_TEXT_MAX ? `${back.slice(0, CARD_TEXT_MAX - 1)}…` : back,
    tags: tag ? [tag] : [],
  };
}
