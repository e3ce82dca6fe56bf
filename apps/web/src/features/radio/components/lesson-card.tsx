/**
 * A lesson of a level list (spec §2): title, description, duration (m:ss), transcript marker and
 * topics; the whole card opens the player. `compact` is the player's "other lessons" form.
 */
import { Link } from 'react-router';
import { formatDuration, spokenDuration } from '../lib/format.ts';
import type { LibraryLesson } from '../lib/library.ts';
import { playPath } from '../lib/levels.ts';
import { useLocale, useT } from '../../../i18n/i18n.tsx';
import { lessonDescription } from '../lib/level-text.ts';
import { ClockIcon } from '../../../components/ui/icons.tsx';

export function LessonCard({
  lesson,
  compact = false,
}: {
  lesson: LibraryLesson;
  compact?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Link
      to={playPath(lesson.id)}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 motion-reduce:transform-none sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="lesson-card"
      data-lesson-id={lesson.id}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-bold break-words">{lesson.title}</span>
        <span className="flex shrink-0 items-center gap-1 text-sm text-slate-600 tabular-nums dark:text-slate-400">
          <ClockIcon className="h-4 w-4" />
          <span aria-hidden="true">{formatDuration(lesson.seconds)}</span>
          {lesson.seconds === null ? null : (
            <span className="sr-only">
              {t('radio.duration', { time: spokenDuration(t, lesson.seconds) })}
            </span>
          )}
        </span>
      </span>
      <span className="mt-1 flex-1">
        <span
          className={`text-sm text-slate-600 dark:text-slate-400 ${compact ? 'line-clamp-2' : 'line-clamp-3'}`}
        >
          {lessonDescription(lesson, locale)}
        </span>
      </span>
      {compact ? null : (
        <span className="mt-3 flex flex-wrap gap-1.5">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              lesson.hasTranscript
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            }`}
            data-testid="transcript-marker"
          >
            {lesson.hasTranscript ? t('radio.hasTranscript') : t('radio.noTranscriptBadge')}
          </span>
          {lesson.topics.map((topic) => (
            <span
              key={topic}
              className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800 dark:bg-blue-950 dark:text-blue-200"
            >
              {topic}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}
