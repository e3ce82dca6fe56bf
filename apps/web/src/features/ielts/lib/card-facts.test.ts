import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import { describe, expect, it } from 'vitest';
import { attemptResult, bestLabel, cardFacts } from './card-facts.ts';

const summary = {
  testNumber: 1,
  attempts: 2,
  bestScore: 31,
  bestBand: 7,
  timeTaken: 3100,
  completedAt: '2026-11-20T10:00:00.000Z',
};
const result = {
  id: '00000000-0000-4000-8000-000000000001',
  testNumber: 1,
  score: null,
  bandScore: null,
  timeTakenSeconds: 2000,
  wordCount: null,
  averageSelfRating: null,
  completedAt: '2026-11-20T10:00:00.000Z',
};

describe('list card facts (spec §2)', () => {
  it('says what each skill has', () => {
    expect(cardFacts(ieltsCatalogue.reading[0]!)).toEqual(['60 phút', '3 bài đọc', '40 câu hỏi']);
    expect(cardFacts(ieltsCatalogue.listening[0]!)).toEqual([
      '30 phút',
      '4 phần',
      '40 câu hỏi',
      'Audio 19 phút', // listening-1's audio, 18.7 minutes
    ]);
    expect(cardFacts(ieltsCatalogue.writing[0]!)).toEqual(['40 phút', '1 task', 'Opinion Essay']);
    expect(cardFacts(ieltsCatalogue.speaking[0]!)).toEqual(['15 phút', '3 phần']);
  });

  it('writes the best as the spec quotes it, none before an attempt', () => {
    expect(bestLabel('reading', summary)).toBe('Best: Band 7.0 (31/40)');
    expect(bestLabel('listening', { ...summary, bestBand: 6.5, bestScore: 27 })).toBe(
      'Best: Band 6.5 (27/40)',
    );
    expect(bestLabel('writing', { ...summary, bestScore: 265, bestBand: null })).toBe(
      'Best: 265 words',
    );
    expect(bestLabel('speaking', { ...summary, bestScore: 3.75, bestBand: null })).toBe(
      'Best: 3.8/5',
    );
    expect(bestLabel('reading', undefined)).toBeNull();
    expect(bestLabel('writing', { ...summary, bestScore: null })).toBeNull();
  });

  it('sums up one attempt for the history', () => {
    expect(attemptResult({ ...result, skill: 'reading', score: 24, bandScore: 6 })).toBe(
      'Band 6.0 (24/40)',
    );
    expect(attemptResult({ ...result, skill: 'writing', wordCount: 265 })).toBe('265 từ');
    expect(attemptResult({ ...result, skill: 'speaking', averageSelfRating: 4 })).toBe('4.0/5');
  });
});
