/**
 * test_results of spec §3: one row per completed IELTS practice test. `details` (issue 10, beyond
 * the spec) keeps what the attempt's review page shows: the marked answers and looked-up words
 * of a Reading or Listening test, the essay and its feedback of a Writing test.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const tz = { withTimezone: true } as const;

export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testType: text('test_type').notNull(),
    status: text('status').notNull().default('completed'),
    testNumber: integer('test_number').notNull(),
    /** Raw score (out of 40 for reading and listening). */
    score: integer('score'),
    bandScore: doublePrecision('band_score'),
    timeTakenSeconds: integer('time_taken_seconds'),
    completedAt: timestamp('completed_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    wordCount: integer('word_count'),
    averageSelfRating: doublePrecision('average_self_rating'),
    details: jsonb('details'),
  },
  (t) => [
    index('test_results_user_type_created_idx').on(t.userId, t.testType, t.createdAt.desc()),
    check(
      'test_results_test_type_check',
      sql`${t.testType} in ('reading', 'listening', 'writing', 'speaking')`,
    ),
    check('test_results_status_check', sql`${t.status} in ('completed')`),
    check('test_results_test_number_check', sql`${t.testNumber} between 1 and 20`),
    check('test_results_band_check', sql`${t.bandScore} is null or ${t.bandScore} between 0 and 9`),
    check(
      'test_results_self_rating_check',
      sql`${t.averageSelfRating} is null or ${t.averageSelfRating} between 0 and 5`,
    ),
  ],
);
