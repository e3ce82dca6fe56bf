/**
 * The words the review offers as flashcards (issue 18 §4): those looked up with Quick Define
 * during the test and the key words of the questions answered wrongly, ticked; apart from them,
 * unticked, the key words of the questions left blank (unique regardless of case; at most
 * OFFER_LIMIT and BLANK_LIMIT). Each becomes a card from its dictionary entry: the headword on
 * the front; on the back one Vietnamese meaning of the sense whose part of speech fits the
 * passage (passage-pos.ts) — the most common, or the one the learner chose beside the passage's
 * sentence (issue 34 §19: "absorb" → "hấp thụ", not three meanings) — then " — " and the English
 * definition of that part of speech that fits the sentence best; its part of speech as a tag
 * among the editor's presets. A word with no Vietnamese meaning for that sense is left out: a
 * card never lacks its Vietnamese.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import {
  DICTIONARY_BATCH_MAX,
  SET_LIMITS,
  type DictionaryEntry,
  type MarkedAnswer,
  type TAG_PRESETS,
} from '@app/contracts';
import type { PartOfSpeech } from './passage-pos.ts';

type Tag = (typeof TAG_PRESETS)[number];

/** Most words offered ticked (looked up, then key words of wrong answers). */
export const OFFER_LIMIT = 30;
/** Most key words of blank answers offered apart (the batch holds both lists). */
export const BLANK_LIMIT = DICTIONARY_BATCH_MAX - OFFER_LIMIT;

export interface OfferedWord {
  word: string;
  /** Looked up during the test, a key word of a question answered wrongly, or of one left blank. */
  source: 'lookedUp' | 'wrong' | 'blank';
}

/** The offered words: looked-up ones first, then wrong answers' key words, then blank ones'. */
export function offeredWords(
  test: ReadingTest,
  marked: readonly MarkedAnswer[],
  lookedUp: readonly string[],
): OfferedWord[] {
  const byNumber = new Map(marked.map((m) => [m.number, m]));
  const questions = test.groups.flatMap((g) => g.questions);
  const blank = (n: number) => (byNumber.get(n)?.given.trim() ?? '') === '';
  const wrong = (n: number) => !blank(n) && !(byNumber.get(n)?.correct ?? false);
  const seen = new Set<string>();
  const out: OfferedWord[] = [];
  const counts = { main: 0, blank: 0 };
  const add = (word: string, source: OfferedWord['source']) => {
    const trimmed = word.trim();
    const key = trimmed.toLowerCase();
    const list = source === 'blank' ? 'blank' : 'main';
    const limit = list === 'blank' ? BLANK_LIMIT : OFFER_LIMIT;
    if (trimmed === '' || seen.has(key) || counts[list] >= limit) return;
    seen.add(key);
    counts[list] += 1;
    out.push({ word: trimmed, source });
  };
  lookedUp.forEach((w) => add(w, 'lookedUp'));
  questions
    .filter((q) => wrong(q.number))
    .forEach((q) => q.keywords.forEach((w) => add(w, 'wrong')));
  questions
    .filter((q) => blank(q.number))
    .forEach((q) => q.keywords.forEach((w) => add(w, 'blank')));
  return out;
}

const POS_TAGS: Record<string, Tag> = {
  noun: 'Noun',
  n: 'Noun',
  verb: 'Verb',
  v: 'Verb',
  adjective: 'Adjective',
  adj: 'Adjective',
  'adjective satellite': 'Adjective',
  adverb: 'Adverb',
  adv: 'Adverb',
  phrase: 'Phrase',
  'phrasal verb': 'Phrase',
  idiom: 'Idiom',
};

/** A part of speech as one of ours ('adj.' → 'adjective'), or the source's text lowercased. */
const posKey = (pos: string | null | undefined): string => {
  const key = (pos ?? '').trim().toLowerCase().replace(/\.$/, '');
  const tag = POS_TAGS[key];
  return tag ? tag.toLowerCase() : key;
};

/** A card for the set. */
export interface OfferCard {
  front: string;
  back: string;
  tags: Tag[];
}

/**
 * The Vietnamese sense of `entry` for the passage: the first of `candidates` (passage-pos.ts)
 * the entry has Vietnamese for; with no candidates, that of the entry's first meaning (or its
 * first Vietnamese sense). Null when the fitting sense has no Vietnamese.
 */
