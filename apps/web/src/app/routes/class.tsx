import { ClassPage } from '../../features/classes/components/class-page.tsx';

export function Component() {
  return <ClassPage />;
}
