import { useParams } from 'react-router';
import { PlayerPage } from '../../features/radio/components/player-page.tsx';

/** /dashboard/radio/play/:lessonId: the lesson player. */
export function Component() {
  const { lessonId = '' } = useParams();
  return <PlayerPage lessonId={lessonId} />;
}
