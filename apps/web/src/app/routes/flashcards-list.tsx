import { SetList } from '../../features/flashcards/components/set-list.tsx';

export function Component() {
  return <SetList />;
}
