/**
 * One set in the flashcard list (spec §2): colour band, title, description, what is due, card
 * count, creation date and last study. Actions by access (spec §6): the owner studies (also in
 * Learn mode, "Học thuộc", and Test mode, "Kiểm tra": issue 21), edits,
 * shares and deletes; a recipient studies, edits or views, and saves a copy. A shared set wears
 * the 'Được chia sẻ' badge with its owner's name and the recipient's permission.
 */
import type { SetSummaryDto } from '@app/contracts';
import { Link } from 'react-router';
import { useDates } from '../../../i18n/dates.ts';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { exportUrl } from '../api/imports.ts';
import { dueLabel, lastStudiedLabel } from '../lib/set-summary.ts';

const action = 'rounded-xl px-3 py-2 text-sm font-semibold transition';
const outlined = `${action} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`;

/**
 * 'Tải về': the set as CSV, CSV with its images in a zip (issue 24 §2), Quizlet text or an Anki
 * package (issue 7 §7; with the images), or an Anki package with the learner's own review
 * history (issue 24 §2).
 */
function ExportMenu({ setId }: { setId: string }) {
  const t = useT();
  const formats = [
    ['csv', 'CSV', exportUrl(setId, 'csv')],
    [
      'csvImages',
      t('flashcards.imports.exportCsvImages'),
      exportUrl(setId, 'csv', { images: true }),
    ],
    ['text', 'Quizlet (.txt)', exportUrl(setId, 'text')],
    ['apkg', 'Anki (.apkg)', exportUrl(setId, 'apkg')],
  ] as const;
  return (
    <details className="relative">
      <summary className={`${outlined} cursor-pointer list-none`}>
        {t('flashcards.imports.export')}
      </summary>
      <ul className="absolute right-0 bottom-full z-10 mb-1 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {formats.map(([format, label, href]) => (
          <li key={format}>
            <a
              href={href}
              download
              aria-label={t('flashcards.imports.exportAs', { format: label })}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {label}
            </a>
          </li>
        ))}
        <li>
          <a
            href={exportUrl(setId, 'apkg', { history: true })}
            download
            className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {t('flashcards.imports.exportWithHistory')}
          </a>
        </li>
      </ul>
    </details>
  );
}

export function SetCard({
  set,
  now,
  onDelete,
  onShare,
  onCopy,
  copying,
}: {
  set: SetSummaryDto;
  now: Date;
  onDelete: () => void;
  onShare: () => void;
  onCopy: () => void;
  copying: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const dates = useDates();
  const canStudy = set.cardCount > 0;
  const owner = set.access === 'owner';
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="set-card"
    >
      <div className="h-2" style={{ backgroundColor: set.color }} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-5">
        {owner && set.classes.length === 0 ? null : (
          <p className="mb-2 flex flex-wrap items-center gap-2 text-xs">
            {set.classes.map((label) => (
              <span
                key={label.id}
                className="rounded-full bg-emerald-100 px-2.5 py-1 font-semibold wrap-anywhere text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                data-testid="class-badge"
              >
                {t('flashcards.sets.classBadge', { name: label.name })}
              </span>
            ))}
            {owner || set.classes.length > 0 ? null : (
              <span
                className="rounded-full bg-violet-100 px-2.5 py-1 font-semibold text-violet-800 dark:bg-violet-950 dark:text-violet-200"
                data-testid="shared-badge"
              >
                {t('flashcards.sets.shared')}
              </span>
            )}
            {owner ? null : (
              <span className="text-slate-600 dark:text-slate-400">
                {set.ownerName ? t('flashcards.sets.sharedBy', { name: set.ownerName }) : null} ·{' '}
                {set.access === 'edit'
                  ? t('flashcards.sets.canEdit')
                  : t('flashcards.sets.canView')}
              </span>
            )}
          </p>
        )}
        <h2 className="text-lg font-bold wrap-anywhere">{set.title}</h2>
        {set.description ? (
          <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {set.description}
          </p>
        ) : null}
        <p
          className={`mt-3 text-sm font-semibold ${set.dueCount > 0 ? 'text-blue-700 dark:text-blue-300' : 'text-slate-700 dark:text-slate-300'}`}
          data-testid="set-card-due"
        >
          {dueLabel(set, intl)}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="set-card-count">{t('common.cards', { n: set.cardCount })}</span> ·{' '}
          {t('flashcards.sets.created', { date: dates.day(set.createdAt) })}
        </p>
        <p
          className="mt-1 text-sm text-slate-600 dark:text-slate-400"
          data-testid="set-card-last-studied"
        >
          {lastStudiedLabel(set.lastStudiedAt, now, intl, dates)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {canStudy ? (
            <Link
              to={`/dashboard/flashcards/study/${set.id}`}
              className={`${action} bg-blue-600 text-white hover:bg-blue-700`}
            >
              {t('flashcards.sets.study')}
            </Link>
          ) : (
            <span
              className={`${action} cursor-not-allowed bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400`}
              title={t('flashcards.sets.noCards')}
              aria-disabled="true"
            >
              {t('flashcards.sets.study')}
            </span>
          )}
          {canStudy ? (
            <>
              <Link to={`/dashboard/flashcards/learn/${set.id}`} className={outlined}>
                {t('learn.open')}
              </Link>
              <Link to={`/dashboard/flashcards/test/${set.id}`} className={outlined}>
                {t('testMode.open')}
              </Link>
            </>
          ) : null}
          {canStudy ? (
            <Link to={`/dashboard/flashcards/listen/${set.id}`} className={outlined}>
              {t('listen.open')}
            </Link>
          ) : null}
          <Link to={`/dashboard/flashcards/edit/${set.id}`} className={outlined}>
            {set.access === 'view' ? t('flashcards.sets.view') : t('common.edit')}
          </Link>
          <ExportMenu setId={set.id} />
          {owner ? (
            <>
              {canStudy ? (
                <button type="button" onClick={onShare} className={outlined}>
                  {t('flashcards.sets.share')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={onDelete}
                className={`${action} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50`}
              >
                {t('common.delete')}
              </button>
            </>
          ) : (
            <button type="button" onClick={onCopy} disabled={copying} className={outlined}>
              {copying ? t('flashcards.sets.copying') : t('flashcards.sets.copy')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
