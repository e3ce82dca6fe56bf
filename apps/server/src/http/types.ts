import type { AuthUser } from '../auth/auth.ts';
import type { Logger } from '../lib/logger.ts';

/** Hono environment of every route: the signed-in user (set by requireUser) and the logger. */
export interface AppEnv {
  Variables: {
    user: AuthUser;
    logger: Logger;
    requestId: string;
  };
}
