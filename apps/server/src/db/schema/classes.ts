/**
 * Classes (issue 22 §1): a teacher's class with its members, pending e-mail invitations and the
 * sets assigned to it. A class role is per class ('teacher' | 'learner'), never global; a class
 * may have several teachers. Everything cascades from the class, the user and the set.
 * An assignment gives every learner of the class 'view' on the set, live (auth/access-rules.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { flashcardSets } from './flashcards.ts';

const tz = { withTimezone: true } as const;

export const classes = pgTable('classes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** 8 characters of JOIN_CODE_ALPHABET (classes/join-code.ts); null: joining by code is off. */
  joinCode: text('join_code').unique('classes_join_code_unique'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The learner agrees that the class's teachers see their IELTS results (off by default). */
    shareIelts: boolean('share_ielts').notNull().default(false),
    joinedAt: timestamp('joined_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('class_members_user_idx').on(t.userId),
    check('class_members_role_check', sql`${t.role} in ('teacher', 'learner')`),
  ],
);

/**
 * An invitation of an e-mail address to the class as `role` (issue 34 §25): it waits, whether
 * or not the address has an account, until the account with that address accepts it (a
 * membership with that role) or declines it, or a teacher cancels it. Mailed once, when made.
 */
export const classInvitations = pgTable(
  'class_invitations',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('learner'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.email] }),
    index('class_invitations_email_idx').on(t.email),
    check('class_invitations_role_check', sql`${t.role} in ('teacher', 'learner')`),
  ],
);

export const classAssignments = pgTable(
  'class_assignments',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.setId] }),
    index('class_assignments_set_idx').on(t.setId),
  ],
);
