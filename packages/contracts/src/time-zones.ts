/**
 * Which time zone names the API accepts (issue 34 item 26): a name the runtime's Intl knows
 * (domain's isValidTimeZone) **and**, once the server has read it at start, one the database
 * knows. Node and PostgreSQL carry different copies of the tz database: Node accepts
 * `US/Pacific-New` (dropped from the tz database in 2020b) and PostgreSQL answers
 * `time zone "US/Pacific-New" not recognized` wherever the zone reaches SQL (`at time zone`), a
 * 500. The server reads `pg_timezone_names` once at start (db/time-zones.ts) and hands the names
 * here; until then (and in the browser, which never has them) only Intl decides. Names match
 * exactly as the browser reports them (PostgreSQL's lookup ignores case, ours does not).
 */
import { isValidTimeZone } from '@app/domain';

/** The message of a refused zone (the field is `timeZone`). */
export const TIME_ZONE_INVALID = 'Múi giờ không hợp lệ';

/** The names the database knows; null until the server has read them. */
let databaseZones: ReadonlySet<string> | null = null;

/**
 * Restricts accepted zones to `names` (the database's `pg_timezone_names`). Called again (a
 * second database in one process, as tests do), it keeps the names both know.
 */
export function acceptDatabaseTimeZones(names: Iterable<string>): void {
  const next = new Set(names);
  if (databaseZones !== null) {
    for (const name of next) if (!databaseZones.has(name)) next.delete(name);
  }
  databaseZones = next;
}

/**
 * True when `timeZone` is accepted: known to Intl and, once the server has read them, among the
 * database's names. `Asia/Ho_Chi_Minh`, `UTC` and `Etc/GMT+7` are; `US/Pacific-New` is not on
 * a server (PostgreSQL 15 and PGlite both lack it), `Mars/Olympus_Mons` nowhere.
 */
export function isAcceptedTimeZone(timeZone: string): boolean {
  return isValidTimeZone(timeZone) && (databaseZones === null || databaseZones.has(timeZone));
}
