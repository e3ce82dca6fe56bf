import { SpellingBeePage } from '../../features/games/components/spelling-bee-page.tsx';

export function Component() {
  return <SpellingBeePage />;
}
