/**
 * The client address Better Auth's rate limiter keys on. With `trustedHops` = 0 it is the
 * socket's address. Behind n trusted proxies (TRUST_PROXY=n) each proxy appended the address it
 * received the request from to X-Forwarded-For, so the client is the n-th entry from the right
 * (the leftmost when there are fewer): entries further left were written by the client and can
 * never choose its bucket.
 */
export function clientIp(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length > 0) return entries[Math.max(0, entries.length - trustedHops)];
  }
  return socketAddress;
}
