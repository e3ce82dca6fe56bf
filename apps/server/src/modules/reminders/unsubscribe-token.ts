/**
 * The reminder e-mail's unsubscribe token (issue 21 §4): a link that works without signing in,
 * so it carries who it is for and a signature only the server can make — the user id and an
 * HMAC-SHA256 of it under the app's secret (node:crypto), both base64url, joined by '.'. It does
 * not expire: an unsubscribe link must keep working in an old e-mail. It can only turn the
 * reminder off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'reminder-unsubscribe:';

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest();
}

/** The token for `userId`. */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id a token was made for, or null when it is malformed or not signed by `secret`. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined) return null;
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
