/**
 * Shown when a save answers 409 SET_VERSION_CONFLICT (issue 7 §5: someone else saved the set
 * since the editor opened it). Nothing is lost: the learner stays with their text, loads the
 * newer version (dropping their changes, said on the button), or saves their text as a copy.
 */
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../i18n/i18n.tsx';

export function VersionConflictDialog({
  open,
  message,
  busy,
  error,
  onStay,
  onReload,
  onSaveCopy,
}: {
  open: boolean;
  message: string;
  busy: boolean;
  error: string | null;
  onStay: () => void;
  onReload: () => void;
  onSaveCopy: () => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <Modal open={open} onClose={onStay} labelledBy={id}>
      <h2 id={id} className="text-lg font-bold">
        {t('flashcards.editor.conflictTitle')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onStay}>
          {t('flashcards.editor.stay')}
        </Button>
        <Button variant="secondary" onClick={onReload} disabled={busy}>
          {t('flashcards.editor.reload')}
        </Button>
        <Button onClick={onSaveCopy} disabled={busy}>
          {busy ? t('flashcards.editor.saving') : t('flashcards.editor.saveAsCopy')}
        </Button>
      </div>
    </Modal>
  );
}
