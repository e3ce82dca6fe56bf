/**
 * The question navigator (the exam's bottom bar): 1-40 by passage (Listening: by part), answered
 * numbers filled, the current one outlined, flagged ones marked with a flag; a click goes to the
 * question (and its passage or part). Beside it, the current question's 'Đánh dấu' toggle and
 * previous/next buttons (also ← and → on the keyboard): above the numbers on a phone (which
 * scroll sideways), after them on the last row from 1024 px, so that two rows hold it all at
 * 1366 px and the passage gets the height (issue 34 §10).
 */
import { isAnswered, type Answers } from '../lib/questions.ts';
import { useT } from '../../../../i18n/i18n.tsx';
import { FlagIcon, FlagToggle } from './question-block.tsx';

export function QuestionNavigator({
  refs,
  answers,
  flags,
  current,
  onGo,
  partKind = 'passage',
}: {
  /** Every question with its passage (Reading) or section (Listening), in number order. */
  refs: readonly { number: number; passage: number }[];
  answers: Answers;
  flags: readonly number[];
  current: number;
  onGo: (n: number) => void;
  /** What a passage is called in the bar: 'Passage' (Reading), 'Part' (Listening). */
  partKind?: 'passage' | 'part';
}) {
  const t = useT();
  const parts = [...new Set(refs.map((r) => r.passage))];
  const passages = parts.map((p) => refs.filter((r) => r.passage === p));
  const answered = refs.filter((r) => isAnswered(answers, r.number)).length;
  const first = refs[0]?.number ?? 1;
  const last = refs.at(-1)?.number ?? 40;
  return (
    <nav
      aria-label={t('reading.navigator.aria')}
      className="border-t border-slate-200 bg-white/95 px-2 py-2 backdrop-blur sm:px-3 lg:flex lg:flex-wrap lg:items-center lg:gap-x-3 lg:gap-y-1.5 lg:py-1.5 dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div className="flex items-center gap-2 lg:order-last lg:ml-auto">
        <button
          type="button"
          aria-label={t('reading.navigator.previous')}
          onClick={() => onGo(Math.max(first, current - 1))}
          disabled={current <= first}
          className="rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-bold disabled:opacity-40 dark:border-slate-600"
        >
          ←
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="answered-count">
          {t('reading.navigator.answered', { n: answered, total: refs.length })}
        </p>
        <button
          type="button"
          aria-label={t('reading.navigator.next')}
          onClick={() => onGo(Math.min(last, current + 1))}
          disabled={current >= last}
          className="rounded-lg border border-slate-300 px-2.5 py-1 text-sm font-bold disabled:opacity-40 dark:border-slate-600"
        >
          →
        </button>
        <span className="ml-auto">
          <FlagToggle number={current} />
        </span>
      </div>
      <div className="mt-2 flex gap-3 overflow-x-auto pb-1 lg:contents">
        {passages.map((list, i) => (
          <div key={i} className="flex shrink-0 items-center gap-1">
            <span className="mr-1 text-xs font-semibold whitespace-nowrap text-slate-600 dark:text-slate-400">
              {t('reading.navigator.part', { kind: partKind, n: parts[i] })}
            </span>
            {list.map(({ number }) => {
              const done = isAnswered(answers, number);
              const flagged = flags.includes(number);
              const here = number === current;
              return (
                <button
                  key={number}
                  type="button"
                  data-testid={`nav-${number}`}
                  data-answered={done}
                  data-flagged={flagged}
                  aria-current={here ? 'step' : undefined}
                  aria-label={t('reading.navigator.questionAria', {
                    n: number,
                    answered: done ? 'yes' : 'no',
                    flagged: flagged ? 'yes' : 'no',
                  })}
                  onClick={() => onGo(number)}
                  className={`relative h-8 min-w-8 rounded-md border lg:min-w-7 text-xs font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${done ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'} ${here ? 'ring-2 ring-amber-500 ring-offset-2 ring-offset-white dark:ring-amber-400 dark:ring-offset-slate-900' : ''}`}
                >
                  {number}
                  {flagged ? (
                    <FlagIcon className="absolute -top-2 -right-1.5 h-4 w-4 text-amber-500 drop-shadow dark:text-amber-400" />
                  ) : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </nav>
  );
}
