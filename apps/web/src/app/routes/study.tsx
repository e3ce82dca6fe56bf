import { useParams } from 'react-router';
import { StudyScreen } from '../../features/study/components/study-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { setId = '' } = useParams();
  const { data, lostUser } = useSession();
  // A session that ended by itself keeps the screen (dashboard-layout): the study screen asks to
  // sign in again in place.
  const user = data?.user ?? lostUser;
  if (!user) return null;
  // Keyed by user as well: signing in again as someone else starts over with their queue.
  return <StudyScreen key={`${user.id}:${setId}`} setId={setId} userId={user.id} />;
}
