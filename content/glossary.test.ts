import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readGlossary, glossaryLineSchema } from './glossary.ts';
import { starterSet, wordsOfTheDay } from './index.ts';

/**
 * Common English words that give away an English definition ("a", "an", "to" are also Vietnamese
 * syllables, so they are not among them). Unicode-aware edges: `\b` treats
 * Vietnamese letters as non-word characters, so it would find "a" inside "mưa".
 */
const ENGLISH_WORD =
  /(?<![\p{L}\p{M}-])(the|of|and|which|with|someone|something)(?![\p{L}\p{M}-])/u;

/** Issue 9: the EN–VI glossary, written for this project. */
describe('glossary (content/glossary/en-vi.tsv)', () => {
  const lines = readGlossary();
  const headwords = new Set(lines.map((l) => l.headword));

  it('every line has a headword, a part of speech and Vietnamese meanings', () => {
    const bad = lines.filter((l) => !glossaryLineSchema.safeParse(l).success);
    expect(bad.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
  });

  it('has no headword twice with the same part of speech, and no duplicate meaning', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const l of lines) {
      const key = `${l.headword}\t${l.pos}`;
      if (seen.has(key)) repeated.push(`line ${l.line}: ${l.headword} (${l.pos})`);
      seen.add(key);
      if (new Set(l.meanings).size !== l.meanings.length) repeated.push(`line ${l.line}: meanings`);
    }
    expect(repeated).toEqual([]);
  });

  it('meanings are Vietnamese text, normalised (NFC), without English definitions', () => {
    const odd = lines.filter((l) =>
      l.meanings.some((m) => m !== m.normalize('NFC') || ENGLISH_WORD.test(m)),
    );
    expect(odd.map((l) => `line ${l.line}: ${l.headword}`)).toEqual([]);
  });

  it('has at least 5,000 headwords', () => {
    expect(headwords.size).toBeGreaterThanOrEqual(5000);
  });

  it('holds every word of the starter set and of the word-of-the-day list', () => {
    const wanted = [
      ...starterSet.cards.flatMap((c) => c.front.toLowerCase().split('/')),
      ...wordsOfTheDay.map((w) => w.word),
    ].map((w) => w.trim());
    expect(wanted.filter((w) => !headwords.has(w))).toEqual([]);
  });

  it('holds every headword of the Academic Word List', () => {
    const awl = readFileSync(new URL('./glossary/awl-headwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(awl).toHaveLength(570);
    // The AWL lists 'criteria'; a glossary may give its singular.
    const present = (w: string) =>
      headwords.has(w) || (w === 'criteria' && headwords.has('criterion'));
    expect(awl.filter((w) => !present(w))).toEqual([]);
  });
});
