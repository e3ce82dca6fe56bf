import { TestListPage } from '../../features/ielts/components/test-list-page.tsx';
import { SpeakingTest } from '../../features/ielts/speaking/speaking-test.tsx';

/** /dashboard/ielts/speaking: the Speaking tests and the Speaking runner. */
export function Component() {
  return <TestListPage skill="speaking" runner={SpeakingTest} />;
}
