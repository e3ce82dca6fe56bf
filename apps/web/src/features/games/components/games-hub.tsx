/**
 * /dashboard/games (spec §2 "Games hub and games"): a card per game with its title, description
 * and play button (or 'Sắp ra mắt' if flagged), the learner's best score, Test mode's tile with
 * its best (issue 21 §2: most right answers; it opens the test's set picker), and study tips.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bestScoresQuery } from '../api/results.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { GAMES, STUDY_TIPS } from '../lib/game-list.ts';

/** Test mode (issue 21 §2): not one of the six games, but its best score shows here. */
function TestTile({ best }: { best: number | undefined }) {
  const t = useT();
  return (
    <section
      aria-labelledby="test-tile-title"
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
      data-testid="test-tile"
    >
      <div className="flex-1">
        <h2 id="test-tile-title" className="text-lg font-bold">
          {t('testMode.hub.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('testMode.hub.description')}
        </p>
        {best === undefined ? null : (
          <p className="mt-1 text-sm font-semibold" data-testid="test-best-score">
            {t('testMode.hub.best', { score: best })}
          </p>
        )}
      </div>
      <Link
        to="/dashboard/flashcards/test"
        className={buttonStyles('primary', 'self-start sm:self-center')}
        aria-label={t('testMode.hub.startLabel')}
      >
        {t('testMode.hub.start')}
      </Link>
    </section>
  );
}

export function GamesHub() {
  const t = useT();
  const best = useQuery(bestScoresQuery());
  const bestOf = new Map((best.data ?? []).map((b) => [b.game, b.score]));
  return (
    <div data-testid="games-hub">
      <h1 className="text-2xl font-black sm:text-3xl">{t('games.hub.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('games.hub.subtitle')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GAMES.map((game) => {
          const title = t(`games.list.${game.key}.title`);
          const best = bestOf.get(game.id);
          return (
            <li
              key={game.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              data-testid="game-card"
            >
              <h2 className="text-lg font-bold">{title}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
                {t(`games.list.${game.key}.description`)}
              </p>
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {t('games.hub.minCards', { n: game.minCards })}
              </p>
              {best === undefined ? null : (
                <p className="mt-1 text-sm font-semibold" data-testid="best-score">
                  {t('games.hub.best', { score: best })}
                </p>
              )}
              <div className="mt-4">
                {game.comingSoon ? (
                  <span className="inline-block rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {t('games.hub.comingSoon')}
                  </span>
                ) : (
                  <Link
                    to={game.path}
                    className={buttonStyles()}
                    aria-label={t('games.hub.playGame', { game: title })}
                  >
                    {t('games.hub.play')}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <TestTile best={bestOf.get('test')} />
      <section className="mt-8 rounded-2xl border border-blue-200 bg-blue-50 p-5 dark:border-blue-900 dark:bg-blue-950/60">
        <h2 className="font-bold text-blue-900 dark:text-blue-100">{t('games.hub.tipsTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-blue-900 dark:text-blue-100">
          {STUDY_TIPS.map((tip) => (
            <li key={tip}>{t(`games.hub.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
