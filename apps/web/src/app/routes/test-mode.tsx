import { useParams } from 'react-router';
import { TestPage } from '../../features/games/components/test/test-page.tsx';

/** /dashboard/flashcards/test/:setId: Test mode (issue 21 §2). */
export function Component() {
  const { setId = '' } = useParams();
  return <TestPage key={setId} setId={setId} />;
}
