/** /dashboard/settings: the settings page for the signed-in learner (spec §2 Settings). */
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { data } = useSession();
  if (!data) return null;
  return <SettingsPage user={data.user} />;
}
