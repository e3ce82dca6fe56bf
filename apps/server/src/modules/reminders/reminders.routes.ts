/**
 * /api/reminders (issue 21 §4), public: POST /unsubscribe?token=… turns the daily reminder off
 * for the learner the signed token names, without a sign-in — the web's /unsubscribe page posts
 * it, and so does a mail client's one-click unsubscribe (RFC 8058, whose form body
 * "List-Unsubscribe=One-Click" is ignored). 204 when done; 400 BAD_REQUEST otherwise.
 */
import { REMINDER_MESSAGES, reminderUnsubscribeQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import { unsubscribe } from './reminders.service.ts';

export function reminderRoutes(db: Db, secret: string) {
  return new Hono<AppEnv>().post(
    '/unsubscribe',
    validate('query', reminderUnsubscribeQuerySchema),
    async (c) => {
      if (!(await unsubscribe(db, secret, c.req.valid('query').token))) {
        throw new AppError('BAD_REQUEST', { message: REMINDER_MESSAGES.invalidToken });
      }
      return c.body(null, 204);
    },
  );
}
