/**
 * The editor's page (/dashboard/flashcards/edit/new and /edit/{setId}): loads the set (unless
 * new), says when it cannot be opened (NoAccess), and renders EditorForm; a new set may start
 * from an import preview passed in the navigation state (issue 7 §7).
 */
import type { ImportPreview } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { setDetailQuery } from '../api/sets.ts';
import { NoAccess } from './no-access.tsx';
import { EditorForm } from './set-editor.tsx';

/** Loads the set (unless new) and renders the form. */
export function SetEditor({ setId }: { setId: string | null }) {
  const t = useT();
  const state: unknown = useLocation().state;
  const imported =
    typeof state === 'object' && state !== null && 'imported' in state
      ? (state.imported as ImportPreview)
      : null;
  const query = useQuery({ ...setDetailQuery(setId ?? ''), enabled: setId !== null });
  if (setId === null) return <EditorForm initial={null} setId={null} imported={imported} />;
  if (query.isPending) return <Spinner label={t('common.loading')} className="py-24" />;
  if (query.isError) {
    return <NoAccess error={query.error} />;
  }
  return (
    <EditorForm key={`${query.data.id}:${query.data.version}`} initial={query.data} setId={setId} />
  );
}
