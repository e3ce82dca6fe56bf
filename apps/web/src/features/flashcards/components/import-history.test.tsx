import type { ImportPreview } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { fromImport, importedHistory } from '../lib/editor-form.ts';
import { ImportPreviewList } from './import-preview.tsx';

const schedule = {
  state: 'review' as const,
  dueAt: '2026-02-10T12:00:00.000Z',
  intervalDays: 12,
  easinessFactor: 2.35,
  repetitionCount: 5,
  lapses: 1,
};
const review = {
  reviewedAt: '2026-01-29T09:00:00.000Z',
  rating: 4,
  elapsedMs: 2000,
  intervalDays: 12,
  easinessFactor: 2.35,
};

const preview: ImportPreview = {
  title: 'Deck',
  history: true,
  cards: [
    {
      front: 'cohesion',
      back: 'sự mạch lạc',
      tags: ['ielts'],
      schedule,
      reviews: [review, review],
    },
    { front: 'fresh', back: 'mới', schedule: { ...schedule, state: 'new' }, reviews: [] },
  ],
  problems: [],
};

beforeAll(async () => {
  await loadMessages('en');
});

describe("an imported card's Anki history", () => {
  it('shows how often a card was reviewed and when it is due, in Vietnamese', () => {
    render(<ImportPreviewList preview={preview} onOpen={() => {}} />, {
      wrapper: withLanguage('vi'),
    });
    screen.getByText('đã ôn 2 lần · đến hạn 10/02/2026');
    expect(screen.queryAllByText(/đã ôn/)).toHaveLength(1); // a new card says nothing
  });

  it('in English', () => {
    render(<ImportPreviewList preview={preview} onOpen={() => {}} />, {
      wrapper: withLanguage('en'),
    });
    screen.getByText(/^reviewed 2 times · due /);
  });

  it('goes into the editor and its save body, also after the text is edited', () => {
    const [card, fresh] = fromImport(preview).cards;
    expect(card).toMatchObject({ tags: ['ielts'], schedule, reviews: [review, review] });
    const edited = { ...card!, front: 'cohesion (n)' };
    expect(importedHistory(edited)).toEqual({ schedule, reviews: [review, review] });
    expect(fresh!.tags).toEqual([]);
    expect(importedHistory({ ...fresh!, schedule: undefined, reviews: undefined })).toEqual({});
  });
});
