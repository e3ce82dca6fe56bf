import { TestPicker } from '../../features/games/components/test/test-picker.tsx';

/** /dashboard/flashcards/test: Test mode's set picker (issue 21 §2), from the games hub. */
export function Component() {
  return <TestPicker />;
}
