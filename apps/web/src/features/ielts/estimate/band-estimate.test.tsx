import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { BandEstimate, type EstimateSubject } from './band-estimate.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const subject: EstimateSubject = {
  skill: 'writing',
  task: 2,
  prompt: 'Discuss both views.',
  text: 'Cities should spend more on buses. It reduce traffic.',
};

const CRITERIA = ['taskResponse', 'coherenceCohesion', 'lexicalResource', 'grammaticalRange'];
const ESTIMATE = {
  available: true,
  skill: 'writing',
  task: 2,
  model: 'llama3.1',
  criteria: CRITERIA.map((criterion, i) => ({
    criterion,
    band: 6 + i / 2,
    reason: `Lý do ${criterion}.`,
    quote: 'It reduce traffic.',
  })),
  overall: 7,
};

/** Renders the section; `post` answers the POST, the GET answers `available`. */
function show(available: boolean, post: () => Response, locale: Locale = 'vi') {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return post();
      }
      return json({ available });
    }),
  );
  const Language = withLanguage(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Language>{children}</Language>
    </QueryClientProvider>
  );
  const view = render(<BandEstimate subject={subject} />, { wrapper });
  return { view, posts };
}

describe('BandEstimate', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing at all when the server has no model', async () => {
    const { view } = show(false, () => json({ available: false }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the query's answer is rendered
    expect(view.container.innerHTML).toBe('');
  });

  it('asks for the estimate and shows each criterion with the label', async () => {
    const { posts } = show(true, () => json(ESTIMATE));
    const button = await screen.findByRole('button', { name: 'Ước lượng band' });
    expect(screen.getByTestId('estimate-label').textContent).toBe(
      'ước lượng — không phải điểm của giám khảo',
    );
    fireEvent.click(button);
    await screen.findByTestId('estimate-result');
    expect(posts).toEqual([{ ...subject, language: 'vi' }]);
    const cards = screen.getAllByTestId('estimate-criterion');
    expect(cards.map((c) => c.getAttribute('data-criterion'))).toEqual(CRITERIA);
    expect(cards[0]!.textContent).toContain('Trả lời đúng yêu cầu đề (Task Response)');
    expect(cards[1]!.querySelector('[data-testid="estimate-band"]')!.textContent).toBe('Band 6,5');
    expect(cards[0]!.querySelector('[data-testid="estimate-quote"]')!.textContent).toBe(
      'It reduce traffic.',
    );
    expect(screen.getByTestId('estimate-overall').textContent).toBe('7,0');
    expect(screen.getByRole('button', { name: 'Ước lượng lại' })).toBeTruthy();
  });

  it('says when the model failed, in English too', async () => {
    show(
      true,
      () => json({ error: { code: 'ESTIMATE_TIMEOUT', message: 'x', reason: 'timeout' } }, 504),
      'en',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Estimate band' }));
    expect((await screen.findByTestId('estimate-error')).textContent).toBe(
      'The band estimate model took too long to answer. The rest of the feedback still works; please try again later.',
    );
    expect(screen.getByTestId('estimate-label').textContent).toBe(
      "estimate — not an examiner's score",
    );
    expect(screen.queryByTestId('estimate-result')).toBeNull();
  });
});
