/**
 * /dashboard/games/spelling-bee (spec §2, §4 Spelling bee, §9): set picker, instructions, the
 * game, and the results ('Xuất sắc!' or 'Game Over!', score, accuracy, best streak, every word)
 * with 'Chơi lại' and 'Chọn bộ khác'.
 */
import {
  SPELLING_BEE_MIN_CARDS,
  canPlaySpellingBee,
  type SpellingBeeState,
  accuracyPercent,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { useSaveGameResult } from '../api/results.ts';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { LivesResults } from './lives-results.tsx';
import { SpellingBeeGame } from './spelling-bee-game.tsx';

type Phase =
  { name: 'rules' } | { name: 'play'; round: number } | { name: 'done'; state: SpellingBeeState };

function Bee({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: SpellingBeeState) => {
      const seconds = phase.name === 'play' ? Math.floor((Date.now() - phase.round) / 1000) : 0;
      save({
        game: 'spelling-bee',
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
          'Đọc nghĩa rồi gõ đúng từ tiếng Anh; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
          'Tối đa 15 từ và 3 mạng: mỗi lần sai mất một mạng.',
          'Mỗi từ đúng được 20 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó. Gợi ý (chữ đầu và độ dài) trừ 10 điểm.',
        ]}
        onStart={() => setPhase({ name: 'play', round: Date.now() })}
      />
    );
  }
  if (phase.name === 'play') {
    return <SpellingBeeGame key={phase.round} cards={set.cards} onFinish={finish} />;
  }
  return (
    <div className="mx-auto max-w-xl">
      <LivesResults state={phase.state} />
      <ResultActions
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    </div>
  );
}

export function SpellingBeePage() {
  return (
    <GameShell
      title="Đánh vần"
      minCards={SPELLING_BEE_MIN_CARDS}
      notEnough={`Bạn cần có ít nhất một bộ với ${SPELLING_BEE_MIN_CARDS} thẻ trở lên để chơi.`}
      canPlay={canPlaySpellingBee}
    >
      {(set, pickAnother) => <Bee set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
