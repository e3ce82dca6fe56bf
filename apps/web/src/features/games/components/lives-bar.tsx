import { GAME_LIVES } from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';

/** The bar over a game with lives: word n of total, the lives left (♥), the score. */
export function LivesBar({
  index,
  total,
  lives,
  score,
  testId,
}: {
  /** The current word, 0-based. */
  index: number;
  total: number;
  lives: number;
  score: number;
  /** Prefix of the test ids (`<prefix>-progress`, `<prefix>-score`). */
  testId: string;
}) {
  const t = useT();
  return (
    <div className="flex justify-between text-sm text-slate-600 dark:text-slate-400">
      <span data-testid={`${testId}-progress`}>
        {t('games.lives.progress', { n: index + 1, total })}
      </span>
      <span aria-label={t('games.lives.left', { n: lives })}>
        {'♥'.repeat(lives)}
        {'♡'.repeat(GAME_LIVES - lives)}
      </span>
      <span data-testid={`${testId}-score`}>{t('games.units.points', { n: score })}</span>
    </div>
  );
}
