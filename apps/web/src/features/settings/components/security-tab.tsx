/**
 * Settings › Security (issue 7 §1): change password, two-factor sign-in with an authenticator
 * app, and the signed-in devices.
 */
import type { SessionUser } from '../../../lib/auth-client.ts';
import { DevicesSection } from './devices-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

export function SecurityTab({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-6">
      <PasswordForm />
      <TwoFactorSection enabled={user.twoFactorEnabled === true} />
      <DevicesSection />
    </div>
  );
}
