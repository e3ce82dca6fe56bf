import { DictationPage } from '../../features/games/components/dictation-page.tsx';

export function Component() {
  return <DictationPage />;
}
