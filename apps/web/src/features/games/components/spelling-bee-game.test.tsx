/**
 * The spelling bee on cards whose backs carry note lines (card-notes): the clue is the meaning
 * alone, and the example and collocation come with the feedback once the word is checked.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withLanguage } from '../../../test/providers.tsx';
import { SpellingBeeGame } from './spelling-bee-game.tsx';

const WORDS = ['evidence', 'approach', 'concept', 'factor', 'policy'];
const cards = WORDS.map((word, i) => ({
  id: `c${i}`,
  front: word,
  back: `nghĩa ${i}\nVí dụ: The ${word} matters.\nCollocation: a key ${word}`,
}));

describe('SpellingBeeGame', () => {
  it('gives the meaning as the clue and the notes after the check', () => {
    render(<SpellingBeeGame cards={cards} onFinish={vi.fn()} />, {
      wrapper: withLanguage('vi'),
    });
    const clue = screen.getByTestId('bee-definition').textContent ?? '';
    expect(clue).toMatch(/^nghĩa \d$/u);
    expect(screen.queryByTestId('game-notes')).toBeNull();
    const word = WORDS[Number(clue.slice(-1))]!;
    fireEvent.change(screen.getByLabelText('Gõ từ tiếng Anh'), { target: { value: word } });
    fireEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(screen.getByTestId('game-notes').textContent).toBe(
      `Ví dụ: The ${word} matters.Collocation: a key ${word}`,
    );
  });
});
