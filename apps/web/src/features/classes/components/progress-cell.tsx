/**
 * One figure of a learner's class progress as the teacher's table and the learner's own panel
 * show it (issue 22 §1), with each column's heading.
 */
import type { ClassLearnerProgress } from '@app/contracts';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { ProgressColumn } from '../lib/progress-sort.ts';

/** Each column's heading. */
export const HEADINGS: Record<ProgressColumn, MessageId> = {
  name: 'classes.progress.name',
  dueNow: 'classes.progress.dueNow',
  reviews7d: 'classes.progress.reviews',
  accuracy7d: 'classes.progress.passed',
  lastStudiedDay: 'classes.progress.lastStudied',
  streak: 'classes.progress.streak',
  ielts: 'classes.progress.ielts',
};

const SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;

/** The figure of `column` for `learner`. */
export function ProgressCell({
  learner,
  column,
}: {
  learner: ClassLearnerProgress;
  column: ProgressColumn;
}) {
  const t = useT();
  const dates = useDates();
  switch (column) {
    case 'name':
      return <span className="font-medium break-words">{learner.name}</span>;
    case 'accuracy7d':
      return learner.accuracy7d === null ? (
        <span aria-hidden="true">–</span>
      ) : (
        <>{t('classes.progress.percent', { value: learner.accuracy7d })}</>
      );
    case 'lastStudiedDay':
      return learner.lastStudiedDay === null ? (
        <>{t('classes.progress.never')}</>
      ) : (
        <>{dates.day(learner.lastStudiedDay)}</>
      );
    case 'streak':
      return <>{t('classes.progress.days', { count: learner.streak })}</>;
    case 'ielts':
      return learner.ielts === null ? (
        <span className="text-slate-500 dark:text-slate-400">
          {t('classes.progress.notShared')}
        </span>
      ) : (
        <span className="whitespace-nowrap">
          {SKILLS.map((skill) => {
            const band = learner.ielts?.[skill];
            if (!band) return '–';
            const arrow =
              band.previous === null || band.previous === band.latest
                ? ''
                : band.latest > band.previous
                  ? ' ↑'
                  : ' ↓';
            return `${band.latest}${arrow}`;
          }).join(' · ')}
        </span>
      );
    default:
      return <>{learner[column]}</>;
  }
}
