/**
 * How pasted text was read (issue 24 §3), shown in the import preview: text detected as a
 * Quizlet set page (term and definition on alternate lines) says so with the card count and
 * offers 'Không phải? Đọc mỗi dòng là một thẻ'; text the learner switched to one card per line
 * offers the way back. Nothing shows for other previews (files, text read as lines unasked).
 */
import type { ImportPreview, TextLayout } from '@app/contracts';
import { useT } from '../../../i18n/i18n.tsx';

export function ImportLayoutNotice({
  preview,
  asked,
  busy,
  onRead,
}: {
  preview: ImportPreview;
  /** The layout the preview was asked for ('auto' unless the learner switched). */
  asked: TextLayout;
  busy: boolean;
  /** Reads the same text again in `layout`. */
  onRead: (layout: TextLayout) => void;
}) {
  const t = useT();
  const alternating = preview.layout === 'alternating';
  if (!alternating && asked !== 'lines') return null;
  return (
    <div
      role="status"
      data-testid="import-layout"
      className="rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100"
    >
      <p>
        {alternating
          ? t('flashcards.imports.layoutAlternating', { n: preview.cards.length })
          : t('flashcards.imports.layoutLines')}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => onRead(alternating ? 'lines' : 'alternating')}
        className="mt-1 text-left font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950 disabled:opacity-60 dark:text-blue-200 dark:hover:text-white"
      >
        {alternating
          ? t('flashcards.imports.readAsLines')
          : t('flashcards.imports.readAsAlternating')}
      </button>
    </div>
  );
}
