import type { ClassProgressDto } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { ProgressTable } from './progress-table.tsx';

const CLASS_ID = '00000000-0000-4000-8000-000000000001';

const progress: ClassProgressDto = {
  today: '2026-11-27',
  learners: [
    {
      userId: 'a',
      name: 'An',
      dueNow: 5,
      reviews7d: 10,
      accuracy7d: 80,
      lastStudiedDay: '2026-11-26',
      streak: 3,
      ielts: null,
    },
    {
      userId: 'b',
      name: 'Bình',
      dueNow: 1,
      reviews7d: 0,
      accuracy7d: null,
      lastStudiedDay: null,
      streak: 0,
      ielts: {
        reading: { latest: 6.5, previous: 6 },
        listening: { latest: 6, previous: 6.5 },
        writing: null,
        speaking: { latest: 7, previous: null },
      },
    },
  ],
};

function table(locale: Locale) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(progress), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const Language = withLanguage(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Language>{children}</Language>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(<ProgressTable classId={CLASS_ID} />, { wrapper });
  return fetch;
}

const names = () =>
  screen
    .getAllByTestId('progress-row')
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('ProgressTable', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each learner’s figures, IELTS bands with their trend only when shared', async () => {
    const fetch = table('en');
    await screen.findAllByTestId('progress-row');
    expect(String(fetch.mock.calls[0]![0])).toContain(
      `/api/classes/${CLASS_ID}/progress?timeZone=`,
    );
    const [an, binh] = screen.getAllByTestId('progress-row');
    expect(within(an!).getByText('80%')).toBeTruthy();
    expect(within(an!).getByText('Not shared')).toBeTruthy();
    expect(within(binh!).getByText('Never')).toBeTruthy();
    expect(within(binh!).getByText('6.5 ↑ · 6 ↓ · – · 7')).toBeTruthy();
    // the CSV's headings in the interface language (issue 34 §14)
    const csv = new URL(screen.getByTestId('progress-csv').getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe(`/api/classes/${CLASS_ID}/progress.csv`);
    expect(csv.searchParams.get('language')).toBe('en');
    expect(csv.searchParams.get('timeZone')).toBe('UTC');
  });

  it('names the share of passing ratings for what it is, not “accuracy” (issue 34 §4)', async () => {
    table('vi');
    await screen.findAllByTestId('progress-row');
    const heading = screen.getByRole('button', { name: /^Đạt \(7 ngày\)/ });
    expect(heading.closest('th')).toBeTruthy();
    expect(
      screen.getByText(/“Đạt” là phần lượt ôn được chấm từ Trung bình trở lên/).textContent,
    ).toContain('(với FSRS: từ Khó trở lên)');
    expect(document.body.textContent).not.toMatch(/chính xác/i);
  });

  it('sorts by a column heading, ascending then descending', async () => {
    table('vi');
    await screen.findAllByTestId('progress-row');
    expect(names()).toEqual(['An', 'Bình']);
    const due = screen.getByRole('button', { name: /Thẻ đến hạn/ });
    fireEvent.click(due);
    expect(names()).toEqual(['Bình', 'An']);
    expect(due.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(due);
    expect(names()).toEqual(['An', 'Bình']);
    expect(due.closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });
});
