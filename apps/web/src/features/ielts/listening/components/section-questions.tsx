/**
 * The question side of the Listening runner: the Part 1-4 tabs (the part being heard marked)
 * and one part's questions under its heading ('Part 2 · Câu 11–20') and introduction, as the
 * exam's question paper shows them.
 */
import { memo } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import type { ListeningSection } from '../lib/listening-refs.ts';
import { SectionGroup } from './section-group.tsx';
import { SECTIONS } from '../lib/exam-flow.ts';

/** Part 1-4 tabs: `shown` is the part whose questions are shown, `playing` the one heard. */
export function PartTabs({
  shown,
  playing,
  onShow,
}: {
  shown: number;
  /** The part whose recording is loaded. */
  playing: number;
  onShow: (part: number) => void;
}) {
  const t = useT();
  return (
    <div
      role="tablist"
      aria-label={t('listening.runner.partTabs')}
      className="flex flex-wrap gap-1"
    >
      {Array.from({ length: SECTIONS }, (_, i) => i + 1).map((part) => (
        <button
          key={part}
          type="button"
          role="tab"
          aria-selected={shown === part}
          aria-controls="listening-question-pane"
          onClick={() => onShow(part)}
          className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${shown === part ? 'bg-blue-600 text-white dark:bg-blue-500 dark:text-slate-950' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
        >
          {t('listening.runner.part', { n: part })}
          {playing === part ? (
            <>
              <span className="h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />
              <span className="sr-only">{t('listening.runner.playingPart')}</span>
            </>
          ) : null}
        </button>
      ))}
    </div>
  );
}

/** One part's questions (memoised: the clock re-renders the runner every second). */
export const SectionQuestions = memo(function SectionQuestions({
  section,
}: {
  section: ListeningSection;
}) {
  const t = useT();
  const numbers = section.groups.flatMap((g) => g.questions.map((q) => q.number));
  return (
    <section
      id="listening-question-pane"
      role="tabpanel"
      aria-labelledby="listening-part-title"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
        <h2 id="listening-part-title" className="text-lg font-black">
          {t('listening.runner.part', { n: section.number })}
          <span className="ml-2 text-sm font-semibold text-slate-600 dark:text-slate-400">
            {t('listening.runner.partRange', {
              first: Math.min(...numbers),
              last: Math.max(...numbers),
            })}
          </span>
        </h2>
        <p className="mt-1 text-sm" data-testid="section-introduction">
          {section.introduction}
        </p>
      </header>
      {section.groups.map((group) => (
        <SectionGroup key={group.questions[0]!.number} group={group} />
      ))}
    </section>
  );
});
