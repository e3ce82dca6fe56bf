/**
 * The notices above the editor's form: the imported content to check, a stored draft to restore
 * or discard (DraftChoice, issue 18 §4), the restored-draft notice, and the view-only or
 * shared-to-edit banner (spec §6).
 */
import type { SetDto } from '@app/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { EditorDraft } from '../hooks/use-editor-draft.ts';
import { DraftChoice } from './draft-choice.tsx';

export function EditorBanners({
  imported,
  initial,
  readOnly,
  stored,
}: {
  imported: boolean;
  initial: SetDto | null;
  readOnly: boolean;
  stored: EditorDraft;
}) {
  const t = useT();
  const { pending, showRestored } = stored;
  return (
    <>
      {imported ? (
        <Alert tone="info" className="mb-6">
          {t('flashcards.imports.imported')}
        </Alert>
      ) : null}
      {pending ? (
        <DraftChoice
          savedAt={pending.savedAt}
          stale={pending.baseVersion !== (initial?.version ?? null)}
          onDiscard={stored.discard}
          onRestore={stored.restore}
        />
      ) : null}
      {showRestored ? (
        <Alert tone="info" className="mb-6">
          <span data-testid="draft-restored">{t('flashcards.editor.draftRestored')}</span>
        </Alert>
      ) : null}
      {readOnly ? (
        <Alert tone="info" className="mb-6">
          <span data-testid="view-only-banner">{t('flashcards.editor.viewOnly')}</span>
        </Alert>
      ) : initial?.access === 'edit' && initial.ownerName ? (
        <Alert tone="info" className="mb-6">
          {t('flashcards.editor.sharedEdit', { name: initial.ownerName })}
        </Alert>
      ) : null}
    </>
  );
}
