/**
 * Better Auth's client for /api/auth (same origin, session in an httpOnly cookie), for auth
 * actions only: the session itself is read by lib/session.tsx, so the first screen does not load
 * this module (import it where an action needs it; a type-only import costs nothing).
 * Every action it sends tells the session to read itself again (lib/session-events.ts).
 * `firstLogin` is the spec's user_metadata flag (§4 First login); `twoFactorEnabled` comes with
 * the two-factor plugin.
 */
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { sessionChanged } from './session-events.ts';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({ user: { firstLogin: { type: 'boolean', required: false } } }),
    // Two-factor sign-in (settings › Security); the sign-in screen shows its own code step.
    twoFactorClient(),
  ],
  fetchOptions: {
    // the action's own caller continues once the session has been read again
    onSuccess: () => sessionChanged(),
  },
});

/** The session as GET /api/auth/get-session answers it (null: signed out). */
export type SessionData = typeof authClient.$Infer.Session | null;

export type SessionUser = NonNullable<SessionData>['user'];
