import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';

/**
 * A set that cannot be opened: not the learner's and not shared with them (404, spec §6: the
 * alert, then back to the list after 3 s), or a failed load (with its reason).
 */
export function NoAccess({ error }: { error: Error }) {
  const t = useT();
  const navigate = useNavigate();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => navigate('/dashboard/flashcards', { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [missing, navigate]);
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <Alert tone="error">
        {missing
          ? t('flashcards.editor.noAccess')
          : t('flashcards.sets.loadFailedWith', { message: errorMessage(error) })}
      </Alert>
      <Link
        to="/dashboard/flashcards"
        className="mt-6 inline-block font-semibold text-blue-600 hover:underline dark:text-blue-400"
      >
        {t('flashcards.editor.toList')}
      </Link>
    </div>
  );
}
