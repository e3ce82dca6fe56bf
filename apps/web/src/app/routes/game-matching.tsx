import { MatchingPage } from '../../features/games/components/matching-page.tsx';

export function Component() {
  return <MatchingPage />;
}
