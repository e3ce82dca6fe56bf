import { TestListPage } from '../../features/ielts/components/test-list-page.tsx';
import { WritingTest } from '../../features/ielts/writing/writing-test.tsx';

/** /dashboard/ielts/writing: the Writing tests and the Writing runner. */
export function Component() {
  return <TestListPage skill="writing" runner={WritingTest} />;
}
