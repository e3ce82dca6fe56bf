/**
 * Word Builder's screen (issue 34 §9, §12): the 'Chính xác!' message names the points the score
 * actually gained, and a phrase's answer slots are grouped by word, the space between its words
 * shown as a gap (a word's slots never split over two lines).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withLanguage } from '../../../test/providers.tsx';
import { WordBuilderGame } from './word-builder-game.tsx';

const WORDS = ['evidence', 'approach', 'concept', 'factor', 'ice cream'];
const cards = WORDS.map((word, i) => ({ id: `c${i}`, front: word, back: `nghĩa ${i}` }));

/** The word whose meaning is the clue on screen. */
const wordOnScreen = () =>
  WORDS[Number(screen.getByTestId('builder-clue').textContent!.slice(-1))]!;

/** Types `word`'s letters (spaces are not tiles) and presses Enter, as a keyboard learner does. */
function build(word: string) {
  for (const letter of word.replace(/\s+/g, '')) fireEvent.keyDown(window, { key: letter });
  fireEvent.keyDown(window, { key: 'Enter' });
}

// rendering a whole game in jsdom takes seconds on a loaded machine
describe('WordBuilderGame', { timeout: 15_000 }, () => {
  it('shows the points added to the score with "Chính xác!"', () => {
    render(<WordBuilderGame cards={cards} onFinish={vi.fn()} />, { wrapper: withLanguage('vi') });
    const scores: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const before = Number.parseInt(screen.getByTestId('builder-score').textContent!, 10);
      build(wordOnScreen());
      const after = Number.parseInt(screen.getByTestId('builder-score').textContent!, 10);
      const message = screen.getByRole('status').textContent!;
      expect(message).toContain(`Chính xác! +${after - before}`);
      scores.push(after - before);
      fireEvent.keyDown(window, { key: 'Enter' });
    }
    // 30 + 5 × the streak after the word (spec §9)
    expect(scores).toEqual([35, 40, 45]);
  });

  it("groups a phrase's slots by word, with a gap for the space", () => {
    render(<WordBuilderGame cards={cards} onFinish={vi.fn()} />, { wrapper: withLanguage('vi') });
    while (wordOnScreen() !== 'ice cream') {
      build(wordOnScreen());
      fireEvent.keyDown(window, { key: 'Enter' });
    }
    const slots = screen.getByTestId('builder-slots');
    const words = within(slots).getAllByTestId('builder-word');
    expect(words.map((word) => within(word).getAllByRole('button').length)).toEqual([3, 5]);
    // the letters typed fill the first word, then the second
    for (const letter of 'icecr') fireEvent.keyDown(window, { key: letter });
    expect(within(words[1]!).getAllByRole('button')[1]!.textContent).toBe('r');
  });
});
