/**
 * The runner's top bar: the test's title, the countdown and 'Nộp bài'; the Passage 1/2/3 tabs;
 * and on phones the 'Bài đọc' / 'Câu hỏi' switch (both panes sit side by side from 1024 px, where
 * the bar is one row: title, tabs, countdown, 'Nộp bài').
 */
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { Countdown } from './countdown.tsx';

export type PhonePane = 'passage' | 'questions';

export function RunnerBar({
  title,
  remaining,
  passage,
  onPassage,
  pane,
  onPane,
  onSubmit,
  disabled,
}: {
  title: string;
  remaining: number;
  passage: number;
  onPassage: (p: number) => void;
  pane: PhonePane;
  onPane: (pane: PhonePane) => void;
  onSubmit: () => void;
  disabled: boolean;
}) {
  const t = useT();
  const segment = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${active ? 'bg-blue-600 text-white dark:bg-blue-500 dark:text-slate-950' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`;
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:flex lg:items-center lg:gap-4 lg:rounded-2xl lg:border lg:px-4 dark:border-slate-700 dark:bg-slate-900/95">
      <div className="flex items-center gap-2 lg:contents">
        <h1
          className="min-w-0 flex-1 truncate text-sm font-black sm:text-lg lg:order-1"
          title={title}
        >
          {title}
        </h1>
        <span className="lg:order-3">
          <Countdown remaining={remaining} />
        </span>
        <Button onClick={onSubmit} disabled={disabled} className="px-3 py-1.5 lg:order-4">
          {t('reading.runner.submit')}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 lg:contents">
        <div
          role="tablist"
          aria-label={t('reading.runner.passageTabs')}
          className="flex gap-1 lg:order-2"
        >
          {[1, 2, 3].map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={passage === p}
              aria-controls="reading-passage-pane reading-question-pane"
              onClick={() => onPassage(p)}
              className={segment(passage === p)}
            >
              {t('reading.runner.passageTab', { n: p })}
            </button>
          ))}
        </div>
        <div className="flex gap-1 rounded-xl bg-slate-100 p-0.5 lg:hidden dark:bg-slate-800">
          <button
            type="button"
            aria-pressed={pane === 'passage'}
            onClick={() => onPane('passage')}
            className={segment(pane === 'passage')}
          >
            {t('reading.runner.phonePassage')}
          </button>
          <button
            type="button"
            aria-pressed={pane === 'questions'}
            onClick={() => onPane('questions')}
            className={segment(pane === 'questions')}
          >
            {t('reading.runner.phoneQuestions')}
          </button>
        </div>
      </div>
    </div>
  );
}
