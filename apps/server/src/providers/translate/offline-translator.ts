/**
 * The offline translator (issue 9, DESIGN.md "Offline and online providers"): the project
 * glossary (content/glossary/en-vi.tsv, through GlossaryIndex) used both ways, with no network.
 *
 * - A single word or a known phrase (the whole text, case and surrounding punctuation aside)
 *   answers its meanings: EN→VI its first 3 Vietnamese meanings joined by "; ", VI→EN the
 *   headwords (up to 3) having that exact meaning; `partial: false`.
 * - Anything longer is glossed word by word (`partial: true`: a sentence needs a translation
 *   engine, and the web says so, issue 18 §4): EN→VI longest glossary phrase first, then single
 *   words, each through its lemmas (english-lemmas.ts: irregular forms from WordNet's exception
 *   lists, "went" → go, "children" → child, then regular inflections), replaced by its first
 *   meaning ("the" is left out: Vietnamese has no article); VI→EN the longest run of syllables
 *   that is a glossary meaning (the reverse index), replaced by its headword. Unknown words,
 *   numbers, punctuation and spacing are kept as they are. `gloss` lists the words glossed with
 *   their dictionary headword, so the web can label the text as a gloss and link each word.
 */
import type { GlossItem } from '@app/contracts';
import type { GlossaryIndex } from '../glossary/glossary-index.ts';
import { lemmaCandidates } from './english-lemmas.ts';
import type { TranslateProvider } from './translate-provider.ts';

/** How many meanings or headwords a single word or phrase answers. */
const MAX_ALTERNATIVES = 3;
/** Longest Vietnamese meaning matched in a gloss, syllables. */
const MAX_VI_SYLLABLES = 8;
/** English words left out of a word-by-word gloss: Vietnamese has no definite article. */
const GLOSS_OMIT = new Set(['the']);

/** Words (letters with inner apostrophes or hyphens), numbers, spaces, anything else. */
const TOKEN =
  /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|\p{N}+(?:[.,:]\p{N}+)*|\s+|[^\p{L}\p{M}\p{N}\s]+/gu;
const WORD = /^[\p{L}\p{M}]/u;
/** Punctuation and quotes around a whole query, ignored when it is looked up as one unit. */
const EDGE_PUNCTUATION = /^[\s"'“”‘’«»([{.,;:!?…-]+|[\s"'“”‘’«»)\]}.,;:!?…-]+$/gu;

/** Lowercase, NFC, one space between words, typographic apostrophes as ASCII. */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/** The whole text as one lookup key (edge punctuation removed). */
function wholeKey(text: string): string {
  return normalise(text).replace(EDGE_PUNCTUATION, '');
}

/** A meaning as a gloss: without parenthesised notes, its first comma-separated part. */
function glossOf(meaning: string): string {
  const bare = meaning.replace(/\s*\([^)]*\)/g, '').trim();
  return (bare.split(',')[0] ?? '').trim() || meaning;
}

/** The gloss in the case of the source word (capitalised when it was). */
function matchCase(source: string, gloss: string): string {
  const first = source.charAt(0);
  return first !== first.toLowerCase() ? gloss.charAt(0).toUpperCase() + gloss.slice(1) : gloss;
}

/** Keys under which a Vietnamese meaning is found: as written, without notes, each part. */
function meaningKeys(meaning: string): string[] {
  const full = normalise(meaning);
  const bare = normalise(meaning.replace(/\([^)]*\)/g, ' '));
  const parts = bare.split(/\s*,\s*/);
  return [...new Set([full, bare, ...parts])].filter((k) => k.length > 0);
}

/** Vietnamese meaning → English headwords, best first (a word's first meaning ranks first). */
function reverseIndex(glossary: GlossaryIndex): Map<string, string[]> {
  const ranked = new Map<string, { headword: string; rank: number }[]>();
  for (const [, lines] of glossary.entries()) {
    for (const line of lines) {
      // the headword as written: "Monday", "DNA" keep their capitals
      const { headword } = line;
      line.meanings.forEach((meaning, position) => {
        meaningKeys(meaning).forEach((key, variant) => {
          const rank = position * 2 + (variant === 0 ? 0 : 1);
          const list = ranked.get(key);
          if (list) list.push({ headword, rank });
          else ranked.set(key, [{ headword, rank }]);
        });
      });
    }
  }
  const index = new Map<string, string[]>();
  for (const [key, list] of ranked) {
    // Array.prototype.sort is stable: equal ranks keep the glossary's order.
    const sorted = list.sort((a, b) => a.rank - b.rank).map((e) => e.headword);
    index.set(key, [...new Set(sorted)]);
  }
  return index;
}

interface Token {
  text: string;
  word: boolean;
  /** The normalised word (lookup key); '' for other tokens. */
  key: string;
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => {
    const word = WORD.test(m[0]);
    return { text: m[0], word, key: word ? normalise(m[0]) : '' };
  });
}

/** What a look-up gives a run of words: its gloss ('' leaves it out) and its English headword. */
interface Found {
  gloss: string;
  headword: string;
}

/**
 * Glosses `tokens` left to right: at each word, the longest run of up to `maxWords` words
 * (separated by plain spaces) that `lookup` knows is replaced by its gloss. Runs of more than
 * one word are tried only from a word in `phraseStarts`. A gloss of '' drops the word and the
 * space after it (its capital passes to the next gloss). Also lists the words glossed, with
 * `unknownHeadword` as the dictionary headword of a word the glossary does not know.
 */
