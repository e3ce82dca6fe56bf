/**
 * Anki review history on the import screen (issue 24 §1): the 'Giữ lịch ôn' option of a file
 * import, and a preview card's line 'đã ôn N lần · đến hạn <date>' when it carries a schedule
 * that is not new (catalogue text, the date in the learner's locale).
 */
import type { ImportedCard } from '@app/contracts';
import { useId } from 'react';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';

/** The 'Giữ lịch ôn' checkbox with its hint. */
export function KeepHistoryOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const hint = useId();
  return (
    <div className="mt-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('flashcards.imports.keepHistory')}
      </label>
      <p id={hint} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('flashcards.imports.keepHistoryHint')}
      </p>
    </div>
  );
}

/** 'đã ôn N lần · đến hạn <date>' for a card with a learning or review schedule, else nothing. */
export function CardHistoryLine({ card }: { card: ImportedCard }) {
  const t = useT();
  const dates = useDates();
  if (!card.schedule || card.schedule.state === 'new') return null;
  const date = dates.day(card.schedule.dueAt);
  return (
    <span className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
      {t('flashcards.imports.cardHistory', { n: card.reviews?.length ?? 0, date })}
    </span>
  );
}
