/** /unsubscribe?token=…: the reminder e-mail's one-click unsubscribe (issue 21 §4), no sign-in. */
import { UnsubscribeScreen } from '../../features/auth/components/unsubscribe-screen.tsx';

export function Component() {
  return <UnsubscribeScreen />;
}
