import { splitGlossary } from '@app/content/glossary';
import { beforeAll, describe, expect, it } from 'vitest';
import { GlossaryIndex } from '../../glossary/glossary-index.ts';
import { ProviderUnavailableError } from '../dictionary-provider.ts';
import { CmuPhonetics } from './cmu-phonetics.ts';
import {
  createOfflineDictionary,
  lookupOffline,
  type OfflineSources,
} from './offline-dictionary.ts';
import { resolveQuery } from './resolve-query.ts';
import { WordNetDatabase } from './wordnet-database.ts';

/**
 * The offline dictionary on the shipped WordNet 3.1 files and CMU dictionary, with a glossary of
 * its own (the shipped one grows; the route test covers it).
 */
const glossary = new GlossaryIndex(
  splitGlossary(
    [
      'mouse\tn\tcon chuột',
      'go\tv\tđi',
      'the\tdet\tcái, con (mạo từ xác định)',
      'microlender\tn\ttổ chức cho vay vi mô',
    ].join('\n'),
  ),
);

let sources: OfflineSources;
beforeAll(async () => {
  sources = { wordnet: await WordNetDatabase.load(), phonetics: await CmuPhonetics.load() };
});

describe('WordNet reader', () => {
  it('finds lemmas by binary search, first and last of a file included', () => {
    const { wordnet } = sources;
    expect(wordnet.entry('n', "'hood")?.synsetOffsets).toHaveLength(1);
    expect(wordnet.entry('n', 'zyrian')).not.toBeNull();
    expect(wordnet.entry('n', 'run')?.synsetOffsets).toHaveLength(16);
    expect(wordnet.entry('v', 'run')?.synsetOffsets).toHaveLength(41);
    expect(wordnet.isLemma('n', 'well-being')).toBe(true);
    expect(wordnet.isLemma('n', 'look_after')).toBe(false);
    expect(wordnet.isLemma('v', 'look_after')).toBe(true);
    expect(wordnet.isLemma('n', 'qwzxv')).toBe(false);
    expect(wordnet.isLemma('n', '')).toBe(false);
    expect(wordnet.isLemma('n', 'this')).toBe(false); // a licence header word
  });

  it('reads synsets at their offsets, with words, pointers and gloss', () => {
    const { wordnet } = sources;
    const offset = wordnet.entry('a', 'good')!.synsetOffsets[0]!;
    const synset = wordnet.synset('a', offset);
    expect(synset.words).toContain('good');
    expect(synset.pointers.some((p) => p.symbol === '!')).toBe(true);
    expect(synset.gloss).toMatch(/desirable or positive qualities/);
    expect(() => wordnet.synset('n', offset + 1)).toThrow(/Malformed/);
  });
});

describe('resolveQuery', () => {
  const lemmaOf = (query: string) => resolveQuery(sources.wordnet, query)?.lemma ?? null;

  it('prefers the word itself, then morphy’s most used lemma', () => {
    expect(lemmaOf('running')).toBe('running'); // a noun and an adjective of its own
    expect(lemmaOf('mice')).toBe('mouse');
    expect(lemmaOf('went')).toBe('go');
    expect(lemmaOf('does')).toBe('do'); // not "doe"
    expect(lemmaOf('studies')).toBe('study');
    expect(lemmaOf('wolves')).toBe('wolf');
    expect(lemmaOf('analysed')).toBe('analyse');
    expect(lemmaOf('ate')).toBe('eat'); // the noun "Ate" is never used in the tagged texts
    expect(lemmaOf('saw')).toBe('saw');
    expect(lemmaOf('qwzxv')).toBeNull();
  });

  it('keeps only the parts of speech the inflection belongs to', () => {
    const mice = resolveQuery(sources.wordnet, 'mice')!;
    expect(mice.entries.map((e) => e.pos)).toEqual(['n']); // not the verb "mouse"
  });

  it('tries hyphen and space alternates and American spellings', () => {
    expect(lemmaOf('well being')).toBe('well-being');
    expect(lemmaOf('look after')).toBe('look_after');
    expect(lemmaOf('looking after')).toBe('look_after');
    expect(lemmaOf('ice-cream')).toBe('ice_cream');
    expect(lemmaOf('summarised')).toBe('summarise');
    // WordNet has only the American spellings of these:
    expect(lemmaOf('weaponise')).toBe('weaponize');
    expect(lemmaOf('radicalised')).toBe('radicalize');
  });
});

describe('lookupOffline', () => {
  it('answers a glossary word WordNet lacks with Vietnamese only', () => {
    const entry = lookupOffline(sources, glossary, 'the');
    expect(entry).toMatchObject({ word: 'the', meanings: [], synonyms: [], antonyms: [] });
    expect(entry!.vi).toEqual([
      { partOfSpeech: 'determiner', meanings: ['cái, con (mạo từ xác định)'] },
    ]);
    expect(entry!.sourceUrls).not.toContain('https://wordnet.princeton.edu/');
  });

  it('takes Vietnamese from the lemma when the query has none', () => {
    expect(lookupOffline(sources, glossary, 'mice')!.vi[0]!.meanings).toEqual(['con chuột']);
  });

  it('takes Vietnamese from the base of a form that is a WordNet lemma of its own', () => {
    // "going" is a noun of its own ("the going was hard"): WordNet answers it, not "go".
    const entry = lookupOffline(sources, glossary, 'going')!;
    expect(entry.word).toBe('going');
    expect(entry.vi).toEqual([{ partOfSpeech: 'verb', meanings: ['đi'] }]);
    expect(resolveQuery(sources.wordnet, 'going')?.lemma).toBe('going');
  });

  it('finds the inflection of a word only the glossary knows through morphy', () => {
    expect(lookupOffline(sources, glossary, 'microlenders')!.vi).toEqual([
      { partOfSpeech: 'noun', meanings: ['tổ chức cho vay vi mô'] },
    ]);
  });

  it('gives examples that use the headword only', () => {
    const entry = lookupOffline(sources, glossary, 'environment')!;
    const [first, second] = entry.meanings[0]!.definitions;
    expect(first!.example).toMatch(/environment/);
    expect(second!.example).toBeUndefined(); // WordNet's is "the country--the flat agricultural surround"
  });

  it('joins the pronunciations of a phrase’s words', () => {
    expect(sources.phonetics.pronunciations('look after')).toEqual(['/ˈlʊk ˈæftɚ/']);
    expect(sources.phonetics.pronunciations('good')).toEqual(['/ˈɡʊd/']); // no weak form
    expect(sources.phonetics.pronunciations('qwzxv')).toEqual([]);
  });

  it('answers null for a word nothing knows', () => {
    expect(lookupOffline(sources, glossary, 'qwzxv')).toBeNull();
  });
});

describe('createOfflineDictionary', () => {
  it('loads once, lazily, and retries a failed load', async () => {
    let calls = 0;
    const dictionary = createOfflineDictionary({
      glossary,
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('disk');
        return sources;
      },
    });
    expect(calls).toBe(0);
    await expect(dictionary.lookup('run')).rejects.toBeInstanceOf(ProviderUnavailableError);
    await dictionary.warm();
    expect((await dictionary.lookup('mice'))?.word).toBe('mouse');
    expect(await dictionary.lookup('qwzxv')).toBeNull();
    expect(calls).toBe(2);
  });
});
