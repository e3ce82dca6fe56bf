/**
 * /dashboard/games/listening-dictation (spec §2, §4 Listening dictation, §9): set picker,
 * instructions, the game, and the results with 'Chơi lại' and 'Chọn bộ khác'.
 */
import {
  DICTATION_MIN_CARDS,
  canPlayDictation,
  type DictationState,
  accuracyPercent,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { useSaveGameResult } from '../api/results.ts';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { LivesResults } from './lives-results.tsx';
import { DictationGame } from './dictation-game.tsx';

type Phase =
  { name: 'rules' } | { name: 'play'; round: number } | { name: 'done'; state: DictationState };

function Dictation({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: DictationState) => {
      const seconds = phase.name === 'play' ? Math.floor((Date.now() - phase.round) / 1000) : 0;
      save({
        game: 'dictation',
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
          'Nghe từ được đọc lên rồi gõ lại; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
          'Được nghe lại tối đa 2 lần mỗi từ, mỗi lần trừ 5 điểm. Tối đa 15 từ và 3 mạng.',
          'Mỗi từ đúng được 25 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó, trừ số lần nghe lại; ít nhất 10 điểm.',
        ]}
        onStart={() => setPhase({ name: 'play', round: Date.now() })}
      />
    );
  }
  if (phase.name === 'play') {
    return <DictationGame key={phase.round} cards={set.cards} onFinish={finish} />;
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

export function DictationPage() {
  return (
    <GameShell
      title="Nghe chép chính tả"
      minCards={DICTATION_MIN_CARDS}
      notEnough={`Bạn cần có ít nhất một bộ với ${DICTATION_MIN_CARDS} thẻ trở lên để chơi.`}
      canPlay={canPlayDictation}
    >
      {(set, pickAnother) => <Dictation set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
