/**
 * "The session may have changed": raised by the Better Auth client after every auth action it
 * sends (sign-in, sign-out, a profile or two-factor change…), heard by the SessionProvider,
 * which then asks the server again. A module of its own so that the first screen does not load
 * the auth client to listen (lib/auth-client.ts is loaded only when an action needs it).
 */
const listeners = new Set<() => Promise<unknown>>();

/** Subscribes `listener`; answers the unsubscribe function. */
export function onSessionChanged(listener: () => Promise<unknown>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; resolves when each has finished (the session has been read again). */
export async function sessionChanged(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()));
}
