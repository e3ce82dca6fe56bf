/**
 * Dates and instants in requests that the database stores (issue 34 item 26): a calendar date
 * 'YYYY-MM-DD' (an exam date, an assignment's due date) must exist on the calendar (domain's
 * isCalendarDate: 2026-02-29 and 2026-04-31 do not), and an instant must be one PostgreSQL can
 * read (`timestamptz` has no year 0: '0000-06-01T00:00:00Z' answered 500). Both reached the
 * database as a 500 before.
 */
import { isCalendarDate } from '@app/domain';
import { z } from 'zod';

/** The schema of a calendar date, refused with `message` (the field's own words). */
export function calendarDateSchema(message: string) {
  return z.string().refine(isCalendarDate, { error: message });
}

/** 0001-01-01T00:00:00Z, ms: the first instant PostgreSQL writes without 'BC'. */
const FIRST_STORABLE_MS = Date.parse('0001-01-01T00:00:00Z');

/** True when the ISO instant `value` is on or after 0001-01-01T00:00:00Z. */
export function isStorableInstant(value: string): boolean {
  return Date.parse(value) >= FIRST_STORABLE_MS;
}
