/**
 * /dashboard/games (spec §2 "Games hub and games"): a card per game with its title, description
 * and play button (or 'Sắp ra mắt' if flagged), the learner's best score, and study tips.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bestScoresQuery } from '../api/results.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { GAMES, STUDY_TIPS } from '../lib/catalog.ts';

export function GamesHub() {
  const best = useQuery(bestScoresQuery());
  const bestOf = new Map((best.data ?? []).map((b) => [b.game, b.score]));
  return (
    <div>
      <h1 className="text-2xl font-black sm:text-3xl">Trò chơi từ vựng</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Ôn từ trong các bộ thẻ của bạn qua sáu trò chơi.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GAMES.map((game) => (
          <li
            key={game.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            data-testid="game-card"
          >
            <h2 className="text-lg font-bold">{game.title}</h2>
            <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
              {game.description}
            </p>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Cần bộ thẻ có ít nhất {game.minCards} thẻ
            </p>
            {bestOf.has(game.id) ? (
              <p className="mt-1 text-sm font-semibold" data-testid="best-score">
                Điểm cao nhất: {bestOf.get(game.id)}
              </p>
            ) : null}
            <div className="mt-4">
              {game.comingSoon ? (
                <span className="inline-block rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  Sắp ra mắt
                </span>
              ) : (
                <Link to={game.path} className={buttonStyles()} aria-label={`Chơi ${game.title}`}>
                  Chơi
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      <section className="mt-8 rounded-2xl border border-blue-200 bg-blue-50 p-5 dark:border-blue-900 dark:bg-blue-950/60">
        <h2 className="font-bold text-blue-900 dark:text-blue-100">Mẹo học</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-blue-900 dark:text-blue-100">
          {STUDY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
