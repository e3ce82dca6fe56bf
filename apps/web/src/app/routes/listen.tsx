import { useParams } from 'react-router';
import { ListenScreen } from '../../features/study/components/listen/listen-screen.tsx';
import { useSession } from '../../lib/session.tsx';

/** /dashboard/flashcards/listen/:setId: listen to a whole set (issue 21 §5). */
export function Component() {
  const { setId = '' } = useParams();
  const { data, lostUser } = useSession();
  const user = data?.user ?? lostUser;
  if (!user) return null;
  return <ListenScreen key={`${user.id}:${setId}`} setId={setId} userId={user.id} />;
}
