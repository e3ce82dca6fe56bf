import { StatsPage } from '../../features/stats/components/stats-page.tsx';

export function Component() {
  return <StatsPage />;
}
