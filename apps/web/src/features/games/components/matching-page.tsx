/**
 * /dashboard/games/matching (spec §2, §4 Matching, §9): set picker, a difficulty offered only
 * when the set has that many pairs (cap 12), instructions, the board, and the results (score =
 * average of accuracy and time score) with 'Chơi lại' and 'Chọn bộ khác'.
 */
import {
  MATCHING_MIN_CARDS,
  availableMatchingDifficulties,
  canPlayMatching,
  matchingScore,
  type MatchingDifficulty,
  type MatchingState,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Figure } from '../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { useSaveGameResult } from '../api/results.ts';
import { MatchingGame } from './matching-game.tsx';

type Phase =
  | { name: 'rules' }
  | { name: 'play'; round: number }
  | { name: 'done'; state: MatchingState; seconds: number };

function Matching({ set, onPick }: { set: GameSet; onPick: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [difficulty, setDifficulty] = useState<MatchingDifficulty>(
    () => availableMatchingDifficulties(set.cards)[0]!,
  );
  const [phase, setPhase] = useState<Phase>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: MatchingState, seconds: number) => {
      const score = matchingScore(state.tiles.length / 2, state.attempts, seconds);
      save({
        game: 'matching',
        setId: set.id,
        score: score.score,
        accuracyPercent: score.accuracyPercent,
        durationSeconds: seconds,
      });
      setPhase({ name: 'done', state, seconds });
    },
    [save, set.id],
  );
  const levels = availableMatchingDifficulties(set.cards);
  if (phase.name === 'rules') {
    return (
      <div>
        <fieldset className="mx-auto mb-5 max-w-2xl">
          <legend className="mb-2 font-bold">{t('games.shell.difficulty')}</legend>
          <div className="flex flex-wrap gap-2">
            {levels.map((level) => (
              <Button
                key={level.id}
                variant={level.id === difficulty.id ? 'primary' : 'secondary'}
                aria-pressed={level.id === difficulty.id}
                onClick={() => setDifficulty(level)}
              >
                {t('games.matching.level', {
                  level: t('games.shell.level', { level: level.id }),
                  pairs: level.pairs,
                })}
              </Button>
            ))}
          </div>
        </fieldset>
        <Instructions
          title={set.title}
          game="matching"
          onStart={() => setPhase({ name: 'play', round: Date.now() })}
        />
      </div>
    );
  }
  if (phase.name === 'play') {
    return (
      <MatchingGame key={phase.round} cards={set.cards} difficulty={difficulty} onFinish={finish} />
    );
  }
  const pairs = phase.state.tiles.length / 2;
  const score = matchingScore(pairs, phase.state.attempts, phase.seconds);
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold">{t('games.shell.results')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label={t('games.figures.score')}
          value={intl.formatNumber(score.score)}
          id="matching-score"
        />
        <Figure
          label={t('games.figures.accuracy')}
          value={intl.formatNumber(score.accuracyPercent / 100, { style: 'percent' })}
          id="matching-accuracy"
        />
        <Figure
          label={t('games.figures.attempts')}
          value={intl.formatNumber(phase.state.attempts)}
          id="matching-attempts"
        />
        <Figure
          label={t('games.figures.time')}
          value={t('games.units.seconds', { n: phase.seconds })}
          id="matching-seconds"
        />
      </dl>
      <ResultActions
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    </div>
  );
}

export function MatchingPage() {
  return (
    <GameShell game="matching" minCards={MATCHING_MIN_CARDS} canPlay={canPlayMatching}>
      {(set, pickAnother) => <Matching set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
