/**
 * One card found by the browser: its front and back (the back's note lines, "Ví dụ: …", each on a
 * line of its own under the answer, as the study card shows them), tags in the interface
 * language ('Danh từ' for the preset 'Noun'), its set (title and colour), the
 * learner's state of it (new, due today, next review date, suspended; difficult), and actions:
 * open its set, suspend or unsuspend, reset progress (asked first by the page).
 */
import type { BrowseCardDto } from '@app/contracts';
import { browseCardState, isDifficult, splitBack } from '@app/domain';
import { Link } from 'react-router';
import { CardNotes } from '../../../components/ui/card-notes.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { tagLabel } from '../../../lib/tag-label.ts';

const action =
  'inline-flex min-h-10 items-center rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800';

const stateStyles = {
  new: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  scheduled: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  suspended: 'bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900',
} as const;

export function CardRow({
  item,
  cutoff,
  busy,
  onSuspend,
  onReset,
}: {
  item: BrowseCardDto;
  /** The start of the learner's next day: a review before it is due today. */
  cutoff: Date;
  busy: boolean;
  onSuspend: (suspended: boolean) => void;
  onReset: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const { card } = item;
  const state = browseCardState(item, cutoff);
  const stateLabel =
    state === 'scheduled' && item.review
      ? t('browse.state.scheduled', {
          date: dates.day(item.review.nextReviewDate),
        })
      : t(`browse.state.${state === 'scheduled' ? 'due' : state}`);
  const front = card.front;
  const { answer, notes } = splitBack(card.back);
  return (
    <li
      className="rounded-2xl border border-l-8 border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      style={{ borderLeftColor: item.setColor }}
    >
      <div className="grid gap-1 sm:grid-cols-2 sm:gap-4">
        <p className="font-bold break-words text-slate-900 dark:text-slate-50">
          <span className="sr-only">{t('browse.front')}: </span>
          <span>{front}</span>
        </p>
        <div className="min-w-0 text-slate-700 dark:text-slate-300">
          <p className="break-words whitespace-pre-wrap">
            <span className="sr-only">{t('browse.backSide')}: </span>
            <span>{answer}</span>
          </p>
          <CardNotes notes={notes} className="mt-1" testId="browse-notes" />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className="inline-flex items-center gap-1.5 font-semibold text-slate-700 dark:text-slate-300">
          <span
            aria-hidden="true"
            className="h-3 w-3 rounded-full"
            style={{ backgroundColor: item.setColor }}
          />
          {t('browse.setOf', { title: item.setTitle })}
        </span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${stateStyles[state]}`}>
          {stateLabel}
        </span>
        {item.review && isDifficult(item.review.easinessFactor) ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('browse.state.difficult')}
          </span>
        ) : null}
        {card.tags.map((tag) => (
          <span
            key={tag}
            className="rounded-full border border-slate-300 px-2 py-0.5 text-slate-600 dark:border-slate-600 dark:text-slate-300"
          >
            {tagLabel(tag, t)}
          </span>
        ))}
      </div>
      <div
        role="group"
        aria-label={t('browse.actions.label', { front })}
        className="mt-3 flex flex-wrap gap-2"
      >
        <Link
          to={`/dashboard/flashcards/edit/${item.setId}`}
          className={action}
          aria-label={t('browse.actions.openSetFor', { title: item.setTitle })}
        >
          {t('browse.actions.openSet')}
        </Link>
        <button
          type="button"
          className={action}
          disabled={busy}
          aria-label={t(
            item.suspended ? 'browse.actions.unsuspendFor' : 'browse.actions.suspendFor',
            {
              front,
            },
          )}
          onClick={() => onSuspend(!item.suspended)}
        >
          {t(item.suspended ? 'browse.actions.unsuspend' : 'browse.actions.suspend')}
        </button>
        {item.review ? (
          <button
            type="button"
            className={action}
            disabled={busy}
            aria-label={t('browse.actions.resetFor', { front })}
            onClick={onReset}
          >
            {t('browse.actions.reset')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
