/**
 * The time zones the database knows, read once at start (`pg_timezone_names`: ~600 names on
 * PGlite, ~1,200 on Debian's PostgreSQL 15; ~0.1 s) and handed to the shared schemas
 * (contracts' time-zones.ts), so that a zone Node accepts and PostgreSQL does not
 * (`US/Pacific-New`) is a 400 on `timeZone` instead of a 500 where it reaches `at time zone`
 * (issue 34 item 26).
 */
import { acceptDatabaseTimeZones } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Reads the database's zone names and restricts the API to them.
 * @returns how many names the database knows.
 * @throws the driver's error when the query fails (the start fails with it).
 */
export async function acceptTimeZonesOf(db: Db): Promise<number> {
  const result = await db.execute(sql`select name from pg_timezone_names`);
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  acceptDatabaseTimeZones(names);
  return names.length;
}