function fittingSense(entry: DictionaryEntry, candidates: readonly PartOfSpeech[]) {
  const withMeanings = entry.vi.filter((v) => v.meanings.some((m) => m.trim() !== ''));
  const of = (pos: string) => withMeanings.find((v) => posKey(v.partOfSpeech) === pos);
  if (candidates.length > 0) {
    for (const pos of candidates) {
      const sense = of(pos);
      if (sense) return sense;
    }
    // the source does not say which part of speech its Vietnamese is
    return withMeanings.find((v) => v.partOfSpeech === null) ?? null;
  }
  const first = entry.meanings[0]?.partOfSpeech;
  return (first ? of(posKey(first)) : undefined) ?? withMeanings[0] ?? null;
}

/** Words that say nothing about a sense (left out when a definition is compared with a context). */
const STOP_WORDS = new Set(
  'a an the of to in on for with by from at as and or but that which who this these those it its is are was were be been being has have had do does did not no than then so such can could will would may might must should their there they them he she his her we our you your i me my what when where how also into about over more most other some any each'.split(
    ' ',
  ),
);

/**
 * The content words of `text`, lowercase, without a plural -s or -es, -ed or -ing when at least
 * four letters remain ("measures" → "measure", "using" stays: "us" says nothing).
 */
function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const stem = (word: string) => {
    const cut = word.replace(/(?:ing|ed|es|s)$/u, '');
    return cut.length >= 4 ? cut : word;
  };
  return new Set(words.filter((word) => word.length > 3 && !STOP_WORDS.has(word)).map(stem));
}

/** Shared words a later definition needs to be taken over the first (one shared word is noise). */
const MIN_OVERLAP = 2;

/**
 * The definition of `definitions` (with their examples) that shares the most content words with
 * `context`, the passage's sentence (a simplified Lesk: issue 34 §19), at least MIN_OVERLAP of
 * them; else the first, the most common sense (also on a tie, or without a context).
 * `headword` is not counted (every definition's example holds it).
 */
export function contextDefinition(
  definitions: readonly { definition: string; example?: string }[],
  context: string | null,
  headword = '',
): string {
  const usable = definitions.filter((d) => d.definition.trim() !== '');
  if (usable.length === 0) return '';
  const around = contentWords(context ?? '');
  for (const word of contentWords(headword)) around.delete(word);
  let best = usable[0]!;
  let bestScore = MIN_OVERLAP - 1;
  for (const candidate of usable) {
    const own = contentWords(`${candidate.definition} ${candidate.example ?? ''}`);
    let score = 0;
    for (const word of own) if (around.has(word)) score += 1;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best.definition.trim();
}

/** The sense a word is offered in: its part of speech and the Vietnamese meanings to choose. */
export interface OfferSense {
  /** Ours ('noun', 'verb'…), or the source's text lowercased. */
  pos: string;
  /** The meanings of that part of speech, unique, most common first. */
  meanings: string[];
}

/**
 * The sense of `entry` for the passage (fittingSense): its part of speech and its Vietnamese
 * meanings, from which the learner chooses (issue 34 §19); null when there is none.
 */
export function offerSense(
  entry: DictionaryEntry | null,
  candidates: readonly PartOfSpeech[] = [],
): OfferSense | null {
  if (!entry) return null;
  const sense = fittingSense(entry, candidates);
  if (!sense) return null;
  const meanings = [...new Set(sense.meanings.map((m) => m.trim()).filter((m) => m !== ''))];
  return { pos: posKey(sense.partOfSpeech ?? entry.meanings[0]?.partOfSpeech), meanings };
}

/**
 * The card of `word` from its entry for the part of speech it has in the passage, or null when
 * there is no entry or no Vietnamese meaning for that sense. The back is the chosen Vietnamese
 * meaning (`choice.meaning`; by default the first, the most common), " — ", and the English
 * definition of that part of speech that fits the passage's sentence best (`choice.context`,
 * contextDefinition).
 */
export function cardFor(
  entry: DictionaryEntry | null,
  candidates: readonly PartOfSpeech[] = [],
  choice: { meaning?: string; context?: string | null } = {},
): OfferCard | null {
  const sense = offerSense(entry, candidates);
  if (!entry || !sense) return null;
  const vi =
    choice.meaning !== undefined && sense.meanings.includes(choice.meaning)
      ? choice.meaning
      : sense.meanings[0]!;
  const meaning = entry.meanings.find((m) => posKey(m.partOfSpeech) === sense.pos);
  const definition = contextDefinition(
    meaning?.definitions ?? [],
    choice.context ?? null,
    entry.word,
  );
  const back = [vi, definition].filter((part) => part !== '').join(' — ');
  const tag = POS_TAGS[sense.pos];
  return {
    front: entry.word,
    back:
      back.length > SET_LIMITS.cardTextMax ? `${back.slice(0, SET_LIMITS.cardTextMax - 1)}…` : back,
    tags: tag ? [tag] : [],
  };
}
