import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@app/domain';

/** The learner's IANA time zone as the browser reports it (Asia/Ho_Chi_Minh when unknown). */
export function learnerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
