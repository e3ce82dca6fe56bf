import type { StatsDto } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { StatsPage } from './stats-page.tsx';

const stats: StatsDto = {
  today: '2026-11-24',
  days: [
    { day: '2026-11-23', reviews: 1200, seconds: 600 },
    { day: '2026-11-24', reviews: 12, seconds: 90 },
  ],
  forecast: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-${i < 7 ? '11' : '12'}-${String(i < 7 ? 24 + i : i - 6).padStart(2, '0')}`,
    due: i === 0 ? 5 : 0,
  })),
  retention: [{ month: '2026-11', reviews: 8, passed: 7, percent: 87.5 }],
  states: { new: 3, learning: 1, young: 2, mature: 4, suspended: 1 },
  streak: { current: 2, longest: 5, today: true },
};

function page(locale: Locale, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const Language = withLanguage(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Language>{children}</Language>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(<StatsPage />, { wrapper });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('StatsPage', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the figures in Vietnamese with Vietnamese numbers and dates', async () => {
    page('vi', () => json(stats));
    expect((await screen.findByTestId('streak-current')).textContent).toContain('2 ngày');
    expect(screen.getByTestId('today-reviews').textContent).toContain('12');
    expect(screen.getByTestId('due-today').textContent).toContain('5');
    expect(screen.getByTestId('retention-month').textContent).toMatch(/^87,5\s?%$/);
    const heatmap = screen.getByTestId('heatmap');
    const busiest = heatmap.querySelector('rect[data-day="2026-11-23"]')!;
    expect(busiest.querySelector('title')!.textContent).toBe('1.200 lượt ôn — 23/11');
    const table = within(screen.getByTestId('heatmap-table'));
    expect(table.getByText('1.200')).toBeTruthy();
  });

  it('writes English numbers and dates', async () => {
    page('en', () => json(stats));
    expect((await screen.findByTestId('streak-current')).textContent).toContain('2 days');
    const title = screen.getByTestId('heatmap').querySelector('rect[data-day="2026-11-24"] title');
    expect(title!.textContent).toBe('12 reviews — 24/11');
    expect(screen.getByTestId('retention-month').textContent).toContain('87.5%');
  });

  it('says there are no reviews yet', async () => {
    page('vi', () =>
      json({ ...stats, days: [], streak: { current: 0, longest: 0, today: false } }),
    );
    expect((await screen.findByTestId('stats-empty')).textContent).toContain('Chưa có lượt ôn nào');
    expect(screen.queryByTestId('heatmap')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let status = 500;
    page('vi', () =>
      status === 200
        ? json(stats)
        : json({ error: { code: 'INTERNAL_ERROR', message: 'Lỗi' } }, status),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được thống kê');
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('streak-current')).textContent).toContain('2 ngày');
  });
});
