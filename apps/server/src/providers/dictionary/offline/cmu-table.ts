/**
 * The CMU Pronouncing Dictionary of the `cmu-pronouncing-dictionary` package (3.0.0), read as
 * text and indexed in place. The package is an ES module of one object literal, a line per
 * entry: `  "word": "W ER1 D",` (4.7 MB, 135,000 entries, alternates as "word(2)"). Importing it
 * costs about 200 ms and 60 MB of resident memory (V8 keeps the module source and builds a
 * 135,000-property object); reading the same file into a Buffer and indexing its lines in an
 * open-addressing hash table (Int32Array of line offsets) costs about 7 MB and 40 ms, with no
 * JavaScript objects per entry. The line format is checked when loading: a file that does not
 * have it throws, so a package update that changes it fails the tests instead of losing
 * pronunciations.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const QUOTE = 0x22;
const NEWLINE = 0x0a;
/** Fewer entries than this means the file is not the dictionary we expect. */
const MIN_ENTRIES = 100_000;

/** FNV-1a over bytes [start, end) of `bytes`. */
function hash(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i += 1) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The path of the package's data module (its `main`, index.js). */
function cmuDictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('cmu-pronouncing-dictionary');
}

export class CmuTable {
  private constructor(
    private readonly text: Buffer,
    /** Open-addressing slots: 1 + byte offset of an entry's key, 0 when empty. */
    private readonly slots: Int32Array,
    readonly size: number,
  ) {}

  /** Reads and indexes the installed package's file (or `path`). @throws Error as fromSource. */
  static async load(path: string = cmuDictionaryPath()): Promise<CmuTable> {
    return CmuTable.fromSource(await readFile(path));
  }

  /**
   * Indexes the entry lines (`  "key": "value",`) of the module's source.
   * @throws Error when fewer than 100,000 entry lines are found (not the expected file).
   */
  static fromSource(text: Buffer, minEntries: number = MIN_ENTRIES): CmuTable {
    const starts: number[] = [];
    let line = 0;
    while (line < text.length) {
      let end = text.indexOf(NEWLINE, line);
      if (end < 0) end = text.length;
      // `  "key": "value",` — two spaces, a quoted key, `: `, a quoted value.
      if (text[line] === 0x20 && text[line + 1] === 0x20 && text[line + 2] === QUOTE) {
        const keyEnd = text.indexOf(QUOTE, line + 3);
        if (keyEnd > line + 3 && keyEnd < end && text[keyEnd + 3] === QUOTE) starts.push(line + 3);
      }
      line = end + 1;
    }
    if (starts.length < minEntries) {
      throw new Error(`The CMU dictionary file has ${starts.length} entries; expected its format`);
    }
    let capacity = 1;
    while (capacity < starts.length * 2) capacity *= 2;
    const slots = new Int32Array(capacity);
    for (const start of starts) {
      const keyEnd = text.indexOf(QUOTE, start);
      let slot = hash(text, start, keyEnd) & (capacity - 1);
      while (slots[slot] !== 0) slot = (slot + 1) & (capacity - 1);
      slots[slot] = start + 1;
    }
    return new CmuTable(text, slots, starts.length);
  }

  /** The ARPAbet pronunciation of `key` ("word" or "word(2)"), or undefined. */
  get(key: string): string | undefined {
    const bytes = Buffer.from(key, 'utf8');
    const mask = this.slots.length - 1;
    for (let slot = hash(bytes, 0, bytes.length) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return undefined;
      const start = entry - 1;
      if (this.text[start + bytes.length] !== QUOTE) continue;
      if (this.text.compare(bytes, 0, bytes.length, start, start + bytes.length) !== 0) continue;
      const valueStart = start + bytes.length + 4; // past `": "`
      return this.text.toString('latin1', valueStart, this.text.indexOf(QUOTE, valueStart));
    }
  }
}
