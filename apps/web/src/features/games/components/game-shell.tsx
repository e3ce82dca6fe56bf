/**
 * What every game screen shares (spec §2 Games): the back link to /dashboard/games, the title,
 * the set picker until a set is chosen, the loading of its cards, the instructions box with
 * 'Bắt đầu', and the results' 'Chơi lại' / 'Chọn bộ khác'.
 */
import type { GameCard } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { gameCardsQuery } from '../api/game-sets.ts';
import { SetPicker } from './set-picker.tsx';

export interface GameSet {
  id: string;
  title: string;
  cards: GameCard[];
}

/**
 * The prompt when no set has enough cards, in the words spec §5 gives for Word Builder and Word
 * Search (the same sentence for every game, with its own minimum).
 */
function notEnoughCards(minCards: number): string {
  return `Bạn cần có ít nhất một bộ với ${minCards} thẻ trở lên để chơi`;
}

export function GameShell({
  title,
  minCards,
  canPlay,
  children,
}: {
  title: string;
  minCards: number;
  /** The domain's check on the loaded cards (some cards may not be usable). */
  canPlay: (cards: readonly GameCard[]) => boolean;
  children: (set: GameSet, pickAnother: () => void) => ReactNode;
}) {
  const [setId, setSetId] = useState<string | null>(null);
  const notEnough = notEnoughCards(minCards);
  return (
    <div>
      <Link
        to="/dashboard/games"
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        ← Trò chơi
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-black sm:text-3xl">{title}</h1>
      {setId === null ? (
        <SetPicker minCards={minCards} notEnough={notEnough} onPick={setSetId} />
      ) : (
        <LoadedSet key={setId} setId={setId} notEnough={notEnough} canPlay={canPlay}>
          {(set) => children(set, () => setSetId(null))}
        </LoadedSet>
      )}
    </div>
  );
}

function LoadedSet({
  setId,
  notEnough,
  canPlay,
  children,
}: {
  setId: string;
  notEnough: string;
  canPlay: (cards: readonly GameCard[]) => boolean;
  children: (set: GameSet) => ReactNode;
}) {
  const set = useQuery(gameCardsQuery(setId));
  if (set.isPending) return <Spinner label="Đang tải..." className="py-12" />;
  if (set.isError) return <Alert tone="error">{errorMessage(set.error)}</Alert>;
  if (!canPlay(set.data.cards)) return <Alert tone="error">{notEnough}</Alert>;
  return <>{children(set.data)}</>;
}

/** The instructions box and 'Bắt đầu' (spec §2: each game has an instructions box). */
export function Instructions({
  title,
  rules,
  onStart,
}: {
  title: string;
  rules: string[];
  onStart: () => void;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold wrap-anywhere">{title}</h2>
      <div className="mt-4 rounded-2xl border border-blue-200 bg-blue-50 p-5 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
        <p className="font-bold">Cách chơi</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <Button className="mt-5" onClick={onStart}>
        Bắt đầu
      </Button>
    </div>
  );
}

/** 'Chơi lại' and 'Chọn bộ khác' under the results. */
export function ResultActions({ onAgain, onPick }: { onAgain: () => void; onPick: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button onClick={onAgain}>Chơi lại</Button>
      <Button variant="secondary" onClick={onPick}>
        Chọn bộ khác
      </Button>
    </div>
  );
}
