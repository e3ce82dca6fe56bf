import type { BrowseCardDto } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { CardRow } from './card-row.tsx';

const cutoff = new Date('2026-11-21T21:00:00.000Z');
const base: BrowseCardDto = {
  card: {
    id: '00000000-0000-4000-8000-000000000001',
    front: 'deadline',
    back: 'hạn chót',
    frontImageUrl: null,
    backImageUrl: null,
    tags: ['Noun'],
  },
  setId: '00000000-0000-4000-8000-000000000002',
  setTitle: 'Công việc',
  setColor: '#8B5CF6',
  canEdit: true,
  review: null,
  suspended: false,
};
const review = (nextReviewDate: string, easinessFactor = 2.5) => ({
  easinessFactor,
  intervalDays: 6,
  repetitionCount: 2,
  nextReviewDate,
  lastReviewedAt: '2026-11-15T03:00:00.000Z',
});

function row(item: BrowseCardDto, locale: Locale = 'vi') {
  const Language = withLanguage(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Language>
        <ul>{children}</ul>
      </Language>
    </MemoryRouter>
  );
  const onSuspend = vi.fn();
  const onReset = vi.fn();
  render(
    <CardRow item={item} cutoff={cutoff} busy={false} onSuspend={onSuspend} onReset={onReset} />,
    { wrapper },
  );
  return { onSuspend, onReset };
}

describe('a card in the browser', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('shows a new card with its set, and offers no reset', () => {
    row(base);
    expect(screen.getByText('Bộ: Công việc')).toBeTruthy();
    expect(screen.getByText('Mới')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mở bộ thẻ "Công việc"' }).getAttribute('href')).toBe(
      `/dashboard/flashcards/edit/${base.setId}`,
    );
    expect(screen.queryByRole('button', { name: /Đặt lại/ })).toBeNull();
  });

  it('shows due today, a later date, difficult and suspended', () => {
    row({ ...base, review: review('2026-11-21T17:00:00.000Z', 1.96) });
    expect(screen.getByText('Đến hạn hôm nay')).toBeTruthy();
    expect(screen.getByText('Khó')).toBeTruthy();
  });

  it('shows a later review date in English, and the suspended state first', () => {
    row({ ...base, review: review('2026-11-27T17:00:00.000Z') }, 'en');
    expect(screen.getByText('Next review 27/11/2026')).toBeTruthy();
    row({ ...base, card: { ...base.card, id: crypto.randomUUID() }, suspended: true }, 'en');
    expect(screen.getByText('Suspended')).toBeTruthy();
  });

  it('suspends and asks for a reset through its buttons', async () => {
    const { onSuspend, onReset } = row({ ...base, review: review('2026-11-27T17:00:00.000Z') });
    await userEvent.click(screen.getByRole('button', { name: 'Tạm ngưng thẻ "deadline"' }));
    expect(onSuspend).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Đặt lại tiến độ thẻ "deadline"' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('shows preset tags in the interface language and a learner tag as written', () => {
    row({ ...base, card: { ...base.card, tags: ['Noun', 'Formal', 'chủ đề công việc'] } });
    expect(screen.getByText('Danh từ')).toBeTruthy();
    expect(screen.getByText('Trang trọng')).toBeTruthy();
    expect(screen.getByText('chủ đề công việc')).toBeTruthy();
    expect(screen.queryByText('Noun')).toBeNull();
  });

  it('puts the note lines of the back each on a line of its own under the answer', () => {
    const back = 'hạn chót\nVí dụ: The deadline is Friday.\nCollocation: meet a deadline';
    row({ ...base, card: { ...base.card, back } });
    expect(screen.getByText('hạn chót')).toBeTruthy();
    const lines = screen.getByTestId('browse-notes').querySelectorAll('li');
    expect([...lines].map((line) => line.textContent)).toEqual([
      'Ví dụ: The deadline is Friday.',
      'Collocation: meet a deadline',
    ]);
  });

  it('offers "Bỏ tạm ngưng" on a suspended card', async () => {
    const { onSuspend } = row({ ...base, suspended: true });
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ tạm ngưng thẻ "deadline"' }));
    expect(onSuspend).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: /tạm ngưng/ }).textContent).toBe('Bỏ tạm ngưng');
  });
});
