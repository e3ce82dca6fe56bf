/**
 * /dashboard/games/word-builder (spec §2, §3, §4 Word Builder, §9) on LivesGamePage: 15
 * shuffled cards (the spec's other reading, all cards in order, was not chosen).
 */
import { WORD_BUILDER_MIN_CARDS, canPlayWordBuilder, type WordBuilderState } from '@app/domain';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';
import { WordBuilderGame } from './word-builder-game.tsx';

const WORD_BUILDER: LivesGame<WordBuilderState> = {
  id: 'word-builder',
  title: 'Ghép chữ',
  minCards: WORD_BUILDER_MIN_CARDS,
  canPlay: canPlayWordBuilder,
  rules: [
    'Đọc nghĩa rồi xếp các chữ cái thành từ đúng: bấm chữ để đặt vào ô, bấm ô để trả chữ về (hoặc gõ phím chữ, Backspace).',
    '15 từ được xáo ngẫu nhiên, 3 mạng. Xáo trộn chữ miễn phí; Gợi ý đặt sẵn một chữ và trừ 15 điểm.',
    'Mỗi từ đúng được 30 điểm cộng 5 cho mỗi từ đúng liên tiếp, trừ 15 mỗi gợi ý; ít nhất 10 điểm.',
  ],
  play: (cards, onFinish) => <WordBuilderGame cards={cards} onFinish={onFinish} />,
  results: (state) => ({
    ...state,
    words: state.words.map((w) => ({ cardId: w.cardId, answer: w.word })),
    results: state.answers.map((a) => ({
      cardId: a.cardId,
      typed: a.userAnswer,
      correct: a.correct,
      points: a.points,
    })),
  }),
};

export function WordBuilderPage() {
  return <LivesGamePage game={WORD_BUILDER} />;
}
