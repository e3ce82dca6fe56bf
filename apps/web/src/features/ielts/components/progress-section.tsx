/**
 * The hub's progress block: a skill switcher (Reading, Listening, Writing, Speaking) and the
 * chosen skill's chart (band for reading and listening, words for writing, self-rating for
 * speaking), with the empty state when it has no attempt and the note that bands from raw
 * scores are estimates.
 */
import type { IeltsOverviewDto } from '@app/contracts';
import type { IeltsSkill } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRichT, useT } from '../../../i18n/i18n.tsx';
import { HUB_SKILLS, SKILLS } from '../lib/skills.ts';
import { ProgressChart } from './progress-chart.tsx';

/** The progress block; `progress` is null when it could not be fetched (empty charts). */
export function ProgressSection({ progress }: { progress: IeltsOverviewDto['progress'] | null }) {
  const t = useT();
  const rich = useRichT();
  const [chosen, setChosen] = useState<IeltsSkill | null>(null);
  const skill = chosen ?? HUB_SKILLS.find((s) => (progress?.[s].length ?? 0) > 0) ?? 'reading';
  const points = progress?.[skill] ?? [];
  const info = SKILLS[skill];
  return (
    <section
      aria-labelledby="ielts-progress-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="ielts-progress-heading" className="text-lg font-bold">
        {t('ielts.progress.title')}
      </h2>
      <div
        role="group"
        aria-label={t('ielts.progress.chooseSkill')}
        className="mt-3 flex flex-wrap gap-2"
        data-testid="progress-skills"
      >
        {HUB_SKILLS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === skill}
            onClick={() => setChosen(s)}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
              s === skill
                ? 'bg-blue-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700'
            }`}
          >
            {t('ielts.skillName', { skill: s })}
          </button>
        ))}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('ielts.progress.chartTitle', { skill })}
      </h3>
      <div className="mt-2">
        {points.length === 0 ? (
          <p
            className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-400"
            data-testid="progress-empty"
          >
            {rich('ielts.progress.empty', {
              skill: t('ielts.skillName', { skill }),
              link: (chunks) => (
                <Link
                  to={info.path}
                  className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <ProgressChart key={skill} skill={skill} points={points} />
        )}
      </div>
      {skill === 'reading' || skill === 'listening' ? (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {t('ielts.progress.bandEstimate')}
        </p>
      ) : null}
    </section>
  );
}
