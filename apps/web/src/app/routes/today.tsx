/** /dashboard/today: one study session over every set (issue 19). */
import { TodayScreen } from '../../features/study/components/today-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { data, lostUser } = useSession();
  const user = data?.user ?? lostUser;
  if (!user) return null;
  return <TodayScreen key={user.id} userId={user.id} />;
}
