/**
 * Pronunciations from the CMU Pronouncing Dictionary (the `cmu-pronouncing-dictionary` package:
 * 135,000 words of General American in ARPAbet, alternates as "word(2)", "word(3)"; read by
 * cmu-table.ts), converted to IPA by the domain's arpabetToIpa.
 */
import { americanSpellings, arpabetToIpa } from '@app/domain';
import { CmuTable } from './cmu-table.ts';

/** ARPAbet by key ("word", "word(2)"): a CmuTable, or a map in tests. */
export interface CmuLookup {
  get(key: string): string | undefined;
}

/** Most alternates the CMU dictionary lists for one word is below this. */
const MAX_ALTERNATES = 10;

export class CmuPhonetics {
  constructor(private readonly dictionary: CmuLookup) {}

  /** Reads the installed CMU dictionary (about 40 ms). @throws Error as CmuTable.load. */
  static async load(): Promise<CmuPhonetics> {
    return new CmuPhonetics(await CmuTable.load());
  }

  /** Every ARPAbet pronunciation of one lowercase word: "word", "word(2)", … */
  private arpabet(word: string): string[] {
    const found: string[] = [];
    const first = this.dictionary.get(word);
    if (first === undefined) return found;
    found.push(first);
    for (let n = 2; n < MAX_ALTERNATES; n += 1) {
      const next = this.dictionary.get(`${word}(${n})`);
      if (next === undefined) break;
      found.push(next);
    }
    return found;
  }

  /**
   * IPA of the ARPAbet strings, skipping any the converter refuses. When the first is stressed,
   * unstressed alternates are left out: they are weak forms ("good" as /ɡɪd/).
   */
  private static toIpa(arpabet: readonly string[]): string[] {
    const ipa: string[] = [];
    for (const pronunciation of arpabet) {
      try {
        const text = arpabetToIpa(pronunciation);
        if (!ipa.includes(text)) ipa.push(text);
      } catch {
        // an entry with a symbol outside ARPAbet's 39: leave it out
      }
    }
    const stressed = (text: string) => /[ˈˌ]/.test(text);
    return ipa[0] !== undefined && stressed(ipa[0]) ? ipa.filter(stressed) : ipa;
  }

  /**
   * IPA pronunciations of `word` (lowercase; a phrase's words separated by spaces or hyphens),
   * each "/…/": the dictionary's own entries; else, for a British spelling, the American
   * one's ("analyse" → "analyze"); else, for a phrase or a hyphenated word whose every part is
   * known, the parts' first pronunciations joined (a space between words, nothing at a hyphen).
   * [] when unknown.
   */
  pronunciations(word: string): string[] {
    const own = CmuPhonetics.toIpa(this.arpabet(word));
    if (own.length > 0) return own;
    for (const variant of americanSpellings(word)) {
      const ipa = CmuPhonetics.toIpa(this.arpabet(variant));
      if (ipa.length > 0) return ipa;
    }
    const parts = word.split(/([ -])/);
    if (parts.length < 3) return [];
    let joined = '';
    for (const part of parts) {
      if (part === ' ' || part === '-') {
        joined += part === ' ' ? ' ' : '';
        continue;
      }
      const ipa = CmuPhonetics.toIpa(this.arpabet(part))[0];
      if (ipa === undefined) return [];
      joined += ipa.slice(1, -1);
    }
    return [`/${joined}/`];
  }
}
