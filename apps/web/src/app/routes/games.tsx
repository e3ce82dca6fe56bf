import { GamesHub } from '../../features/games/components/games-hub.tsx';

export function Component() {
  return <GamesHub />;
}
