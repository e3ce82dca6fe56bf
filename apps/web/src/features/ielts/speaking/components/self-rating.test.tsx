/**
 * The Speaking self-rating (issue 34 §12): four criteria on large, labelled targets from 1 to 5;
 * nothing rated at first ('Chưa chấm', no average, never 0), the average of the four to one
 * decimal once all are rated.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../i18n/catalogues.ts';
import { withLanguage } from '../../../../test/providers.tsx';
import { EMPTY_RATINGS, SelfRating, type RatingDraft } from './self-rating.tsx';

function Rated() {
  const [value, setValue] = useState<RatingDraft>(EMPTY_RATINGS);
  return (
    <SelfRating
      value={value}
      disabled={false}
      onChange={(criterion, rating) => setValue((v) => ({ ...v, [criterion]: rating }))}
    />
  );
}

beforeAll(() => loadMessages('en'));

// the first render loads the catalogues: seconds on a loaded machine
describe('SelfRating', { timeout: 15_000 }, () => {
  it('starts unrated, with no figure at all', () => {
    render(<Rated />, { wrapper: withLanguage('vi') });
    for (const criterion of ['fluency', 'vocabulary', 'grammar', 'pronunciation']) {
      const group = screen.getByTestId(`rating-${criterion}`);
      expect(within(group).getByTestId(`rating-${criterion}-value`).textContent).toBe('Chưa chấm');
      const targets = within(group).getAllByRole('radio');
      expect(targets).toHaveLength(5);
      expect(targets.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    }
    expect(screen.queryByTestId('rating-average')).toBeNull();
    expect(screen.getByTestId('rating-average-pending').textContent).toBe(
      'Còn 4 tiêu chí chưa chấm',
    );
  });

  it('rates each criterion by a labelled target and averages the four to one decimal', () => {
    render(<Rated />, { wrapper: withLanguage('vi') });
    const fluency = screen.getByTestId('rating-fluency');
    // each target is named by its number and its level
    fireEvent.click(within(fluency).getByRole('radio', { name: '4 Tốt' }));
    expect(within(fluency).getByTestId('rating-fluency-value').textContent).toBe('4 · Tốt');
    expect(fluency.textContent).toContain('Trôi chảy, ít ngập ngừng');
    expect(screen.getByTestId('rating-average-pending').textContent).toBe(
      'Còn 3 tiêu chí chưa chấm',
    );
    for (const [criterion, level] of [
      ['vocabulary', '3 Khá'],
      ['grammar', '3 Khá'],
      ['pronunciation', '4 Tốt'],
    ]) {
      fireEvent.click(
        within(screen.getByTestId(`rating-${criterion}`)).getByRole('radio', { name: level }),
      );
    }
    expect(screen.getByTestId('rating-average').textContent).toBe('3,5/5');
  });

  it('reads in English', () => {
    render(<Rated />, { wrapper: withLanguage('en') });
    const grammar = screen.getByTestId('rating-grammar');
    expect(within(grammar).getByTestId('rating-grammar-value').textContent).toBe('Not rated');
    fireEvent.click(within(grammar).getByRole('radio', { name: '5 Very good' }));
    expect(grammar.textContent).toContain('nearly error-free');
    expect(screen.getByTestId('rating-average-pending').textContent).toBe(
      '3 criteria still to rate',
    );
  });
});
