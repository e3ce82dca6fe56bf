import { describe, expect, it } from 'vitest';
import { deviceLabel, parseUserAgent } from './user-agent.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  cocCoc:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/134.0.200 Chrome/128.0.6613.200 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  zalo: 'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 Zalo android/12110804 ZaloTheme/light',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('device names from the User-Agent (Security tab)', () => {
  it('names the browser and system in Vietnamese', () => {
    expect(deviceLabel(UA.chromeWindows)).toBe('Chrome trên Windows');
    expect(deviceLabel(UA.edge)).toBe('Microsoft Edge trên Windows');
    expect(deviceLabel(UA.cocCoc)).toBe('Cốc Cốc trên Windows');
    expect(deviceLabel(UA.safariIphone)).toBe('Safari trên iOS');
    expect(deviceLabel(UA.chromeIpad)).toBe('Chrome trên iPadOS');
    expect(deviceLabel(UA.samsung)).toBe('Samsung Internet trên Android');
    expect(deviceLabel(UA.firefoxMac)).toBe('Firefox trên macOS');
    expect(deviceLabel(UA.zalo)).toBe('Zalo trên Android');
    expect(deviceLabel(UA.headlessLinux)).toBe('Chrome trên Linux');
  });

  it('tells phones, tablets and computers apart', () => {
    expect(parseUserAgent(UA.safariIphone).kind).toBe('phone');
    expect(parseUserAgent(UA.samsung).kind).toBe('phone');
    expect(parseUserAgent(UA.chromeIpad).kind).toBe('tablet');
    expect(parseUserAgent(UA.chromeWindows).kind).toBe('computer');
  });

  it('says what it does not know', () => {
    expect(deviceLabel(null)).toBe('Trình duyệt không rõ trên hệ điều hành không rõ');
    expect(deviceLabel('curl/8.5.0')).toBe('Trình duyệt không rõ trên hệ điều hành không rõ');
  });
});
