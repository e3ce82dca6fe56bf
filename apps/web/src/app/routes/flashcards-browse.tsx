import { BrowsePage } from '../../features/browse/components/browse-page.tsx';

export function Component() {
  return <BrowsePage />;
}
