/**
 * A stored draft that differs from the set as it is now (issue 18 §4): its age ('Bản nháp lưu
 * 5 phút trước', Intl relative time in the interface language), whether the set was saved since
 * the draft began (by someone else, or in another tab), and the choice: 'Bỏ bản nháp' keeps the
 * set as it is, 'Khôi phục' puts the draft back in the form.
 */
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/**
 * "5 phút trước" / "5 minutes ago": how long ago `savedAt` was, in the largest fitting unit (at
 * least a second; "hôm qua" / "yesterday" from a day on).
 */
export function draftAge(intl: IntlShape, savedAt: number, now: number): string {
  let value = Math.max(1, Math.round((now - savedAt) / 1000));
  for (const [unit, size] of UNITS) {
    if (value < size) {
      const numeric = unit === 'second' || unit === 'minute' || unit === 'hour' ? 'always' : 'auto';
      return intl.formatRelativeTime(-value, unit, { numeric });
    }
    value = Math.floor(value / size);
  }
  return intl.formatRelativeTime(-value, 'year');
}

export function DraftChoice({
  savedAt,
  stale,
  onDiscard,
  onRestore,
}: {
  savedAt: number;
  /** The set was saved again after the draft began from it. */
  stale: boolean;
  onDiscard: () => void;
  onRestore: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  return (
    <Alert tone="info" className="mb-6">
      <div data-testid="draft-choice">
        <p className="font-semibold" data-testid="draft-age">
          {t('flashcards.editor.draftAge', { ago: draftAge(intl, savedAt, now) })}
        </p>
        <p className="mt-1">
          {stale ? t('flashcards.editor.draftStale') : t('flashcards.editor.draftFound')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onDiscard}>
            {t('flashcards.editor.draftDiscard')}
          </Button>
          <Button onClick={onRestore}>{t('flashcards.editor.draftRestore')}</Button>
        </div>
      </div>
    </Alert>
  );
}
