/**
 * The page of a game played with lives (spelling bee, dictation, word builder; spec §2, §4,
 * §9): set picker, instructions, the game, the results (LivesResults) with 'Chơi lại' and
 * 'Chọn bộ khác'; the finished game is saved (score, accuracy over the words answered, seconds).
 */
import { accuracyPercent, type GameCard, type GameId, type LivesProgress } from '@app/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { useSaveGameResult } from '../api/results.ts';
import type { GameKey } from '../lib/game-list.ts';
import { GameShell, Instructions, ResultActions, type GameSet } from './game-shell.tsx';
import { LivesResults, missedWords, type LivesResultsState } from './lives-results.tsx';
import { ReviewOffer } from './review-offer.tsx';

export interface LivesGame<S extends LivesProgress> {
  id: GameId;
  /** Its catalogue key: title in `games.list.<key>`, rules in `games.<key>.rules`. */
  key: GameKey;
  minCards: number;
  canPlay: (cards: readonly GameCard[]) => boolean;
  /** Shown over 'Bắt đầu' (the dictation's word when the browser has no English voice). */
  notice?: (set: GameSet) => ReactNode;
  /** The game screen on the cards of `set`; `onFinish` gets its final state. */
  play: (cards: readonly GameCard[], onFinish: (state: S) => void, set: GameSet) => ReactNode;
  /** The final state as the results list shows it. */
  results: (state: S) => LivesResultsState;
}

type Phase<S> = { name: 'rules' } | { name: 'play'; round: number } | { name: 'done'; state: S };

function Round<S extends LivesProgress>({
  game,
  set,
  onPick,
}: {
  game: LivesGame<S>;
  set: GameSet;
  onPick: () => void;
}) {
  const [phase, setPhase] = useState<Phase<S>>({ name: 'rules' });
  const save = useSaveGameResult();
  const finish = useCallback(
    (state: S) => {
      const seconds = phase.name === 'play' ? Math.floor((Date.now() - phase.round) / 1000) : 0;
      save({
        game: game.id,
        setId: set.id,
        score: state.score,
        accuracyPercent: accuracyPercent(state.correctCount, state.answeredCount),
        durationSeconds: seconds,
      });
      setPhase({ name: 'done', state });
    },
    [save, set.id, phase, game.id],
  );
  if (phase.name === 'rules') {
    return (
      <Instructions
        title={set.title}
        game={game.key}
        notice={game.notice?.(set)}
        onStart={() => setPhase({ name: 'play', round: Date.now() })}
      />
    );
  }
  if (phase.name === 'play') {
    return <div key={phase.round}>{game.play(set.cards, finish, set)}</div>;
  }
  return (
    <div className="mx-auto max-w-xl">
      <LivesResults state={game.results(phase.state)} />
      <ReviewOffer game={game.id} setId={set.id} missed={missedWords(game.results(phase.state))} />
      <ResultActions
        onAgain={() => setPhase({ name: 'play', round: Date.now() })}
        onPick={onPick}
      />
    </div>
  );
}

export function LivesGamePage<S extends LivesProgress>({ game }: { game: LivesGame<S> }) {
  return (
    <GameShell game={game.key} minCards={game.minCards} canPlay={game.canPlay}>
      {(set, pickAnother) => <Round game={game} set={set} onPick={pickAnother} />}
    </GameShell>
  );
}
