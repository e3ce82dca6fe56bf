import { useParams } from 'react-router';
import { StudyScreen } from '../../features/study/components/study-screen.tsx';
import { useSession } from '../../lib/session.tsx';

export function Component() {
  const { setId = '' } = useParams();
  const { data } = useSession();
  if (!data) return null;
  return <StudyScreen key={setId} setId={setId} userId={data.user.id} />;
}
