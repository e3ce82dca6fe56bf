import { useParams } from 'react-router';
import { SetEditor } from '../../features/flashcards/components/set-editor-page.tsx';

export function Component() {
  const { setId } = useParams();
  return <SetEditor key={setId} setId={setId === 'new' || !setId ? null : setId} />;
}
