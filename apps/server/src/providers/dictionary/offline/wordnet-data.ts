/**
 * WordNet's data files (data.noun, data.verb, data.adj, data.adv; format in WordNet's wndb(5)
 * manual page): a synset is the line that starts at its byte offset, read from the file kept in
 * a Buffer and parsed on demand (a few microseconds).
 *
 * A line: `synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt
 * [ptr...] [frames...] | gloss`, with w_cnt two hex digits, lex_id one hex digit, p_cnt three
 * decimal digits, and each pointer `pointer_symbol synset_offset pos source/target` (source and
 * target two hex digits each: word numbers in the two synsets, 00 for a semantic pointer).
 */

/** Synset types: noun, verb, adjective, adjective satellite, adverb. */
export type SynsetType = 'n' | 'v' | 'a' | 's' | 'r';

export interface Pointer {
  /** wndb(5) pointer symbol, e.g. "!" antonym, "@" hypernym, "&" similar to. */
  symbol: string;
  offset: number;
  type: SynsetType;
  /** 1-based word number in this synset, 0 when the pointer is semantic (all words). */
  source: number;
  /** 1-based word number in the target synset, 0 when the pointer is semantic. */
  target: number;
}

export interface Synset {
  offset: number;
  type: SynsetType;
  /** The synset's words as in the file ("_" between words, case kept, no adjective marker). */
  words: string[];
  pointers: Pointer[];
  /** Definition and examples, e.g. `move fast by using one's feet; "Don't run--you'll be late"`. */
  gloss: string;
}

const SYNSET_TYPES = new Set<string>(['n', 'v', 'a', 's', 'r']);

function synsetType(value: string | undefined, line: string): SynsetType {
  if (value === undefined || !SYNSET_TYPES.has(value)) throw malformed(line);
  return value as SynsetType;
}

function malformed(line: string): Error {
  return new Error(`Malformed WordNet data line: ${line.slice(0, 80)}`);
}

/**
 * Parses the synset line that starts at byte `offset` of a data file.
 * @throws Error when no synset starts there or the line does not have the wndb(5) shape.
 */
export function readSynset(buffer: Buffer, offset: number): Synset {
  let end = buffer.indexOf(0x0a, offset);
  if (end < 0) end = buffer.length;
  const line = buffer.toString('latin1', offset, end);
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  if (Number(head[0]) !== offset) throw malformed(line);
  const type = synsetType(head[2], line);
  const wordCount = parseInt(head[3] ?? '', 16);
  if (!Number.isInteger(wordCount)) throw malformed(line);
  const words: string[] = [];
  let at = 4;
  for (let i = 0; i < wordCount; i += 1, at += 2) {
    // Adjectives may carry a syntactic marker: "galore(ip)", "elect(p)", "former(a)".
    words.push((head[at] ?? '').replace(/\((?:a|p|ip)\)$/, ''));
  }
  const pointerCount = Number(head[at]);
  if (!Number.isInteger(pointerCount)) throw malformed(line);
  at += 1;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i += 1, at += 4) {
    const sourceTarget = head[at + 3] ?? '';
    pointers.push({
      symbol: head[at] ?? '',
      offset: Number(head[at + 1]),
      type: synsetType(head[at + 2], line),
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2, 4), 16),
    });
  }
  return { offset, type, words, pointers, gloss };
}
