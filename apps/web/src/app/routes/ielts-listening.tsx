import { TestListPage } from '../../features/ielts/components/test-list-page.tsx';
import { ListeningTest } from '../../features/ielts/listening/listening-test.tsx';

/** /dashboard/ielts/listening: the Listening tests and the Listening runner. */
export function Component() {
  return <TestListPage skill="listening" runner={ListeningTest} />;
}
