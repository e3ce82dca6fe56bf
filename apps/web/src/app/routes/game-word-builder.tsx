import { WordBuilderPage } from '../../features/games/components/word-builder-page.tsx';

export function Component() {
  return <WordBuilderPage />;
}
