import { ClassesPage } from '../../features/classes/components/classes-page.tsx';

export function Component() {
  return <ClassesPage />;
}
