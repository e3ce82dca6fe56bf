/**
 * A signed-in device's name from its User-Agent header, as the Security tab shows it in
 * Vietnamese ("Chrome trên Windows"). A small ordered list of rules, enough for the browsers
 * learners in Vietnam use (Cốc Cốc, Zalo's and Facebook's in-app browsers included); anything
 * else reads "Trình duyệt không rõ".
 */
import { translate } from '../../../i18n/translate.ts';

export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceName {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
}

/** Checked in order: a browser built on Chrome also says "Chrome", so it comes first. */
const BROWSERS: [RegExp, string][] = [
  [/coc_coc_browser/i, translate('settings.userAgent.cocCoc')],
  [/Zalo/i, 'Zalo'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook'],
  [/EdgA?\/|EdgiOS\//, 'Microsoft Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows Phone/, 'Windows Phone'],
  [/Windows NT/, 'Windows'],
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Browser, operating system and kind of device named by `userAgent` (null when unknown). */
export function parseUserAgent(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const kind: DeviceKind =
    /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
      ? 'tablet'
      : /Mobile|iPhone|iPod|Windows Phone/.test(ua)
        ? 'phone'
        : 'computer';
  return { browser, os, kind };
}

/** "Chrome trên Windows", or the unknown forms of the catalogue. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  return translate('settings.userAgent.on', {
    browser: browser ?? translate('settings.userAgent.unknownBrowser'),
    os: os ?? translate('settings.userAgent.unknownOs'),
  });
}
