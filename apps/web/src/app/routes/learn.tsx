import { useParams } from 'react-router';
import { LearnScreen } from '../../features/study/components/learn/learn-screen.tsx';
import { useSession } from '../../lib/session.tsx';

/** /dashboard/flashcards/learn/:setId: Learn mode (issue 21 §1). */
export function Component() {
  const { setId = '' } = useParams();
  const { data, lostUser } = useSession();
  const user = data?.user ?? lostUser;
  if (!user) return null;
  return <LearnScreen key={`${user.id}:${setId}`} setId={setId} userId={user.id} />;
}
