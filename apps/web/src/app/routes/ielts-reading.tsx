import { TestListPage } from '../../features/ielts/components/test-list-page.tsx';
import { ReadingTest } from '../../features/ielts/reading/reading-test.tsx';

/** /dashboard/ielts/reading: the Reading tests and the Reading runner. */
export function Component() {
  return <TestListPage skill="reading" runner={ReadingTest} />;
}
