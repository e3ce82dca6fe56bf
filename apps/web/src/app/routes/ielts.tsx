import { IeltsHub } from '../../features/ielts/components/ielts-hub.tsx';

/** /dashboard/ielts: the IELTS hub. */
export function Component() {
  return <IeltsHub />;
}
