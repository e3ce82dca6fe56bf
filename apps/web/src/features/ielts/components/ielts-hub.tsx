/**
 * /dashboard/ielts (spec §2 "IELTS hub"): the heading, the four skill cards with their start
 * links, the practice statistics (four tiles: '...' while loading, 'N/A' when none, and 'Failed
 * to fetch results' kept with every tile N/A when the fetch fails, spec §8), and the progress of
 * each skill over time.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import {
  BookIcon,
  HeadphonesIcon,
  PencilIcon,
  SpeakerIcon,
} from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { overviewQuery } from '../api/results.ts';
import { useIeltsFormat } from '../lib/format.ts';
import { HUB_SKILLS, SKILLS } from '../lib/skills.ts';
import { ProgressSection } from './progress-section.tsx';
import { StatTile } from './stat-tile.tsx';

const ICONS = {
  reading: BookIcon,
  listening: HeadphonesIcon,
  writing: PencilIcon,
  speaking: SpeakerIcon,
} as const;

/** The IELTS hub page (see the module docstring). */
export function IeltsHub() {
  const t = useT();
  const format = useIeltsFormat();
  const overview = useQuery(overviewQuery());
  const averages = overview.data?.averages;
  const loading = overview.isPending && !overview.isError;
  const value = (v: number | null | undefined, show: (n: number) => string) =>
    v === null || v === undefined ? null : show(v);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">{t('ielts.hub.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('ielts.hub.subtitle')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HUB_SKILLS.map((skill) => {
          const info = SKILLS[skill];
          const Icon = ICONS[skill];
          const title = t('ielts.hub.cardTitle', { skill });
          return (
            <li
              key={skill}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              data-testid="ielts-skill-card"
            >
              <span
                className={`mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${info.tone}`}
                aria-hidden="true"
              >
                <Icon />
              </span>
              <h2 className="text-lg font-bold">{title}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">
                {t('ielts.hub.cardDescription', { skill })}
              </p>
              <Link
                to={info.path}
                className={buttonStyles('primary', 'mt-4 self-start')}
                aria-label={t('ielts.hub.startAria', { title })}
              >
                {t('ielts.start')}
              </Link>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="ielts-stats-heading">
        <h2 id="ielts-stats-heading" className="mb-3 text-lg font-bold">
          {t('ielts.hub.statsTitle')}
        </h2>
        {overview.isError ? (
          <Alert tone="error" className="mb-3">
            {t('ielts.fetchResultsFailed')}
          </Alert>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile
            label={t('ielts.hub.readingAvg')}
            value={value(averages?.reading, format.band)}
            loading={loading}
            testId="hub-reading-avg"
          />
          <StatTile
            label={t('ielts.hub.listeningAvg')}
            value={value(averages?.listening, format.band)}
            loading={loading}
            testId="hub-listening-avg"
          />
          <StatTile
            label={t('ielts.hub.writingAvg')}
            value={value(averages?.writing, format.words)}
            loading={loading}
            testId="hub-writing-avg"
          />
          <StatTile
            label={t('ielts.hub.speakingAvg')}
            value={value(averages?.speaking, format.rating)}
            loading={loading}
            testId="hub-speaking-avg"
          />
        </dl>
      </section>
      {loading ? null : <ProgressSection progress={overview.data?.progress ?? null} />}
    </div>
  );
}
