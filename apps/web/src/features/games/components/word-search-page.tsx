/**
 * /dashboard/games/word-search (spec §2, §3, §4 Word Search, §5, §9): set picker, the
 * difficulty (easy 10×10 · 3 words, medium 12×12 · 5, hard 15×15 · 7), instructions, the game,
 * and the results with 'Chơi lại' and 'Chọn bộ khác'.
 */
import {
  WORD_SEARCH_DIFFICULTIES,
  WORD_SEARCH_MIN_CARDS,
  canPlayWordSearch,
  generateWordSearch,
  type WordSearchDifficultyId,
  type WordSearchGrid,
  type WordSearchState,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Figure } from '../../../components/ui/figure.tsx';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { useSaveGameResult } from '../api/results.ts';
import { WordSearchGame } from './word-search-game.tsx';

const LABELS: Record<WordSearchDifficultyId, string> = {
  easy: 'Dễ',
  medium: 'Trung bình',
  hard: 'Khó',
};

type Phase =
  | { name: 'rules' }
  | { name: 'play'; grid: WordSearchGrid; round: number }
  | { name: 'done'; state: WordSearchState; seconds: number };

function WordSearch({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const [difficulty, setDifficulty] = useState<WordSearchDifficultyId>('easy');
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: WordSearchState, seconds: number) => {
      save({
        game: 'word-search',
        setId: set.id,
        score: state.score,
        accuracyPercent: null,
        durationSeconds: seconds,
      });
      setPhase({ name: 'done', state, seconds });
    },
    [save, set.id],
  );
  const play = () =>
    setPhase({
      name: 'play',
      grid: generateWordSearch(set.cards, difficulty, Math.random),
      round: Date.now(),
    });
  if (phase.name === 'rules') {
    return (
      <div>
        <fieldset className="mx-auto mb-5 max-w-2xl">
          <legend className="mb-2 font-bold">Độ khó</legend>
          <div className="flex flex-wrap gap-2">
            {Object.values(WORD_SEARCH_DIFFICULTIES).map((level) => (
              <Button
                key={level.id}
                variant={level.id === difficulty ? 'primary' : 'secondary'}
                aria-pressed={level.id === difficulty}
                onClick={() => setDifficulty(level.id)}
              >
                {LABELS[level.id]} ({level.size}×{level.size}, {level.wordCount} từ)
              </Button>
            ))}
          </div>
        </fieldset>
        <Instructions
          title={set.title}
          rules={[
            'Tìm các từ của bộ thẻ trong bảng chữ: theo hàng, cột, hoặc đường chéo ở mức khó hơn, xuôi hay ngược đều được.',
            'Bấm chọn: bấm từng ô rồi Xác nhận. Kéo chọn: kéo qua các ô liền nhau.',
            'Mỗi từ: 10 điểm mỗi chữ cộng thưởng thời gian (100 trừ số giây), trừ 20 mỗi gợi ý đã dùng.',
          ]}
          onStart={play}
        />
      </div>
    );
  }
  if (phase.name === 'play') {
    return <WordSearchGame key={phase.round} grid={phase.grid} onFinish={finish} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold">Kết quả</h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Figure label="Điểm" value={`${phase.state.score}`} id="ws-final-score" />
        <Figure label="Số từ" value={`${phase.state.found.length}`} id="ws-found" />
        <Figure label="Thời gian" value={`${phase.seconds} giây`} id="ws-seconds" />
      </dl>
      <ResultActions onAgain={play} onPick={onPick} />
    </div>
  );
}

export function WordSearchPage() {
  return (
    <GameShell title="Tìm từ" minCards={WORD_SEARCH_MIN_CARDS} canPlay={canPlayWordSearch}>
      {(set, pickAnother) => <WordSearch set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
