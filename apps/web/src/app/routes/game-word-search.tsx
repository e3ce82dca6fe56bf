import { WordSearchPage } from '../../features/games/components/word-search-page.tsx';

export function Component() {
  return <WordSearchPage />;
}
