import { useParams } from 'react-router';
import { StudyScreen } from '../../features/study/components/study-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { setId = '' } = useParams();
  const { data } = useSession();
  if (!data) return null;
  // Keyed by user as well: signing in again as someone else starts over with their queue.
  return <StudyScreen key={`${data.user.id}:${setId}`} setId={setId} userId={data.user.id} />;
}
