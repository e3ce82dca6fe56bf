/** /reset-password: only with the recovery marker in the URL fragment (spec §2, §5). */
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';

export function Component() {
  return <ResetPasswordScreen />;
}
