import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/i18n.tsx';
import { loadedMessages, loadMessages } from '../../../i18n/catalogues.ts';
import { makeIntl } from '../../../i18n/translate.ts';
import { attemptResult, bestLabel, cardFacts, taskBadge } from './card-facts.ts';
import { ieltsFormat } from './format.ts';

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

function language(locale: 'vi' | 'en', messages: Record<string, string>) {
  const intl = makeIntl(locale, messages);
  const t: TFunction = (id, values) => intl.formatMessage({ id }, values);
  return { t, format: ieltsFormat(intl, t) };
}

const vi = language('vi', loadedMessages('vi')!);
let en: ReturnType<typeof language>;
beforeAll(async () => {
  en = language('en', await loadMessages('en'));
});

describe('list card facts (spec §2)', () => {
  it('says what each skill has, in Vietnamese', () => {
    const { t } = vi;
    expect(cardFacts(t, ieltsCatalogue.reading[0]!)).toEqual([
      '60 phút',
      '3 bài đọc',
      '40 câu hỏi',
    ]);
    expect(cardFacts(t, ieltsCatalogue.listening[0]!)).toEqual([
      '30 phút',
      '4 phần',
      '40 câu hỏi',
      'Audio 19 phút', // listening-1's audio, 18.7 minutes
    ]);
    expect(cardFacts(t, ieltsCatalogue.writing[0]!)).toEqual(['40 phút', '1 task']);
    expect(taskBadge(t, ieltsCatalogue.writing[0]!)).toEqual({
      task: 2,
      text: 'Task 2 · Bài luận nêu quan điểm',
    });
    expect(cardFacts(t, ieltsCatalogue.speaking[0]!)).toEqual(['15 phút', '3 phần']);
  });

  it('says it in English with plurals', () => {
    expect(cardFacts(en.t, ieltsCatalogue.reading[0]!)).toEqual([
      '60 minutes',
      '3 passages',
      '40 questions',
    ]);
    expect(cardFacts(en.t, ieltsCatalogue.writing[0]!)).toEqual(['40 minutes', '1 task']);
    expect(taskBadge(en.t, ieltsCatalogue.writing[0]!)?.text).toBe('Task 2 · Opinion Essay');
    const task1 = ieltsCatalogue.writing.find((entry) => entry.task === 1);
    if (task1) {
      expect(cardFacts(en.t, task1)[0]).toBe('20 minutes');
      expect(taskBadge(en.t, task1)?.text).toMatch(/^Task 1 · /);
    }
  });

  it('writes the best as the spec quotes it (English), in Vietnamese with its decimal comma', () => {
    const { t, format } = en;
    expect(bestLabel(t, format, 'reading', summary)).toBe('Best: Band 7.0 (31/40)');
    expect(bestLabel(t, format, 'listening', { ...summary, bestBand: 6.5, bestScore: 27 })).toBe(
      'Best: Band 6.5 (27/40)',
    );
    expect(bestLabel(t, format, 'writing', { ...summary, bestScore: 265, bestBand: null })).toBe(
      'Best: 265 words',
    );
    expect(bestLabel(t, format, 'speaking', { ...summary, bestScore: 3.75, bestBand: null })).toBe(
      'Best: 3.8/5',
    );
    expect(bestLabel(t, format, 'reading', undefined)).toBeNull();
    expect(bestLabel(t, format, 'writing', { ...summary, bestScore: null })).toBeNull();
    expect(bestLabel(vi.t, vi.format, 'listening', { ...summary, bestBand: 6.5 })).toBe(
      'Cao nhất: Band 6,5 (31/40)',
    );
  });

  it('sums up one attempt for the history', () => {
    const { t, format } = vi;
    expect(attemptResult(t, format, { ...result, skill: 'reading', score: 24, bandScore: 6 })).toBe(
      'Band 6,0 (24/40)',
    );
    expect(attemptResult(t, format, { ...result, skill: 'writing', wordCount: 265 })).toBe(
      '265 từ',
    );
    expect(
      attemptResult(en.t, en.format, { ...result, skill: 'speaking', averageSelfRating: 4 }),
    ).toBe('4.0/5');
  });
});
