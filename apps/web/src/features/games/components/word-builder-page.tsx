/**
 * /dashboard/games/word-builder (spec §2, §3, §4 Word Builder, §9): set picker, rules, the game
 * (15 shuffled cards: the spec's other reading, all cards in order, was not chosen), and the
 * results view with 'Chơi lại' and 'Chọn bộ khác'.
 */
import {
  WORD_BUILDER_MIN_CARDS,
  WORD_BUILDER_MIN_CARDS_MESSAGE,
  canPlayWordBuilder,
  type WordBuilderState,
  accuracyPercent,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { useSaveGameResult } from '../api/results.ts';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { LivesResults } from './lives-results.tsx';
import { WordBuilderGame } from './word-builder-game.tsx';

type Phase =
  { name: 'rules' } | { name: 'play'; round: number } | { name: 'done'; state: WordBuilderState };

function Builder({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: WordBuilderState) => {
      const seconds = phase.name === 'play' ? Math.floor((Date.now() - phase.round) / 1000) : 0;
      save({
        game: 'word-builder',
        setId: set.id,
        score: state.score,
        accuracyPercent: accuracyPercent(state.correctCount, state.answeredCount),
        durationSeconds: seconds,
      });
      setPhase({ name: 'done', state });
    },
    [save, set.id, phase],
  );
  if (phase.name === 'rules') {
    return (
      <Instructions
        title={set.title}
        rules={[
          'Đọc nghĩa rồi xếp các chữ cái thành từ đúng: bấm chữ để đặt vào ô, bấm ô để trả chữ về (hoặc gõ phím chữ, Backspace).',
          '15 từ được xáo ngẫu nhiên, 3 mạng. Xáo trộn chữ miễn phí; Gợi ý đặt sẵn một chữ và trừ 15 điểm.',
          'Mỗi từ đúng được 30 điểm cộng 5 cho mỗi từ đúng liên tiếp, trừ 15 mỗi gợi ý; ít nhất 10 điểm.',
        ]}
        onStart={() => setPhase({ name: 'play', round: Date.now() })}
      />
    );
  }
  if (phase.name === 'play') {
    return <WordBuilderGame key={phase.round} cards={set.cards} onFinish={finish} />;
  }
  return (
    <div className="mx-auto max-w-xl">
      <LivesResults
        state={{
          ...phase.state,
          words: phase.state.words.map((w) => ({ cardId: w.cardId, answer: w.word })),
          results: phase.state.answers.map((a) => ({
            cardId: a.cardId,
            typed: a.userAnswer,
            correct: a.correct,
            points: a.points,
          })),
        }}
      />
      <ResultActions
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    </div>
  );
}

export function WordBuilderPage() {
  return (
    <GameShell
      title="Ghép chữ"
      minCards={WORD_BUILDER_MIN_CARDS}
      notEnough={WORD_BUILDER_MIN_CARDS_MESSAGE}
      canPlay={canPlayWordBuilder}
    >
      {(set, pickAnother) => <Builder set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
