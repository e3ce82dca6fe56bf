import type { ImportPreview } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { ImportPickPreview } from './import-pick.tsx';

const Language = withLanguage('en');
function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Language>{children}</Language>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const preview: ImportPreview = {
  title: 'IELTS::Words',
  cards: [
    { front: 'cohesion', back: 'sự mạch lạc', group: 0, deck: 0 },
    { front: 'sự mạch lạc', back: 'cohesion', group: 1, deck: 0 },
    { front: 'hello', back: 'xin chào', group: 2, deck: 1 },
    { front: 'scarce', back: 'khan hiếm', group: 0, deck: 1 },
  ],
  problems: [],
  groups: [
    { noteType: 'Basic (and reversed card)', template: 'Card 1', count: 2 },
    { noteType: 'Basic (and reversed card)', template: 'Card 2', count: 1 },
    { noteType: '', template: '', count: 1 },
  ],
  decks: [
    { name: 'IELTS::Words', count: 2 },
    { name: 'Greetings', count: 2 },
  ],
};

beforeAll(async () => {
  await loadMessages('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('picking the cards of an Anki preview', () => {
  it('unticks a template and a deck, and opens only the cards left', () => {
    const onOpen = vi.fn();
    render(<ImportPickPreview preview={preview} onOpen={onOpen} />, { wrapper: Wrapper });
    screen.getByText('4 cards ready to import');
    const groups = screen.getByRole('group', { name: 'Choose which cards to import' });
    const card2 = within(groups).getByRole('checkbox', {
      name: 'Basic (and reversed card) — Card 2 (1 card)',
    });
    within(groups).getByRole('checkbox', {
      name: 'Unreadable note type: first two fields (1 card)',
    });
    expect((card2 as HTMLInputElement).checked).toBe(true);
    fireEvent.click(card2);
    expect((card2 as HTMLInputElement).checked).toBe(false);
    screen.getByText('3 cards ready to import');
    expect(screen.queryByText('sự mạch lạc', { selector: 'span.font-medium' })).toBeNull();
    // two decks ticked: the main action saves one set per deck
    screen.getByRole('button', { name: 'Save as 2 sets' });
    expect(screen.queryByRole('button', { name: 'Open in the editor' })).toBeNull();

    const decks = screen.getByRole('group', { name: 'Choose which decks to import' });
    fireEvent.click(within(decks).getByRole('checkbox', { name: 'Greetings (2 cards)' }));
    screen.getByText('1 card ready to import');
    fireEvent.click(screen.getByRole('button', { name: 'Open in the editor' }));
    expect(onOpen).toHaveBeenCalledWith({
      title: 'Words',
      cards: [{ front: 'cohesion', back: 'sự mạch lạc' }],
      problems: [],
    });
  });

  it('saves one set per deck, one after the other, and links to them', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { title: string; cards: unknown[] };
        bodies.push(body);
        const set = { id: `00000000-0000-4000-8000-00000000000${bodies.length}`, ...body };
        return new Response(JSON.stringify({ set }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(<ImportPickPreview preview={preview} onOpen={() => {}} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Save as 2 sets' }));
    await screen.findByText('2 sets saved:');
    expect(bodies).toEqual([
      {
        title: 'Words',
        cards: [
          { front: 'cohesion', back: 'sự mạch lạc' },
          { front: 'sự mạch lạc', back: 'cohesion' },
        ],
      },
      {
        title: 'Greetings',
        cards: [
          { front: 'hello', back: 'xin chào' },
          { front: 'scarce', back: 'khan hiếm' },
        ],
      },
    ]);
    const link = screen.getByRole('link', { name: 'Greetings — 2 cards' });
    expect(link.getAttribute('href')).toBe(
      '/dashboard/flashcards/edit/00000000-0000-4000-8000-000000000002',
    );
    // saved: the pick is locked and the action done
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save as 2 sets' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    for (const box of screen.getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('shows no picker for a text preview', () => {
    const text: ImportPreview = { title: 'T', cards: [{ front: 'a', back: 'b' }], problems: [] };
    render(<ImportPickPreview preview={text} onOpen={() => {}} />, { wrapper: Wrapper });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    screen.getByRole('button', { name: 'Open in the editor' });
  });
});
