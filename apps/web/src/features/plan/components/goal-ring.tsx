/**
 * The daily goal's ring (issue 21 §4): an SVG circle filled to the day's percent, with the
 * minutes in the middle; a meter for assistive technology.
 */
import { useT } from '../../../i18n/i18n.tsx';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function GoalRing({
  minutes,
  goalMinutes,
  percent,
  met,
}: {
  minutes: number;
  goalMinutes: number;
  percent: number;
  met: boolean;
}) {
  const t = useT();
  const figure = t('plan.goal.figure', { minutes, goal: goalMinutes });
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-label={t('plan.goal.label')}
        aria-valuemin={0}
        aria-valuemax={goalMinutes}
        aria-valuenow={Math.min(minutes, goalMinutes)}
        aria-valuetext={figure}
        className="relative h-16 w-16 shrink-0"
        data-testid="goal-ring"
      >
        <svg viewBox="0 0 64 64" className="h-16 w-16 -rotate-90" aria-hidden="true">
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="7"
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="7"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            className={
              met
                ? 'stroke-emerald-600 dark:stroke-emerald-400'
                : 'stroke-blue-600 dark:stroke-blue-400'
            }
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-sm font-black">
          {percent}%
        </span>
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
          {t('plan.goal.label')}
        </p>
        <p className="text-lg font-black" data-testid="goal-figure">
          {figure}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {met
            ? t('plan.goal.met')
            : t('plan.goal.left', { minutes: Math.max(0, goalMinutes - minutes) })}
        </p>
      </div>
    </div>
  );
}
