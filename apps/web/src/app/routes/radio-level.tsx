import { useParams } from 'react-router';
import { LevelPage } from '../../features/radio/components/level-page.tsx';

/** /dashboard/radio/:level: a level's lesson list (or its coming-soon placeholder). */
export function Component() {
  const { level = '' } = useParams();
  return <LevelPage key={level} param={level} />;
}
