/**
 * The spell checker of the Writing feedback (issue 10): the Hunspell dictionaries of SCOWL
 * (wordlist.aspell.net), maintained and packaged by the wooorm/dictionaries project, checked with
 * nspell: `dictionary-en-gb` (British) and `dictionary-en` (American). A word is known when either
 * accepts it, because IELTS accepts British and American spellings (ielts-facts.md).
 *
 * Loaded once, on first use: reading both dictionaries and building the checkers blocks the event
 * loop for about 0.25 s and keeps about 22 MB of heap, about 45 MB of resident memory (measured
 * on Node 20.20, 2 CPUs). A check then costs microseconds. The promise is kept; a failed load is
 * forgotten so that the next call tries again. Hunspell accepts no compounds such as "long-term"
 * and no numbers: the domain (writing-feedback.ts) checks the parts of a hyphenated word and
 * skips numbers.
 */
import nspell from 'nspell';

/** True when the British or the American dictionary accepts the word, as given. */
export type IsKnownWord = (word: string) => boolean;

let loading: Promise<IsKnownWord> | undefined;

/** The dictionary packages type their data as Uint8Array, nspell's types want Buffers: no copy. */
function asBuffers(dictionary: { aff: Uint8Array; dic: Uint8Array }) {
  const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { aff: view(dictionary.aff), dic: view(dictionary.dic) };
}

async function load(): Promise<IsKnownWord> {
  const [british, american] = await Promise.all([
    import('dictionary-en-gb'),
    import('dictionary-en'),
  ]);
  const checkers = [nspell(asBuffers(british.default)), nspell(asBuffers(american.default))];
  return (word) => checkers.some((checker) => checker.correct(word));
}

/**
 * The spell check function, loading the dictionaries on the first call (later calls share the
 * same promise). Rejects when a dictionary package cannot be read.
 */
export function loadSpellChecker(): Promise<IsKnownWord> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
