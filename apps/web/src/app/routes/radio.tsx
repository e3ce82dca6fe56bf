import { LevelChooser } from '../../features/radio/components/level-chooser.tsx';

/** /dashboard/radio: the listening library's level chooser. */
export function Component() {
  return <LevelChooser />;
}
