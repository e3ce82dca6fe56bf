import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { RatingButtons } from './rating-buttons.tsx';

/** The button the learner reads as `text` (jsdom trims the space before the key hint from names). */
const button = (text: string) =>
  screen.getByRole('button', { name: (_, element) => element.textContent === text });

describe('RatingButtons', () => {
  it('asks how hard the card was with five buttons, hardest first, each with its key', () => {
    render(<RatingButtons onRate={() => undefined} />, { wrapper: withLanguage() });
    expect(screen.getByRole('group', { name: 'Thẻ này khó với bạn đến mức nào?' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Rất khó (1)',
      'Khó (2)',
      'Trung bình (3)',
      'Dễ (4)',
      'Rất dễ (5)',
    ]);
  });

  it('names the ratings in English on an English page', async () => {
    await loadMessages('en');
    render(<RatingButtons onRate={() => undefined} />, { wrapper: withLanguage('en') });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Very hard (1)',
      'Hard (2)',
      'Medium (3)',
      'Easy (4)',
      'Very easy (5)',
    ]);
  });

  it('says under each name what the rating will do, in both languages (issue 34 §3)', async () => {
    const labels = {
      1: { unit: 'session' },
      2: { unit: 'session' },
      3: { unit: 'day', value: 1 },
      4: { unit: 'month', value: 2.5 },
      5: { unit: 'year', value: 1.2 },
    } as const;
    const { unmount } = render(
      <RatingButtons onRate={() => undefined} labels={labels} scheduler="fsrs" />,
      { wrapper: withLanguage() },
    );
    const read = () => screen.getAllByTestId('interval').map((e) => e.textContent);
    expect(screen.getAllByRole('button').map((b) => b.firstChild?.textContent)).toEqual([
      'Lại',
      'Khó',
      'Tốt',
      'Dễ',
    ]);
    expect(read()).toEqual(['trong buổi này', '1 ngày', '2,5 tháng', '1,2 năm']);
    unmount();
    await loadMessages('en');
    render(<RatingButtons onRate={() => undefined} labels={labels} />, {
      wrapper: withLanguage('en'),
    });
    expect(read()).toEqual(['this session', 'this session', '1 day', '2.5 months', '1.2 years']);
  });

  it('calls back with the rating of the button clicked', async () => {
    const onRate = vi.fn();
    const user = userEvent.setup();
    render(<RatingButtons onRate={onRate} />, { wrapper: withLanguage() });
    await user.click(button('Trung bình (3)'));
    await user.click(button('Rất khó (1)'));
    await user.click(button('Rất dễ (5)'));
    expect(onRate.mock.calls).toEqual([[3], [1], [5]]);
  });
});
