import { useParams } from 'react-router';
import { StudyScreen } from '../../features/study/components/study-screen.tsx';
import { authClient } from '../../lib/auth-client.ts';

export function Component() {
  const { setId = '' } = useParams();
  const { data } = authClient.useSession();
  if (!data) return null;
  return <StudyScreen key={setId} setId={setId} userId={data.user.id} />;
}
