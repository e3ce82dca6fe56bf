import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import type * as Library from '../lib/library.ts';
import { LevelChooser } from './level-chooser.tsx';
import { LevelPage } from './level-page.tsx';

// The bundled library without its C1 lessons (if any): C1 stands for a level with none yet,
// whatever levels the content holds when this runs.
vi.mock('../lib/library.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Library>();
  return { ...real, LESSONS: real.LESSONS.filter((lesson) => lesson.level !== 'C1') };
});

function renderIn(locale: Locale, node: ReactNode) {
  const Language = withLanguage(locale);
  return render(node, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <Language>{children}</Language>
      </MemoryRouter>
    ),
  });
}

/** The level card named `name` (its heading text) in the chooser. */
function levelItem(name: string): HTMLElement {
  const item = screen
    .getAllByTestId('radio-level')
    .find((li) => li.querySelector('.text-lg')?.textContent === name);
  if (!item) throw new Error(`no level card ${name}`);
  return item;
}

describe('the radio level chooser (issue 23 §5)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('opens a level that holds lessons, with its count; a level with none is coming soon', () => {
    renderIn('vi', <LevelChooser />);
    expect(screen.getAllByTestId('radio-level')).toHaveLength(7);
    const a2 = within(levelItem('A2')).getByRole('link');
    expect(a2.getAttribute('href')).toBe('/dashboard/radio/a2');
    expect(a2.textContent).toContain('8 bài nghe');
    expect(a2.textContent).not.toContain('Sắp ra mắt');
    expect(within(levelItem('B1')).getByRole('link').textContent).toContain('8 bài nghe');
    expect(within(levelItem('A1')).getByRole('link').textContent).toContain('12 bài nghe');

    const c1 = within(levelItem('C1')).getByRole('button');
    expect(c1.textContent).toContain('Sắp ra mắt');
    expect(c1.textContent).toContain('Bài nghe cho cấp độ này đang được biên soạn.');
    fireEvent.click(c1);
    expect(screen.getByRole('alert').textContent).toContain('Cấp độ này sắp ra mắt!');
  });

  it('speaks English too', () => {
    renderIn('en', <LevelChooser />);
    expect(within(levelItem('A2')).getByRole('link').textContent).toContain('8 lessons');
    expect(within(levelItem('C1')).getByRole('button').textContent).toContain('Coming Soon');
  });

  it('lists an open level and shows the placeholder of a level without lessons', () => {
    const { unmount } = renderIn('vi', <LevelPage param="a2" />);
    expect(screen.getByTestId('lesson-count').textContent).toBe('8 bài nghe');
    expect(screen.getAllByTestId('lesson-card')).toHaveLength(8);
    expect(screen.getAllByTestId('lesson-card')[0]!.textContent).toContain('A Weekend in Da Lat');
    unmount();
    renderIn('vi', <LevelPage param="C1" />);
    expect(screen.getByTestId('radio-placeholder').textContent).toBe('Tính năng sắp ra mắt!');
    expect(screen.queryByTestId('lesson-card')).toBeNull();
  });
});
