import type { DictionaryEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  allVietnamese,
  cardFromEntry,
  partOfSpeechName,
  vietnameseFor,
} from './card-from-entry.ts';

const RUN: DictionaryEntry = {
  word: 'run',
  phonetics: [{ text: '/ɹʌn/' }],
  meanings: [
    {
      partOfSpeech: 'verb',
      definitions: [{ definition: 'move fast by using your legs', example: 'Don’t run.' }],
      synonyms: [],
      antonyms: [],
    },
    {
      partOfSpeech: 'noun',
      definitions: [{ definition: 'a score in baseball' }],
      synonyms: [],
      antonyms: [],
    },
  ],
  synonyms: [],
  antonyms: [],
  sourceUrls: [],
  vi: [
    { partOfSpeech: 'n', meanings: ['cuộc chạy', 'chuỗi, loạt'] },
    { partOfSpeech: 'v', meanings: ['chạy', 'điều hành', 'vận hành', 'chạy'] },
  ],
  provider: 'offline',
};

describe('card from a dictionary entry', () => {
  it('writes the Vietnamese meanings of the first part of speech, then the first definition', () => {
    expect(cardFromEntry(RUN, 'No definition available')).toEqual({
      front: 'run',
      back: 'chạy, điều hành, vận hành — move fast by using your legs',
      tags: ['Verb'],
    });
  });

  it('writes the definition alone without Vietnamese, and the fallback without either', () => {
    const noVi = { ...RUN, vi: [] };
    expect(cardFromEntry(noVi, 'x').back).toBe('move fast by using your legs');
    const nothing = { ...RUN, vi: [], meanings: [] };
    expect(cardFromEntry(nothing, 'No definition available')).toEqual({
      front: 'run',
      back: 'No definition available',
      tags: [],
    });
  });

  it('tags only parts of speech among the presets', () => {
    const adj = { ...RUN, meanings: [{ ...RUN.meanings[0]!, partOfSpeech: 'adjective' }] };
    expect(cardFromEntry(adj, 'x').tags).toEqual(['Adjective']);
    const other = { ...RUN, meanings: [{ ...RUN.meanings[0]!, partOfSpeech: 'interjection' }] };
    expect(cardFromEntry(other, 'x').tags).toEqual([]);
  });

  it('reads abbreviated parts of speech and falls back to the first Vietnamese group', () => {
    expect(partOfSpeechName('adj.')).toBe('adjective');
    expect(partOfSpeechName('Noun')).toBe('noun');
    expect(partOfSpeechName(null)).toBeNull();
    expect(vietnameseFor(RUN.vi, 'adverb')).toEqual(['cuộc chạy', 'chuỗi, loạt']);
    expect(vietnameseFor([], 'noun')).toEqual([]);
    expect(allVietnamese(RUN.vi)).toEqual([
      'cuộc chạy',
      'chuỗi, loạt',
      'chạy',
      'điều hành',
      'vận hành',
    ]);
  });
});
