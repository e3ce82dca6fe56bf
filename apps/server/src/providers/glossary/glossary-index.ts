/**
 * The project glossary (content/glossary/en-vi.tsv) in memory, keyed by headword: the offline
 * dictionary's Vietnamese meanings and the offline translator's word list. Loaded once at
 * start-up (about 12,000 lines, a few hundred KB). Keys are lowercase: proper nouns and acronyms
 * keep their capitals in the file ("Monday", "DNA") and are found by the lowercase query the
 * dictionary and the translator look up.
 */
import { GLOSSARY_POS, readGlossary, type GlossaryLine } from '@app/content/glossary';
import type { VietnameseMeaning } from '@app/contracts';

export class GlossaryIndex {
  readonly #byHeadword = new Map<string, GlossaryLine[]>();

  constructor(lines: readonly GlossaryLine[]) {
    for (const line of lines) {
      const key = line.headword.toLowerCase();
      const list = this.#byHeadword.get(key);
      if (list) list.push(line);
      else this.#byHeadword.set(key, [line]);
    }
  }

  /** Number of distinct headwords (regardless of case). */
  get size(): number {
    return this.#byHeadword.size;
  }

  /** The lines of `headword` (any case), one per part of speech; [] when absent. */
  lines(headword: string): readonly GlossaryLine[] {
    return this.#byHeadword.get(headword.toLowerCase()) ?? [];
  }

  /** Every headword (lowercase key) with its lines (insertion order of the file). */
  entries(): IterableIterator<[string, GlossaryLine[]]> {
    return this.#byHeadword.entries();
  }

  /** Vietnamese meanings of `headword`, one entry per part of speech (dictionary names). */
  vietnamese(headword: string): VietnameseMeaning[] {
    return this.lines(headword).map((l) => ({
      partOfSpeech: GLOSSARY_POS[l.pos],
      meanings: [...l.meanings],
    }));
  }
}

/** Reads the shipped glossary into an index (synchronous, once at start-up). */
export function loadGlossaryIndex(path?: string): GlossaryIndex {
  return new GlossaryIndex(readGlossary(path));
}
