import { ImportScreen } from '../../features/flashcards/components/import-screen.tsx';

export function Component() {
  return <ImportScreen />;
}
