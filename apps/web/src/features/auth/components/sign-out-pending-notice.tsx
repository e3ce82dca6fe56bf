/**
 * On the sign-in page after signing out with no connection (issue 34 §24): signed out here, and
 * the server's session ends as soon as the connection is back (lib/pending-sign-out.ts). Gone
 * once it has.
 */
import { Alert } from '../../../components/ui/alert.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { usePendingSignOut } from '../../../lib/pending-sign-out.ts';

export function SignOutPendingNotice() {
  const t = useT();
  if (!usePendingSignOut()) return null;
  return (
    <div data-testid="sign-out-pending" className="mb-4">
      <Alert tone="info">{t('layout.signOutPending')}</Alert>
    </div>
  );
}
