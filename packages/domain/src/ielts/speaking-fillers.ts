/**
 * Words of a spoken answer and the filler words in it, for the Speaking metrics
 * (speaking-metrics.ts; issue 11). Pure.
 *
 * Text is normalised as essays are (normaliseEssay: NFC, plain apostrophes and hyphens) and
 * lowercased. Words are essay words (wordTokens: "don't" and "well-known" are one word), numbers
 * in figures included, since a spoken "2020" is words said. Each word remembers whether a comma
 * (or a semicolon, colon, dash or ellipsis; not a full stop) follows it.
 *
 * Fillers (the list the issue names), counted by these rules:
 * - "um" (um, umm, uhm, hmm), "uh" (uh, uhh), "er" (er, err, erm): every time.
 * - "you know": unless it is a question or a verb with an object — the word before is an
 *   auxiliary or "if"/"as" ("do you know", "as you know"), or the word after is a question word or
 *   an object ("you know what", "you know her").
 * - "I mean": unless "what I mean" / "which I mean" or followed by "to" or "it" ("I mean to…").
 * - "sort of", "kind of": unless a determiner or adjective of kind comes before ("a kind of",
 *   "what sort of", "the same kind of").
 * - "like": never after a subject pronoun, "would", "do"/"don't", "to" or an adverb such as
 *   "really" (the verb: "I like, well, football"); otherwise when a comma follows it ("Like, I…",
 *   "it was, like, hard"), or right after a form of "be" when no object, determiner or -ing verb
 *   follows ("it was like really hard" counts; "it's like a village", "it's like living…" do not).
 * Speech recognition seldom writes "um" or "uh" and rarely punctuates, so the counts are a floor.
 */
import { normaliseEssay } from './essay-text.ts';

/** The filler words and phrases counted, in the order they are listed. */
export const SPEAKING_FILLERS = [
  'um',
  'uh',
  'er',
  'like',
  'you know',
  'I mean',
  'sort of',
  'kind of',
] as const;
export type SpeakingFiller = (typeof SPEAKING_FILLERS)[number];

interface Token {
  word: string;
  /** A comma (semicolon, colon, dash, ellipsis) right after this word. */
  commaAfter: boolean;
}

const WORD_START = /^[\p{L}\p{M}\p{N}]/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*|[,;:…—–]|\.\.\.|\s-\s/gu;
const HESITATIONS: Record<string, SpeakingFiller> = {
  um: 'um',
  umm: 'um',
  uhm: 'um',
  hmm: 'um',
  uh: 'uh',
  uhh: 'uh',
  er: 'er',
  err: 'er',
  erm: 'er',
};
const YOU_KNOW_BEFORE = new Set([
  'do',
  'did',
  'does',
  "don't",
  "didn't",
  "doesn't",
  'would',
  'will',
  'can',
  'could',
  'might',
  'may',
  'should',
  'if',
  'as',
]);
const YOU_KNOW_AFTER = new Set([
  'what',
  'how',
  'where',
  'when',
  'why',
  'who',
  'whether',
  'which',
  'him',
  'her',
  'them',
  'it',
  'me',
  'us',
  'that',
]);
const KIND_BEFORE = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'what',
  'which',
  'any',
  'some',
  'every',
  'each',
  'one',
  'same',
  'different',
  'other',
  'another',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'no',
  'right',
  'wrong',
  'certain',
  'particular',
  'new',
  'whole',
]);
const BE_FORMS = new Set(['is', 'was', 'were', 'are', 'am', 'be', 'been', "it's", "that's"]);
const LIKE_NOT_BEFORE = new Set([
  ...KIND_BEFORE,
  'it',
  'him',
  'them',
  'me',
  'us',
  'you',
  'how',
  'when',
  'to',
  'in',
  'on',
  'at',
  'these',
  'those',
]);

/** Words after which "like" is the verb ("I like, …", "would like"). */
const LIKE_VERB_BEFORE = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'would',
  "i'd",
  "we'd",
  "they'd",
  "you'd",
  'do',
  "don't",
  "didn't",
  "doesn't",
  'to',
  'really',
  'also',
  'always',
  'never',
  'still',
  'actually',
]);

/** Lowercased word tokens of a transcript with the punctuation around each. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of normaliseEssay(text).toLowerCase().matchAll(TOKEN)) {
    const piece = match[0];
    if (WORD_START.test(piece)) out.push({ word: piece, commaAfter: false });
    else if (out.length > 0) out.at(-1)!.commaAfter = true;
  }
  return out;
}

/** The words of a spoken answer (lowercased; see the module docstring). */
export function spokenWords(text: string): string[] {
  return tokens(text).map((token) => token.word);
}

function isLikeFiller(all: Token[], i: number): boolean {
  const before = all[i - 1]?.word;
  if (before !== undefined && LIKE_VERB_BEFORE.has(before)) return false;
  if (all[i]!.commaAfter) return true;
  if (before === undefined) return false;
  const after = all[i + 1]?.word;
  if (!BE_FORMS.has(before) && !/'(s|m|re)$/.test(before)) return false;
  return after === undefined || (!LIKE_NOT_BEFORE.has(after) && !/ing$/.test(after));
}

/** How often each filler occurs in `text`, in SPEAKING_FILLERS order, only those found. */
export function countFillers(text: string): { filler: SpeakingFiller; count: number }[] {
  const all = tokens(text);
  const counts = new Map<SpeakingFiller, number>();
  const add = (filler: SpeakingFiller) => counts.set(filler, (counts.get(filler) ?? 0) + 1);
  for (let i = 0; i < all.length; i++) {
    const word = all[i]!.word;
    const before = all[i - 1]?.word;
    const next = all[i + 1]?.word;
    const after = all[i + 2]?.word;
    const hesitation = HESITATIONS[word];
    if (hesitation) add(hesitation);
    else if (word === 'like' && isLikeFiller(all, i)) add('like');
    else if (word === 'you' && next === 'know') {
      if (!YOU_KNOW_BEFORE.has(before ?? '') && !YOU_KNOW_AFTER.has(after ?? '')) add('you know');
    } else if (word === 'i' && next === 'mean') {
      if (before !== 'what' && before !== 'which' && after !== 'to' && after !== 'it') {
        add('I mean');
      }
    } else if ((word === 'sort' || word === 'kind') && next === 'of') {
      if (!KIND_BEFORE.has(before ?? '')) add(word === 'sort' ? 'sort of' : 'kind of');
    }
  }
  return SPEAKING_FILLERS.filter((filler) => counts.has(filler)).map((filler) => ({
    filler,
    count: counts.get(filler)!,
  }));
}
