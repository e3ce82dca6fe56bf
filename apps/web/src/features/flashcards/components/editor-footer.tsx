/**
 * The editor's fixed footer (spec §2): card counts, the form error, the duplicate-front summary,
 * cancel and 'Lưu thay đổi' / 'Đang lưu...' ('Save changes' / 'Saving...'). In view mode (a set shared to view) it offers 'Lưu
 * bản sao' instead of saving.
 */
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';

export function EditorFooter({
  total,
  complete,
  duplicates,
  formError,
  readOnly,
  busy,
  onCopy,
  onCancel,
}: {
  total: number;
  complete: number;
  duplicates: number;
  formError: string | null;
  readOnly: boolean;
  busy: boolean;
  onCopy: () => void;
  /** 'Hủy' (or 'Quay lại' in view mode) was chosen: the draft ends. */
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        <p
          className="mr-auto text-sm text-slate-600 dark:text-slate-400"
          data-testid="editor-counts"
        >
          {t('flashcards.editor.total', { n: total })} ·{' '}
          {t('flashcards.editor.complete', { n: complete })}
        </p>
        {formError ? (
          <Alert tone="error" className="order-first w-full py-2">
            {formError}
          </Alert>
        ) : null}
        {duplicates > 0 && !readOnly ? (
          <p
            className="order-first w-full text-sm font-medium text-amber-800 dark:text-amber-300"
            role="status"
            data-testid="duplicates-summary"
          >
            {t('flashcards.editor.duplicatesSummary', { n: duplicates })}
          </p>
        ) : null}
        <Link
          to="/dashboard/flashcards"
          onClick={onCancel}
          className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {readOnly ? t('common.back') : t('common.cancel')}
        </Link>
        {readOnly ? (
          <Button onClick={onCopy} disabled={busy}>
            {busy ? t('flashcards.sets.copying') : t('flashcards.sets.copy')}
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? t('flashcards.editor.saving') : t('flashcards.editor.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
