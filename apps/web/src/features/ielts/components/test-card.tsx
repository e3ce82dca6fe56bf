/**
 * One test on a list screen (spec §2 "IELTS list screens"): title, badges (writing's type,
 * difficulty: Beginner green, Intermediate yellow, Advanced red), the best once attempted, the
 * description, the skill's facts, topic tags, 'Đã làm N lần', the start button ('Bắt đầu', or
 * 'Làm lại' once attempted) and the learner's past attempts with links to their results. No
 * 'Best time' (issue 34 §14): the time the best attempt took is no record to beat (a Reading or
 * Writing paper is not better for being finished sooner, and Listening runs at the audio's pace).
 */
import type { TestResultDto, TestSummaryDto } from '@app/contracts';
import type { IeltsSkill } from '@app/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useTestDescription } from '../lib/description.ts';
import { attemptResult, bestLabel, cardFacts, taskBadge } from '../lib/card-facts.ts';
import { useIeltsFormat } from '../lib/format.ts';
import { DIFFICULTY_BADGE, selectKey, type CatalogueEntry } from '../lib/skills.ts';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A Writing test's task badge colours: Task 1 teal, Task 2 violet (AA in both themes). */
const TASK_BADGE = {
  1: 'bg-teal-100 text-teal-900 ring-1 ring-teal-700/30 dark:bg-teal-950 dark:text-teal-100 dark:ring-teal-300/40',
  2: 'bg-violet-100 text-violet-900 ring-1 ring-violet-700/30 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-300/40',
} as const;

/** One test's card; `summary` is the learner's best of it, absent before an attempt. */
export function TestCard({
  skill,
  entry,
  summary,
  attempts,
  onStart,
}: {
  skill: IeltsSkill;
  entry: CatalogueEntry;
  summary: TestSummaryDto | undefined;
  /** This test's attempts, newest first. */
  attempts: readonly TestResultDto[];
  onStart: () => void;
}) {
  const t = useT();
  const describe = useTestDescription();
  const format = useIeltsFormat();
  const best = bestLabel(t, format, skill, summary);
  const count = summary?.attempts ?? 0;
  const task = taskBadge(t, entry);
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="ielts-test-card"
    >
      <h2 className="text-lg font-bold">{entry.title}</h2>
      <p className="mt-2 flex flex-wrap gap-2">
        {'type' in entry ? (
          <span
            className={`${badge} bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200`}
          >
            {t('ielts.card.essayType', { type: selectKey(entry.type) })}
          </span>
        ) : null}
        {task ? (
          <span
            className={`${badge} ${TASK_BADGE[task.task]}`}
            data-testid="task-badge"
            data-task={task.task}
          >
            {task.text}
          </span>
        ) : null}
        <span className={`${badge} ${DIFFICULTY_BADGE[entry.difficulty]}`}>
          {t('ielts.card.difficulty', { level: entry.difficulty })}
        </span>
        {best ? (
          <span
            className={`${badge} bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200`}
            data-testid="best-badge"
          >
            {best}
          </span>
        ) : null}
      </p>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{describe(entry)}</p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {cardFacts(t, entry).join(' · ')}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('ielts.card.topics')}>
        {entry.topics.map((topic) => (
          <li
            key={topic}
            className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {t('ielts.card.topic', { topic: selectKey(topic) })}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        {count > 0 ? (
          <p className="mb-2 text-sm font-semibold" data-testid="attempts-line">
            {t('ielts.card.attempts', { n: count })}
          </p>
        ) : null}
        <Button
          onClick={onStart}
          aria-label={t('ielts.card.startAria', {
            retake: count > 0 ? 'yes' : 'no',
            title: entry.title,
          })}
        >
          {count > 0 ? t('ielts.retake') : t('ielts.start')}
        </Button>
        {attempts.length > 0 ? <History attempts={attempts} title={entry.title} /> : null}
      </div>
    </li>
  );
}

function History({ attempts, title }: { attempts: readonly TestResultDto[]; title: string }) {
  const t = useT();
  const format = useIeltsFormat();
  return (
    <details className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <summary className="cursor-pointer text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300">
        {t('ielts.card.history', { n: attempts.length })}
      </summary>
      <ul className="mt-2 space-y-1" aria-label={t('ielts.card.historyAria', { title })}>
        {attempts.map((attempt) => (
          <li key={attempt.id}>
            <Link
              to={`/dashboard/ielts/results/${attempt.id}`}
              className="flex flex-wrap justify-between gap-x-3 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
              data-testid="history-link"
            >
              <span className="text-slate-600 dark:text-slate-400">
                {format.dateTime(attempt.completedAt)}
              </span>
              <span className="font-semibold">{attemptResult(t, format, attempt)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
