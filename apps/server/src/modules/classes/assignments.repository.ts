/**
 * Queries on class_assignments (issue 22 §1) and the learners' figures on the assigned sets.
 * An assignment is what gives the class's learners 'view' on a set (the access rule's SQL in
 * auth/access-rules.ts reads this table); deleting the row withdraws it at once.
 */
import { PASSING_RATING } from '@app/domain';
import { sql } from 'drizzle-orm';
import { assignmentLiveSql } from '../../auth/access-rules.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './classes.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

interface AssignmentRow {
  set_id: string;
  title: string;
  color: string;
  card_count: number;
  due_date: string | null;
  note: string;
  created_at: string | Date;
}

const toAssignment = (row: AssignmentRow) => ({
  setId: row.set_id,
  title: row.title,
  color: row.color,
  cardCount: row.card_count,
  dueDate: row.due_date === null ? null : String(row.due_date).slice(0, 10),
  note: row.note,
  createdAt: iso(row.created_at),
});

const ASSIGNMENT_COLUMNS = sql.raw(`a.set_id, s.title, s.color, a.due_date::text as due_date,
  a.note, a.created_at, (select count(*)::int from flashcards f where f.set_id = s.id) as card_count`);

/**
 * The class's assignments that reach its learners (a teacher of the class may still assign the
 * set: access-rules.ts assignmentLiveSql), soonest due first (no due date last), then newest.
 */
export async function listAssignments(db: Db, classId: string) {
  const result = await db.execute(sql`
    select ${ASSIGNMENT_COLUMNS}
    from class_assignments a join flashcard_sets s on s.id = a.set_id
    where a.class_id = ${classId} and ${assignmentLiveSql('a')}
    order by a.due_date asc nulls last, a.created_at desc, a.set_id`);
  return rowsOf<AssignmentRow>(result).map(toAssignment);
}

/**
 * Assigns the set to the class, or changes the due date and note of its assignment. `created`
 * tells which.
 */
export async function upsertAssignment(
  db: Db,
  input: {
    classId: string;
    setId: string;
    assignedBy: string;
    dueDate: string | null;
    note: string;
  },
) {
  const result = await db.execute(sql`
    with a as (
      insert into class_assignments (class_id, set_id, assigned_by, due_date, note)
      values (${input.classId}, ${input.setId}, ${input.assignedBy}, ${input.dueDate}::date, ${input.note})
      on conflict (class_id, set_id) do update set due_date = excluded.due_date, note = excluded.note
      returning *, (xmax = 0) as created
    )
    select ${ASSIGNMENT_COLUMNS}, a.created
    from a join flashcard_sets s on s.id = a.set_id`);
  const row = rowsOf<AssignmentRow & { created: boolean }>(result)[0]!;
  return { assignment: toAssignment(row), created: row.created };
}

/** Withdraws the assignment. False when the set was not assigned to the class. */
export async function deleteAssignment(db: Db, classId: string, setId: string): Promise<boolean> {
  const result = await db.execute(sql`
    delete from class_assignments where class_id = ${classId} and set_id = ${setId}
    returning set_id`);
  return rowsOf(result).length > 0;
}

/** One learner's raw figures on the class's assigned sets (progress.service.ts shapes them). */
export interface LearnerFiguresRow {
  userId: string;
  name: string;
  shareIelts: boolean;
  dueNow: number;
  reviews: number;
  passed: number;
  lastReviewedAt: Date | null;
}

/**
 * Per learner of the class (by name), on the assignments that reach them: cards of the assigned sets due at `now` (reviewed, not
 * suspended); ratings on them since `since` (review and practice rows no undo cancelled) and
 * those rated ≥ PASSING_RATING; the last time they rated a card of an assigned set.
 */
export async function learnerFigures(
  db: Db,
  classId: string,
  now: Date,
  since: Date,
): Promise<LearnerFiguresRow[]> {
  const assigned = sql`select a.set_id from class_assignments a
    where a.class_id = ${classId} and ${assignmentLiveSql('a')}`;
  const counted = sql`rl.user_id = m.user_id and rl.kind in ('review', 'practice')
    and rl.flashcard_set_id in (${assigned})
    and not exists (select 1 from review_logs u where u.user_id = m.user_id and u.kind = 'undo'
      and u.undoes_log_id = rl.id)`;
  const result = await db.execute(sql`
    select m.user_id, u.name, m.share_ielts,
      (select count(*)::int from card_reviews r
        where r.user_id = m.user_id and r.flashcard_set_id in (${assigned})
          and r.next_review_date <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from card_suspensions su
            where su.user_id = m.user_id and su.flashcard_id = r.flashcard_id)) as due_now,
      w.reviews, w.passed,
      (select max(rl.reviewed_at) from review_logs rl where ${counted}) as last_reviewed_at
    from class_members m join users u on u.id = m.user_id
    left join lateral (
      select count(*)::int as reviews,
        (count(*) filter (where rl.rating >= ${PASSING_RATING}::int))::int as passed
      from review_logs rl
      where ${counted} and rl.reviewed_at >= ${since.toISOString()}::timestamptz
    ) w on true
    where m.class_id = ${classId} and m.role = 'learner'
    order by lower(u.name), u.id`);
  return rowsOf<{
    user_id: string;
    name: string;
    share_ielts: boolean;
    due_now: number;
    reviews: number;
    passed: number;
    last_reviewed_at: string | Date | null;
  }>(result).map((row) => ({
    userId: row.user_id,
    name: row.name,
    shareIelts: row.share_ielts,
    dueNow: Number(row.due_now),
    reviews: Number(row.reviews ?? 0),
    passed: Number(row.passed ?? 0),
    lastReviewedAt: row.last_reviewed_at === null ? null : new Date(row.last_reviewed_at),
  }));
}

/**
 * Every class the set is assigned to (its owner's view, issue 34 §22), oldest assignment first:
 * the class's name, the name of the teacher who assigned it (null when that account is gone),
 * its learner count, and whether it reaches the learners now.
 */
export async function listSetClasses(db: Db, setId: string) {
  const result = await db.execute(sql`
    select a.class_id, c.name, u.name as teacher_name, a.created_at,
      (select count(*)::int from class_members m where m.class_id = a.class_id and m.role = 'learner') as learners,
      ${assignmentLiveSql('a')} as reaches
    from class_assignments a join classes c on c.id = a.class_id
    left join users u on u.id = a.assigned_by
    where a.set_id = ${setId}
    order by a.created_at, a.class_id`);
  return rowsOf<{
    class_id: string;
    name: string;
    teacher_name: string | null;
    created_at: string | Date;
    learners: number;
    reaches: boolean;
  }>(result).map((row) => ({
    classId: row.class_id,
    name: row.name,
    teacherName: row.teacher_name,
    learnerCount: Number(row.learners),
    reaches: row.reaches,
    assignedAt: iso(row.created_at),
  }));
}
