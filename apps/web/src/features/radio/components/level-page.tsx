/**
 * /dashboard/radio/{level} (spec §2 "Listening library"): the level's lesson count, 'play all
 * randomly' (opens a random lesson, playing), and its lesson cards; a level without lessons yet
 * (see levels.ts) is a placeholder reading 'Tính năng sắp ra mắt!'. An unknown level is the
 * app's not-found page; an old address (the spec's 'National Geographic', now 'Nature')
 * redirects to the level's address.
 */
import { Link, Navigate, useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { NotFound } from '../../../components/ui/not-found.tsx';
import {
  lessonsOfLevel,
  levelCard,
  levelPath,
  movedLevel,
  playPath,
  randomLesson,
  type PlayerLocationState,
} from '../lib/levels.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { levelTitle } from '../lib/level-text.ts';
import { LessonCard } from './lesson-card.tsx';
import { ShuffleIcon } from '../../../components/ui/icons.tsx';

function BackToLibrary() {
  const t = useT();
  return (
    <Link
      to="/dashboard/radio"
      className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      {t('radio.backToLibrary')}
    </Link>
  );
}

/** The list of the level named by the address segment `param`. */
export function LevelPage({ param }: { param: string }) {
  const navigate = useNavigate();
  const t = useT();
  const card = levelCard(param);
  if (!card) {
    const moved = movedLevel(param);
    return moved ? <Navigate to={levelPath(moved)} replace /> : <NotFound />;
  }
  const title = levelTitle(t, card);
  const lessons = lessonsOfLevel(card.level);
  if (!card.open) {
    return (
      <div className="space-y-6">
        <BackToLibrary />
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-black">{title}</h1>
          <p
            className="mt-3 text-lg font-semibold text-slate-700 dark:text-slate-300"
            data-testid="radio-placeholder"
          >
            {t('radio.featureComingSoon')}
          </p>
        </div>
      </div>
    );
  }
  const playRandom = () => {
    const lesson = randomLesson(lessons);
    if (lesson) {
      navigate(playPath(lesson.id), { state: { autoplay: true } satisfies PlayerLocationState });
    }
  };
  return (
    <div className="space-y-6">
      <BackToLibrary />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-black sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="lesson-count">
            {t('radio.lessons', { n: lessons.length })}
          </p>
        </div>
        <button
          type="button"
          className={buttonStyles('primary')}
          onClick={playRandom}
          disabled={lessons.length === 0}
        >
          <ShuffleIcon className="h-5 w-5" />
          {t('radio.playRandom')}
        </button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonCard lesson={lesson} />
          </li>
        ))}
      </ul>
    </div>
  );
}
