/**
 * /dashboard/games/word-builder (spec §2, §3, §4 Word Builder, §9) on LivesGamePage: 15
 * shuffled cards (the spec's other reading, all cards in order, was not chosen).
 */
import { WORD_BUILDER_MIN_CARDS, canPlayWordBuilder, type WordBuilderState } from '@app/domain';
import { LivesGamePage, type LivesGame } from './lives-game-page.tsx';
import { WordBuilderGame } from './word-builder-game.tsx';

const WORD_BUILDER: LivesGame<WordBuilderState> = {
  id: 'word-builder',
  key: 'wordBuilder',
  minCards: WORD_BUILDER_MIN_CARDS,
  canPlay: canPlayWordBuilder,
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
