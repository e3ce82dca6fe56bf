/**
 * A stored draft that differs from the set as it is now (issue 18 §4): its age ('Bản nháp lưu
 * 5 phút trước', the app's relative date format, i18n/dates.ts), whether the set was saved since
 * the draft began (by someone else, or in another tab), and the choice: 'Bỏ bản nháp' keeps the
 * set as it is, 'Khôi phục' puts the draft back in the form.
 */
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';

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
  const dates = useDates();
  const [now] = useState(() => new Date());
  return (
    <Alert tone="info" className="mb-6">
      <div data-testid="draft-choice">
        <p className="font-semibold" data-testid="draft-age">
          {t('flashcards.editor.draftAge', { ago: dates.relative(new Date(savedAt), now) })}
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
