/**
 * WordNet's index files (index.noun, index.verb, index.adj, index.adv; format in WordNet's
 * wndb(5) manual page), searched in place: the files are kept as Buffers and searched by binary
 * search on their sorted lines, as WordNet's own library does (bin_search in binsrch.c), so
 * nothing is parsed at start-up and a lookup costs about 17 line comparisons.
 *
 * A line: `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...`,
 * lemmas lowercase ASCII with "_" between words, lines sorted by byte value. The licence header
 * lines start with two spaces, so they sort before every lemma and never match.
 */

/** A lemma's line of an index file. */
export interface IndexEntry {
  /** The lemma as in the file (lowercase, "_" between words). */
  lemma: string;
  /** Byte offsets of the lemma's synsets in the data file, most frequent sense first. */
  synsetOffsets: number[];
  /** Number of the lemma's senses tagged in WordNet's semantic concordances (a frequency). */
  tagsenseCount: number;
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

/** Compares the key of the line at `start` (bytes up to the first space) with `key`. */
function compareKey(buffer: Buffer, start: number, key: Buffer): number {
  for (let i = 0; ; i += 1) {
    const a = start + i < buffer.length ? buffer[start + i]! : NEWLINE;
    const lineEnded = a === SPACE || a === NEWLINE;
    if (i === key.length) return lineEnded ? 0 : 1;
    if (lineEnded) return -1;
    const b = key[i]!;
    if (a !== b) return a - b;
  }
}

/**
 * The line of `buffer` (a sorted index file) whose first field is `lemma`, without its newline;
 * null when there is none.
 */
export function findIndexLine(buffer: Buffer, lemma: string): string | null {
  const key = Buffer.from(lemma, 'utf8');
  if (key.length === 0 || key.includes(SPACE) || key.includes(NEWLINE)) return null;
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === 0 ? 0 : buffer.lastIndexOf(NEWLINE, middle - 1) + 1;
    let end = buffer.indexOf(NEWLINE, start);
    if (end < 0) end = buffer.length;
    const order = compareKey(buffer, start, key);
    if (order === 0) return buffer.toString('latin1', start, end);
    if (order < 0) low = end + 1;
    else high = start;
  }
  return null;
}

/**
 * Parses an index line.
 * @throws Error when the line does not have the wndb(5) shape.
 */
export function parseIndexLine(line: string): IndexEntry {
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const senseCountAt = 4 + pointerCount;
  const tagsenseCount = Number(fields[senseCountAt + 1]);
  const synsetOffsets = fields
    .slice(senseCountAt + 2, senseCountAt + 2 + synsetCount)
    .map((field) => Number(field));
  if (
    !Number.isInteger(synsetCount) ||
    !Number.isInteger(tagsenseCount) ||
    synsetOffsets.length !== synsetCount ||
    synsetOffsets.some((offset) => !Number.isInteger(offset))
  ) {
    throw new Error(`Malformed WordNet index line: ${line.slice(0, 80)}`);
  }
  return { lemma: fields[0]!, synsetOffsets, tagsenseCount };
}
