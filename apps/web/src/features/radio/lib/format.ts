/** Formats of the listening library. */
import type { TFunction } from '../../../i18n/i18n.tsx';

/**
 * A length or position in seconds as m:ss (h:mm:ss from an hour), rounded down to the second;
 * '--:--' when unknown (null, negative or not finite).
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '--:--';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A length for a screen reader in the current language, e.g. "1 phút 5 giây", "9 seconds". */
export function spokenDuration(t: TFunction, seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m > 0 ? t('radio.spokenDuration', { m, s }) : t('radio.spokenSeconds', { s });
}
