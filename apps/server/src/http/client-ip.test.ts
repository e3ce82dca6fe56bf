import { describe, expect, it } from 'vitest';
import { clientIp, trustProxyWarning } from './client-ip.ts';

describe('clientIp (TRUST_PROXY hops counted from the right of X-Forwarded-For)', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientIp('6.6.6.6', '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('behind one proxy takes the entry that proxy appended, not a spoofed one', () => {
    // the client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the real address
    expect(clientIp('6.6.6.6, 203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientIp('203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('behind two proxies takes the second entry from the right', () => {
    expect(clientIp('6.6.6.6, 203.0.113.7, 10.0.0.2', '127.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the leftmost entry when there are fewer entries than hops', () => {
    expect(clientIp('203.0.113.7', '127.0.0.1', 3)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header is missing or empty', () => {
    expect(clientIp(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientIp(' , ', '127.0.0.1', 1)).toBe('127.0.0.1');
  });
});

describe('trustProxyWarning', () => {
  it('warns when proxies are trusted on a port other machines can reach', () => {
    expect(trustProxyWarning(1, '0.0.0.0', 3000)).toMatch(/ONLY from your reverse proxy/);
    expect(trustProxyWarning(2, '192.168.1.5', 8080)).toContain('port 8080');
  });

  it('stays quiet without trusted proxies or on a loopback address', () => {
    expect(trustProxyWarning(0, '0.0.0.0', 3000)).toBeNull();
    expect(trustProxyWarning(1, '127.0.0.1', 3000)).toBeNull();
    expect(trustProxyWarning(1, 'localhost', 3000)).toBeNull();
    expect(trustProxyWarning(1, '::1', 3000)).toBeNull();
  });
});
