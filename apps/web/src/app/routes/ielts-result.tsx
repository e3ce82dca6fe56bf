import { useParams } from 'react-router';
import { ResultPage } from '../../features/ielts/components/result-page.tsx';

/** /dashboard/ielts/results/:id: one attempt and its review. */
export function Component() {
  const { id = '' } = useParams();
  return <ResultPage key={id} id={id} />;
}
