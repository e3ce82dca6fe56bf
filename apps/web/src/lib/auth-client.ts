/**
 * Better Auth's React client for /api/auth (same origin, session in an httpOnly cookie).
 * `firstLogin` is the spec's user_metadata flag (§4 First login); `twoFactorEnabled` comes with the
 * two-factor plugin.
 */
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({ user: { firstLogin: { type: 'boolean', required: false } } }),
    // Two-factor sign-in (settings › Security); the sign-in screen shows its own code step.
    twoFactorClient(),
  ],
});

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'];
