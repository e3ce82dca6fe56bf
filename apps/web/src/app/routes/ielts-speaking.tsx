import { TestListPage } from '../../features/ielts/components/test-list-page.tsx';

/** /dashboard/ielts/speaking: the Speaking tests (no runner yet: every test is not ready). */
export function Component() {
  return <TestListPage skill="speaking" />;
}
