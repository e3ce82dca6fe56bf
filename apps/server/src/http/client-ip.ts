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

/** True for a listening address that only this machine can reach. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/**
 * The warning printed at start when TRUST_PROXY is set and the port is open beyond this machine
 * (HOST not loopback): a client that reaches the server directly writes its own
 * X-Forwarded-For, and so picks the address its rate limits count (docs/operations.md
 * "Proxies"). Null when there is nothing to warn about.
 */
export function trustProxyWarning(trustProxy: number, host: string, port: number): string | null {
  if (trustProxy === 0 || isLoopback(host)) return null;
  return (
    `TRUST_PROXY=${trustProxy} while listening on ${host}:${port}. Make sure port ${port} is ` +
    'reachable ONLY from your reverse proxy (firewall it): a client that reaches it directly ' +
    'can forge X-Forwarded-For and choose the address its rate limits count.'
  );
}
