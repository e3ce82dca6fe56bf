import { ieltsCatalogue } from '@app/content/ielts-catalogue';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { TestCard } from './test-card.tsx';

const summary = {
  testNumber: 1,
  attempts: 2,
  bestScore: 31,
  bestBand: 6.5,
  timeTaken: 3100,
  completedAt: '2026-11-20T10:00:00.000Z',
};

const VIETNAMESE = /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i;

function card(locale: Locale) {
  const Language = withLanguage(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Language>{children}</Language>
    </MemoryRouter>
  );
  return render(
    <ul>
      <TestCard
        skill="reading"
        entry={ieltsCatalogue.reading[0]!}
        summary={summary}
        attempts={[]}
        onStart={() => {}}
      />
    </ul>,
    { wrapper },
  );
}

describe('an IELTS list card in one language at a time (issue 18 §1)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('speaks Vietnamese: level, best, topics, attempts, decimal comma', () => {
    card('vi');
    expect(screen.getByTestId('best-badge').textContent).toBe('Cao nhất: Band 6,5 (31/40)');
    expect(screen.getByText('Cơ bản')).toBeTruthy();
    // no 'best time' (issue 34 §14): the time the best attempt took is no record to beat
    expect(screen.queryByTestId('best-time')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Thời gian tốt nhất|51:40/);
    expect(screen.getByText('Môi trường')).toBeTruthy();
    expect(screen.getByTestId('attempts-line').textContent).toBe('Đã làm 2 lần');
    expect(screen.getByRole('button', { name: 'Làm lại Academic Reading Test 1' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Best|Beginner|Environment/);
  });

  it('speaks English with the spec strings and no Vietnamese interface text', () => {
    const { container } = card('en');
    expect(screen.getByTestId('best-badge').textContent).toBe('Best: Band 6.5 (31/40)');
    expect(screen.getByText('Beginner')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Best time|51:40/);
    expect(screen.getByTestId('attempts-line').textContent).toBe('Attempted 2 times');
    expect(screen.getByRole('button', { name: 'Retake Academic Reading Test 1' })).toBeTruthy();
    // the test's description is content (Vietnamese by nature of the catalogue); the rest is not
    const description = ieltsCatalogue.reading[0]!.description;
    expect(container.textContent!.replace(description, '')).not.toMatch(VIETNAMESE);
  });
});
