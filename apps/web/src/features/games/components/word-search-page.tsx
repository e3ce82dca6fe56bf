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
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { useSaveGameResult } from '../api/results.ts';
import { WordSearchGame } from './word-search-game.tsx';

type Phase =
  | { name: 'rules' }
  | { name: 'play'; grid: WordSearchGrid; round: number }
  | { name: 'done'; state: WordSearchState; seconds: number };

function WordSearch({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const t = useT();
  const intl = useIntl();
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
          <legend className="mb-2 font-bold">{t('games.shell.difficulty')}</legend>
          <div className="flex flex-wrap gap-2">
            {Object.values(WORD_SEARCH_DIFFICULTIES).map((level) => (
              <Button
                key={level.id}
                variant={level.id === difficulty ? 'primary' : 'secondary'}
                aria-pressed={level.id === difficulty}
                onClick={() => setDifficulty(level.id)}
              >
                {t('games.wordSearch.level', {
                  level: t('games.shell.level', { level: level.id }),
                  size: level.size,
                  words: level.wordCount,
                })}
              </Button>
            ))}
          </div>
        </fieldset>
        <Instructions title={set.title} game="wordSearch" onStart={play} />
      </div>
    );
  }
  if (phase.name === 'play') {
    return <WordSearchGame key={phase.round} grid={phase.grid} onFinish={finish} />;
  }
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold">{t('games.shell.results')}</h2>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <Figure
          label={t('games.figures.score')}
          value={intl.formatNumber(phase.state.score)}
          id="ws-final-score"
        />
        <Figure
          label={t('games.wordSearch.wordsFound')}
          value={intl.formatNumber(phase.state.found.length)}
          id="ws-found"
        />
        <Figure
          label={t('games.figures.time')}
          value={t('games.units.seconds', { n: phase.seconds })}
          id="ws-seconds"
        />
      </dl>
      <ResultActions onAgain={play} onPick={onPick} />
    </div>
  );
}

export function WordSearchPage() {
  return (
    <GameShell game="wordSearch" minCards={WORD_SEARCH_MIN_CARDS} canPlay={canPlayWordSearch}>
      {(set, pickAnother) => <WordSearch set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
