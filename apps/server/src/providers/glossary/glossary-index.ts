/**
 * The project glossary (content/glossary/en-vi.tsv) in memory, keyed by headword: the offline
 * dictionary's Vietnamese meanings and the offline translator's word list. Loaded once at
 * start-up (about 5,000 headwords, a few hundred KB).
 */
import { GLOSSARY_POS, readGlossary, type GlossaryLine } from '@app/content/glossary';
import type { VietnameseMeaning } from '@app/contracts';

export class GlossaryIndex {
  readonly #byHeadword = new Map<string, GlossaryLine[]>();

  constructor(lines: readonly GlossaryLine[]) {
    for (const line of lines) {
      const list = this.#byHeadword.get(line.headword);
      if (list) list.push(line);
      else this.#byHeadword.set(line.headword, [line]);
    }
  }

  /** Number of distinct headwords. */
  get size(): number {
    return this.#byHeadword.size;
  }

  /** The lines of `headword` (lowercase), one per part of speech; [] when absent. */
  lines(headword: string): readonly GlossaryLine[] {
    return this.#byHeadword.get(headword) ?? [];
  }

  /** Every headword with its lines (insertion order of the file). */
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
