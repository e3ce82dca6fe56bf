/**
 * The words the review offers as flashcards: those looked up with Quick Define during the test,
 * then the key words of the questions answered wrongly (unique regardless of case, at most 30);
 * and the card each becomes from its dictionary entry: the word on the front; on the back the
 * Vietnamese meaning, then " — " and the first English definition when known; a tag from the
 * part of speech among the editor's presets. A word with neither meaning is left out.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import {
  SET_LIMITS,
  type DictionaryEntry,
  type MarkedAnswer,
  type TAG_PRESETS,
} from '@app/contracts';

type Tag = (typeof TAG_PRESETS)[number];

/** Most words offered. */
export const OFFER_LIMIT = 30;
/** Vietnamese meanings written on a card. */
const VI_MEANINGS = 3;

export interface OfferedWord {
  word: string;
  /** Looked up during the test, or a key word of a question answered wrongly. */
  source: 'lookedUp' | 'keyword';
}

/** The offered words, looked-up ones first. */
export function offeredWords(
  test: ReadingTest,
  marked: readonly MarkedAnswer[],
  lookedUp: readonly string[],
): OfferedWord[] {
  const wrong = new Set(marked.filter((m) => !m.correct).map((m) => m.number));
  const keywords = test.groups.flatMap((g) =>
    g.questions.filter((q) => wrong.has(q.number)).flatMap((q) => q.keywords),
  );
  const seen = new Set<string>();
  const out: OfferedWord[] = [];
  const add = (word: string, source: OfferedWord['source']) => {
    const trimmed = word.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key) || out.length >= OFFER_LIMIT) return;
    seen.add(key);
    out.push({ word: trimmed, source });
  };
  lookedUp.forEach((w) => add(w, 'lookedUp'));
  keywords.forEach((w) => add(w, 'keyword'));
  return out;
}

const POS_TAGS: Record<string, Tag> = {
  noun: 'Noun',
  n: 'Noun',
  verb: 'Verb',
  v: 'Verb',
  adjective: 'Adjective',
  adj: 'Adjective',
  adverb: 'Adverb',
  adv: 'Adverb',
  phrase: 'Phrase',
  'phrasal verb': 'Phrase',
  idiom: 'Idiom',
};

const posKey = (pos: string | null | undefined) =>
  (pos ?? '').trim().toLowerCase().replace(/\.$/, '');

/** A card for the set. */
export interface OfferCard {
  front: string;
  back: string;
  tags: Tag[];
}

/** The card of `word` from its entry, or null when the entry gives no meaning at all. */
export function cardFor(word: string, entry: DictionaryEntry | null): OfferCard | null {
  if (!entry) return null;
  const pos = entry.meanings[0]?.partOfSpeech ?? null;
  const group =
    entry.vi.find((v) => pos !== null && posKey(v.partOfSpeech) === posKey(pos)) ?? entry.vi[0];
  const vi = [...new Set(group?.meanings ?? [])].slice(0, VI_MEANINGS).join(', ');
  const definition =
    entry.meanings
      .flatMap((m) => m.definitions)
      .map((d) => d.definition.trim())
      .find((d) => d !== '') ?? '';
  const back = [vi, definition].filter((part) => part !== '').join(' — ');
  if (back === '') return null;
  const tag = POS_TAGS[posKey(pos)];
  return {
    front: word,
    back:
      back.length > SET_LIMITS.cardTextMax ? `${back.slice(0, SET_LIMITS.cardTextMax - 1)}…` : back,
    tags: tag ? [tag] : [],
  };
}
