import { describe, expect, it } from 'vitest';
import { reviewSchema } from './study.ts';
import { acceptDatabaseTimeZones, isAcceptedTimeZone } from './time-zones.ts';

describe('accepted time zones (issue 34 item 26)', () => {
  it('asks Intl alone until the database has named its zones, then both', () => {
    // Node knows US/Pacific-New (an alias of America/Los_Angeles); PostgreSQL does not
    expect(isAcceptedTimeZone('US/Pacific-New')).toBe(true);
    expect(isAcceptedTimeZone('Mars/Olympus_Mons')).toBe(false);
    acceptDatabaseTimeZones(['Asia/Ho_Chi_Minh', 'UTC', 'Etc/GMT+7', 'Europe/London', 'Nowhere']);
    for (const zone of ['Asia/Ho_Chi_Minh', 'UTC', 'Etc/GMT+7']) {
      expect(isAcceptedTimeZone(zone), zone).toBe(true);
    }
    expect(isAcceptedTimeZone('US/Pacific-New')).toBe(false);
    // a name the database has and Intl does not is refused too
    expect(isAcceptedTimeZone('Nowhere')).toBe(false);
    // exact names only (PostgreSQL would accept 'utc'; the browser never sends it)
    expect(isAcceptedTimeZone('utc')).toBe(false);
    // a second database keeps the names both know
    acceptDatabaseTimeZones(['Asia/Ho_Chi_Minh', 'UTC', 'Etc/GMT+7']);
    expect(isAcceptedTimeZone('Europe/London')).toBe(false);
    expect(isAcceptedTimeZone('UTC')).toBe(true);
    const rating = {
      eventId: '0b8a4a1e-4d0c-4f3a-9a3e-6f0e2b1c5d7a',
      cardId: '6f1d2c3b-8e7a-4b5c-9d0e-1f2a3b4c5d6e',
      rating: 4,
      elapsedMs: 10,
      reviewedAt: '2026-11-22T03:00:00Z',
    };
    expect(reviewSchema.safeParse({ ...rating, timeZone: 'Etc/GMT+7' }).success).toBe(true);
    const refused = reviewSchema.safeParse({ ...rating, timeZone: 'US/Pacific-New' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['timeZone'],
      message: 'Múi giờ không hợp lệ',
    });
  });
});
