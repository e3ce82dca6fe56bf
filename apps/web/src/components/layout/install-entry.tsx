/**
 * The menus' "Cài ứng dụng" entry (issue 20 §1): shown only while the browser offers to install
 * the app (lib/install-prompt.ts); a click opens the browser's own install dialog.
 */
import { useT } from '../../i18n/i18n.tsx';
import { useInstallPrompt } from '../../lib/install-prompt.ts';

export function InstallEntry({ className }: { className: string }) {
  const t = useT();
  const { available, install } = useInstallPrompt();
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void install()}
      className={className}
      data-testid="install-app"
    >
      {t('layout.install')}
    </button>
  );
}
