import { beforeAll, describe, expect, it } from 'vitest';
import { CmuPhonetics } from '../dictionary/offline/cmu-phonetics.ts';
import { lookupOffline, type OfflineSources } from '../dictionary/offline/offline-dictionary.ts';
import { WordNetDatabase } from '../dictionary/offline/wordnet-database.ts';
import {
  contentParts,
  contentWords,
  readAllowedNames,
  readCoveredTexts,
  textsOf,
  withoutClitic,
} from './content-words.ts';
import { loadGlossaryIndex } from './glossary-index.ts';

/**
 * Issue 23 §5: every content word of the app's own Reading passages, Listening scripts, Writing
 * and Speaking model answers has a Vietnamese meaning in the offline dictionary, which answers
 * from the shipped glossary: the word as written or lowercased, else the lemma WordNet's morphy
 * (packages/domain/src/dictionary/morphology.ts) finds for it ("mice" → mouse, "years" → year),
 * exactly as a learner's Quick Define look-up is answered (lookupOffline). A hyphenated word
 * without an entry of its own is covered when each of its parts is ("low-growing").
 */
const glossary = loadGlossaryIndex();
const names = readAllowedNames();
let sources: OfflineSources;
beforeAll(async () => {
  sources = { wordnet: await WordNetDatabase.load(), phonetics: await CmuPhonetics.load() };
});

describe('content words', () => {
  it('takes clitics off and skips function words, numbers, letters and allowed names', () => {
    expect(withoutClitic('children’s')).toBe('children');
    expect(withoutClitic("won't")).toBe('will');
    const allowed = new Set(['Sarah']);
    expect(contentWords("Sarah's bees didn't fly in 1990: H-E-A-P, it's a heap.", allowed)).toEqual(
      ['bees', 'fly', 'H-E-A-P', 'heap'],
    );
    expect(contentParts('H-E-A-P', allowed)).toEqual([]);
    expect(contentParts('twenty-five', allowed)).toEqual([]);
    expect(contentParts('low-growing', allowed)).toEqual(['low', 'growing']);
  });

  it('reads the words drawn on a Writing Task 1 visual, not its kinds or numbers', () => {
    const test = {
      modelAnswer: ['Glass made up 9%.'],
      visuals: [
        { kind: 'pie', title: 'Household waste', slices: [{ label: 'Glass', value: 9 }] },
        { kind: 'map', title: 'In 2000', features: [{ label: 'Sea', kind: 'water', x: 1 }] },
      ],
    };
    expect(textsOf('writing', test)).toEqual([
      'Glass made up 9%.',
      'Household waste',
      'Glass',
      'In 2000',
      'Sea',
    ]);
  });
});

describe('glossary coverage of the IELTS texts', () => {
  it('reads every skill’s texts', () => {
    const files = new Set(readCoveredTexts().map((t) => t.file.split('/')[0]));
    expect([...files]).toEqual(['reading', 'listening', 'writing', 'speaking']);
  });

  it('allows only names that the texts use and the glossary lacks', () => {
    const used = new Set(
      readCoveredTexts().flatMap(({ text }) =>
        contentWords(text, new Set()).flatMap((w) => [w, ...w.split('-')]),
      ),
    );
    expect([...names].filter((name) => !used.has(name))).toEqual([]);
    expect([...names].filter((name) => glossary.lines(name).length > 0)).toEqual([]);
  });

  it('gives every content word a Vietnamese meaning', () => {
    const known = new Map<string, boolean>();
    const hasVietnamese = (word: string): boolean => {
      let found = known.get(word);
      if (found === undefined) {
        const entry = lookupOffline(sources, glossary, word);
        found = (entry?.vi ?? []).some((v) => v.meanings.length > 0);
        known.set(word, found);
      }
      return found;
    };
    const missing = new Map<string, Set<string>>();
    const checked = new Set<string>();
    for (const { file, text } of readCoveredTexts()) {
      for (const word of contentWords(text, names)) {
        checked.add(word.toLowerCase());
        if (hasVietnamese(word)) continue;
        const parts = word.includes('-') ? contentParts(word, names) : [word];
        for (const part of parts.filter((p) => !hasVietnamese(p))) {
          const key = part.toLowerCase();
          missing.set(key, (missing.get(key) ?? new Set()).add(file.replace(/\.json$/, '')));
        }
      }
    }
    expect(checked.size).toBeGreaterThan(4000); // 5,036 distinct words in 20 files (issue 23)
    const report = [...missing]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([word, files]) => `${word} (${[...files].join(', ')})`);
    // Add each word's lemma to content/glossary/en-vi.tsv (or a name to coverage-names.txt).
    expect(report, `${report.length} words without a Vietnamese meaning`).toEqual([]);
    // every word of 20 files through the offline dictionary: about 4 s, more on a loaded machine
  }, 60_000);
});