function glossTokens(
  tokens: Token[],
  maxWords: number,
  phraseStarts: (key: string) => boolean,
  lookup: (words: string[]) => Found | null,
  unknownHeadword: (key: string) => string | null,
): { text: string; items: GlossItem[] } {
  const items: GlossItem[] = [];
  let out = '';
  let capital = false;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (!token.word) {
      out += token.text;
      i += 1;
      continue;
    }
    // Word tokens from i on, joined by single whitespace tokens without a line break.
    const run: string[] = [token.key];
    const limit = phraseStarts(token.key) ? maxWords : 1;
    for (let j = i + 1; run.length < limit && j + 1 < tokens.length; j += 2) {
      if (!/^[ \t]+$/.test(tokens[j]!.text) || !tokens[j + 1]!.word) break;
      run.push(tokens[j + 1]!.key);
    }
    let used = run.length;
    let found = lookup(run);
    while (found === null && used > 1) {
      used -= 1;
      found = lookup(run.slice(0, used));
    }
    if (found === null) {
      out += token.text;
      capital = false;
      items.push({ source: token.text, target: null, headword: unknownHeadword(token.key) });
      i += 1;
    } else if (found.gloss === '') {
      capital ||= token.text !== token.text.toLowerCase();
      i += /^[ \t]+$/.test(tokens[i + 1]?.text ?? '') ? 2 : 1;
    } else {
      out += matchCase(capital ? token.text.toUpperCase() : token.text, found.gloss);
      capital = false;
      const source = tokens
        .slice(i, i + 2 * used - 1)
        .map((t) => t.text)
        .join('');
      items.push({ source, target: found.gloss, headword: found.headword });
      i += 2 * used - 1; // the words used and the spaces between them
    }
  }
  return { text: out, items };
}

/** The offline translator over `glossary` (indexes are built once, here). */
export function createOfflineTranslator(glossary: GlossaryIndex): TranslateProvider {
  const reverse = reverseIndex(glossary);
  // First words of the multi-word headwords and meanings: only they can start a phrase.
  const enStarts = new Set<string>();
  let maxEnWords = 1;
  for (const [headword] of glossary.entries()) {
    const words = headword.split(' ');
    if (words.length > 1) enStarts.add(words[0]!);
    maxEnWords = Math.max(maxEnWords, words.length);
  }
  const viStarts = new Set<string>();
  let maxViWords = 1;
  for (const key of reverse.keys()) {
    const syllables = key.split(' ');
    if (syllables.length > 1) viStarts.add(syllables[0]!);
    maxViWords = Math.max(maxViWords, Math.min(MAX_VI_SYLLABLES, syllables.length));
  }
  const startsEnglishPhrase = (key: string) =>
    lemmaCandidates(key).some((lemma) => enStarts.has(lemma));

  /** The headword and meanings of an English word or phrase, trying the first word's lemmas. */
  const englishMeanings = (words: string[]): { headword: string; meanings: string[] } | null => {
    const [first = '', ...rest] = words;
    for (const lemma of lemmaCandidates(first)) {
      const headword = [lemma, ...rest].join(' ');
      const lines = glossary.lines(headword);
      if (lines.length > 0) {
        return { headword, meanings: [...new Set(lines.flatMap((l) => l.meanings))] };
      }
    }
    return null;
  };

  const enToVi = (text: string) => {
    const key = wholeKey(text);
    if (key !== '') {
      const found = englishMeanings(key.split(' '));
      if (found) {
        const translatedText = found.meanings.slice(0, MAX_ALTERNATIVES).join('; ');
        return { translatedText, partial: false };
      }
    }
    const gloss = glossTokens(
      tokenize(text),
      maxEnWords,
      startsEnglishPhrase,
      (words) => {
        if (words.length === 1 && GLOSS_OMIT.has(words[0]!)) return { gloss: '', headword: '' };
        const found = englishMeanings(words);
        const meaning = found?.meanings[0];
        return found && meaning !== undefined
          ? { gloss: glossOf(meaning), headword: found.headword }
          : null;
      },
      // the dictionary knows more words than the glossary, and resolves inflections itself
      (key) => key,
    );
    return { translatedText: gloss.text, partial: true, gloss: gloss.items };
  };

  const viToEn = (text: string) => {
    const headwords = reverse.get(wholeKey(text));
    if (headwords) {
      return { translatedText: headwords.slice(0, MAX_ALTERNATIVES).join('; '), partial: false };
    }
    const gloss = glossTokens(
      tokenize(text),
      maxViWords,
      (key) => viStarts.has(key),
      (words) => {
        const headword = reverse.get(words.join(' '))?.[0];
        return headword === undefined ? null : { gloss: headword, headword };
      },
      () => null,
    );
    return { translatedText: gloss.text, partial: true, gloss: gloss.items };
  };

  return {
    id: 'offline',
    async translate(text, source, target) {
      if (source === target) return { translatedText: text, partial: false, provider: 'offline' };
      const result = source === 'en' ? enToVi(text) : viToEn(text);
      return { ...result, provider: 'offline' };
    },
  };
}
