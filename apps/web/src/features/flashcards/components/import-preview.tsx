/**
 * An import preview (issue 7 §7): the title and card count, the problems the server reported
 * (line or note number and what happened), the first cards, and 'Mở trong trình chỉnh sửa' —
 * the learner's confirmation before anything is imported. A card with Anki history says how
 * often it was reviewed and when it is due.
 */
import { SET_LIMITS, type ImportPreview } from '@app/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { importProblemText } from '../lib/import-text.ts';
import { CardHistoryLine } from './import-history.tsx';

const SHOWN = 50;

/** A card side's image in the preview: a small thumbnail (issue 24 §1). */
function Thumbnail({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt={label}
      loading="lazy"
      className="mt-1 block h-16 w-16 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
    />
  );
}

export function ImportPreviewList({
  preview,
  onOpen,
  notice,
  action,
}: {
  preview: ImportPreview;
  onOpen: () => void;
  /** Shown under the title (how pasted text was read, the Anki pick: import-pick.tsx). */
  notice?: ReactNode;
  /** The main action in place of 'Mở trong trình chỉnh sửa' (it then checks its own limits). */
  action?: ReactNode;
}) {
  const t = useT();
  const tooMany = !action && preview.cards.length > SET_LIMITS.cardsPerSet;
  return (
    <section
      className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="import-preview-title"
      data-testid="import-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="import-preview-title" className="text-lg font-bold wrap-anywhere">
            {preview.title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('flashcards.imports.found', { n: preview.cards.length })}
          </p>
        </div>
        {action ?? (
          <Button onClick={onOpen} disabled={preview.cards.length === 0 || tooMany}>
            {t('flashcards.imports.open')}
          </Button>
        )}
      </div>
      {notice}
      {tooMany ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('flashcards.imports.tooMany', { max: SET_LIMITS.cardsPerSet })}
        </p>
      ) : null}
      {preview.problems.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-amber-800 dark:text-amber-300">
            {t('flashcards.imports.problems', { n: preview.problems.length })}
          </h3>
          <ul className="max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-slate-700 dark:text-slate-300">
            {preview.problems.map((problem, index) => (
              // the text names its line or note ('Dòng 3: …', 'Note 3: …')
              <li key={index}>{importProblemText(problem, t)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {preview.cards.slice(0, SHOWN).map((card, index) => (
          <li key={index} className="grid gap-1 py-2 sm:grid-cols-2 sm:gap-4">
            <span className="font-medium wrap-anywhere whitespace-pre-wrap">
              {card.front}
              <Thumbnail
                url={card.frontImageUrl}
                label={t('flashcards.imports.thumbnail', { side: 'front', n: index + 1 })}
              />
            </span>
            <span className="wrap-anywhere whitespace-pre-wrap text-slate-700 dark:text-slate-300">
              {card.back}
              <Thumbnail
                url={card.backImageUrl}
                label={t('flashcards.imports.thumbnail', { side: 'back', n: index + 1 })}
              />
            </span>
            <CardHistoryLine card={card} />
          </li>
        ))}
      </ol>
      {preview.cards.length > SHOWN ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('flashcards.imports.more', { n: preview.cards.length - SHOWN })}
        </p>
      ) : null}
    </section>
  );
}
