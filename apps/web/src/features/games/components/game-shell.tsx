/**
 * What every game screen shares (spec §2 Games): the back link to /dashboard/games, the title,
 * the set picker until a set is chosen, the loading of its cards, the instructions box with
 * 'Bắt đầu', and the results' 'Chơi lại' / 'Chọn bộ khác'.
 */
import type { GameCard } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { gameCardsQuery } from '../api/game-sets.ts';
import type { GameKey } from '../lib/game-list.ts';
import { SetPicker } from './set-picker.tsx';

export interface GameSet {
  id: string;
  title: string;
  cards: GameCard[];
}

/**
 * The game's page. `?set=<id>` in the address opens that set at once (the dictation's notice
 * sends a learner without an English voice to the spelling bee with the same set).
 */
export function GameShell({
  game,
  minCards,
  canPlay,
  children,
}: {
  game: GameKey;
  minCards: number;
  /** The domain's check on the loaded cards (some cards may not be usable). */
  canPlay: (cards: readonly GameCard[]) => boolean;
  children: (set: GameSet, pickAnother: () => void) => ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const [setId, setSetId] = useState<string | null>(() => params.get('set'));
  // the spec §5 prompt of Word Builder and Word Search, with each game's own minimum
  const notEnough = t('games.shell.notEnough', { n: minCards });
  return (
    <div data-testid="game-page">
      <Link
        to="/dashboard/games"
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        {t('games.shell.back')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-black sm:text-3xl">{t(`games.list.${game}.title`)}</h1>
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
  const t = useT();
  const set = useQuery(gameCardsQuery(setId));
  if (set.isPending) return <Spinner label={t('common.loading')} className="py-12" />;
  if (set.isError) return <Alert tone="error">{errorMessage(set.error)}</Alert>;
  if (!canPlay(set.data.cards)) return <Alert tone="error">{notEnough}</Alert>;
  return <>{children(set.data)}</>;
}

const RULES = ['one', 'two', 'three'] as const;

/**
 * The instructions box and 'Bắt đầu' (spec §2: each game has an instructions box): the game's
 * three rules (`games.<game>.rules`), and a notice above 'Bắt đầu' when the game has one.
 */
export function Instructions({
  title,
  game,
  notice,
  onStart,
}: {
  title: string;
  game: GameKey;
  notice?: ReactNode;
  onStart: () => void;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl">
      <h2 className="text-xl font-bold wrap-anywhere">{title}</h2>
      <div className="mt-4 rounded-2xl border border-blue-200 bg-blue-50 p-5 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
        <p className="font-bold">{t('games.shell.howToPlay')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {RULES.map((rule) => (
            <li key={rule}>{t(`games.${game}.rules.${rule}`)}</li>
          ))}
        </ul>
      </div>
      {notice}
      <Button className="mt-5" onClick={onStart}>
        {t('games.shell.start')}
      </Button>
    </div>
  );
}

/** 'Chơi lại' and 'Chọn bộ khác' under the results. */
export function ResultActions({ onAgain, onPick }: { onAgain: () => void; onPick: () => void }) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button onClick={onAgain}>{t('games.shell.again')}</Button>
      <Button variant="secondary" onClick={onPick}>
        {t('games.shell.pickAnother')}
      </Button>
    </div>
  );
}
