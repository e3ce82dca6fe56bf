/**
 * Queries on classes and their members and invitations (issue 22 §1; tables in
 * db/schema/classes.ts). Access is asked by the services first (auth/access.ts
 * requireClassAccess); these queries trust the class id they are given.
 */
import { sql } from 'drizzle-orm';
import type { ClassRole } from '@app/contracts';
import { assignmentLiveSql } from '../../auth/access-rules.ts';
import type { Db } from '../../db/client.ts';

/** The rows of a `db.execute` answer (node-postgres and PGlite both put them in `rows`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A class row; `createdAt` as an ISO instant. */
export interface ClassRow {
  id: string;
  name: string;
  joinCode: string | null;
  createdAt: string;
}

/** Inserts a class with `teacherId` as its first teacher (inside the caller's transaction). */
export async function insertClass(
  db: Db,
  name: string,
  joinCode: string,
  teacherId: string,
): Promise<string> {
  const result = await db.execute(sql`
    insert into classes (name, join_code) values (${name}, ${joinCode}) returning id`);
  const id = rowsOf<{ id: string }>(result)[0]!.id;
  await db.execute(sql`
    insert into class_members (class_id, user_id, role) values (${id}, ${teacherId}, 'teacher')`);
  return id;
}

/**
 * The classes the user is a member of, newest first, with their role and counts (assignments:
 * those that reach the learners).
 */
export async function listClassesOf(db: Db, userId: string) {
  const result = await db.execute(sql`
    select c.id, c.name, m.role, c.created_at,
      (select count(*)::int from class_members x where x.class_id = c.id and x.role = 'learner') as learners,
      (select count(*)::int from class_members x where x.class_id = c.id and x.role = 'teacher') as teachers,
      (select count(*)::int from class_assignments a
        where a.class_id = c.id and ${assignmentLiveSql('a')}) as assignments
    from class_members m join classes c on c.id = m.class_id
    where m.user_id = ${userId}
    order by c.created_at desc, c.id`);
  return rowsOf<{
    id: string;
    name: string;
    role: ClassRole;
    created_at: string | Date;
    learners: number;
    teachers: number;
    assignments: number;
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    learnerCount: row.learners,
    teacherCount: row.teachers,
    assignmentCount: row.assignments,
    createdAt: iso(row.created_at),
  }));
}

/** The class row, or undefined. */
export async function findClass(db: Db, classId: string): Promise<ClassRow | undefined> {
  const result = await db.execute(sql`
    select id, name, join_code, created_at from classes where id = ${classId}`);
  const row = rowsOf<{ id: string; name: string; join_code: string | null; created_at: string }>(
    result,
  )[0];
  return (
    row && { id: row.id, name: row.name, joinCode: row.join_code, createdAt: iso(row.created_at) }
  );
}

/** The class whose join code is `code` (codes that are off are null and never match). */
export async function findClassByCode(db: Db, code: string): Promise<string | undefined> {
  const result = await db.execute(sql`select id from classes where join_code = ${code}`);
  return rowsOf<{ id: string }>(result)[0]?.id;
}

/** Every member with name and e-mail, teachers first, then by name. */
export async function listMembers(db: Db, classId: string) {
  const result = await db.execute(sql`
    select m.user_id, u.name, u.email, m.role, m.share_ielts, m.joined_at
    from class_members m join users u on u.id = m.user_id
    where m.class_id = ${classId}
    order by m.role desc, lower(u.name), u.id`);
  return rowsOf<{
    user_id: string;
    name: string;
    email: string;
    role: ClassRole;
    share_ielts: boolean;
    joined_at: string | Date;
  }>(result).map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    shareIelts: row.share_ielts,
    joinedAt: iso(row.joined_at),
  }));
}

/** The class's teachers (id and name only: what a learner may see). */
export async function listTeachers(db: Db, classId: string) {
  const result = await db.execute(sql`
    select m.user_id, u.name from class_members m join users u on u.id = m.user_id
    where m.class_id = ${classId} and m.role = 'teacher' order by lower(u.name), u.id`);
  return rowsOf<{ user_id: string; name: string }>(result).map((row) => ({
    userId: row.user_id,
    name: row.name,
  }));
}

/** The user's membership (role and consent), or undefined. */
export async function findMembership(db: Db, classId: string, userId: string) {
  const result = await db.execute(sql`
    select role, share_ielts from class_members where class_id = ${classId} and user_id = ${userId}`);
  const row = rowsOf<{ role: ClassRole; share_ielts: boolean }>(result)[0];
  return row && { role: row.role, shareIelts: row.share_ielts };
}

/** Pending invitations (address and role), oldest first. */
export async function listInvitations(db: Db, classId: string) {
  const result = await db.execute(sql`
    select email, role, created_at from class_invitations where class_id = ${classId}
    order by created_at, email`);
  return rowsOf<{ email: string; role: ClassRole; created_at: string | Date }>(result).map(
    (row) => ({ email: row.email, role: row.role, createdAt: iso(row.created_at) }),
  );
}

/** Renames the class and/or sets its join code (null: off). */
export async function updateClass(
  db: Db,
  classId: string,
  change: { name?: string; joinCode?: string | null },
): Promise<void> {
  if (change.name !== undefined) {
    await db.execute(sql`update classes set name = ${change.name} where id = ${classId}`);
  }
  if (change.joinCode !== undefined) {
    await db.execute(sql`update classes set join_code = ${change.joinCode} where id = ${classId}`);
  }
}

/** Deletes the class; its members, invitations and assignments cascade. */
export async function deleteClass(db: Db, classId: string): Promise<void> {
  await db.execute(sql`delete from classes where id = ${classId}`);
}

/** Adds a member; an existing member keeps their role. True when the row is new. */
export async function addMember(
  db: Db,
  classId: string,
  userId: string,
  role: ClassRole,
  shareIelts = false,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into class_members (class_id, user_id, role, share_ielts)
    values (${classId}, ${userId}, ${role}, ${shareIelts})
    on conflict (class_id, user_id) do nothing returning user_id`);
  return rowsOf(result).length > 0;
}

/** Makes an existing member a teacher. */
export async function promoteToTeacher(db: Db, classId: string, userId: string): Promise<void> {
  await db.execute(sql`
    update class_members set role = 'teacher', share_ielts = false
    where class_id = ${classId} and user_id = ${userId}`);
}

/** Removes a member; answers the role they had, or undefined when they were not one. */
export async function removeMember(
  db: Db,
  classId: string,
  userId: string,
): Promise<ClassRole | undefined> {
  const result = await db.execute(sql`
    delete from class_members where class_id = ${classId} and user_id = ${userId} returning role`);
  return rowsOf<{ role: ClassRole }>(result)[0]?.role;
}

/** How many teachers the class has, locking their rows (a last teacher cannot leave). */
export async function lockTeachers(db: Db, classId: string): Promise<number> {
  const result = await db.execute(sql`
    select user_id from class_members where class_id = ${classId} and role = 'teacher' for update`);
  return rowsOf(result).length;
}

/** The learner's consent to share their IELTS results. */
export async function setShareIelts(
  db: Db,
  classId: string,
  userId: string,
  shareIelts: boolean,
): Promise<void> {
  await db.execute(sql`
    update class_members set share_ielts = ${shareIelts}
    where class_id = ${classId} and user_id = ${userId}`);
}

/**
 * The role in the class of the account whose e-mail is `email` (lowercased), or undefined when
 * no account has it or it is not a member. Never answered to a teacher as such (issue 34 §25):
 * it only spares a member an invitation.
 */
export async function findMemberRoleByEmail(
  db: Db,
  classId: string,
  email: string,
): Promise<ClassRole | undefined> {
  const result = await db.execute(sql`
    select m.role from class_members m join users u on u.id = m.user_id
    where m.class_id = ${classId} and lower(u.email) = ${email.trim().toLowerCase()}`);
  return rowsOf<{ role: ClassRole }>(result)[0]?.role;
}

/**
 * Records the invitation of `email` as `role`, or makes a pending one `role`. `created`: true
 * when no invitation of the address was pending (the only case that sends an e-mail).
 */
export async function addInvitation(
  db: Db,
  classId: string,
  email: string,
  role: ClassRole,
): Promise<{ created: boolean }> {
  const result = await db.execute(sql`
    insert into class_invitations (class_id, email, role) values (${classId}, ${email}, ${role})
    on conflict (class_id, email) do update set role = excluded.role
    returning (xmax = 0) as created`);
  return { created: rowsOf<{ created: boolean }>(result)[0]!.created };
}

/**
 * Deletes a pending invitation (only one of `onlyRole`, when given); answers its role, or
 * undefined when there was none.
 */
export async function deleteInvitation(
  db: Db,
  classId: string,
  email: string,
  onlyRole?: ClassRole,
): Promise<ClassRole | undefined> {
  const roleFilter = onlyRole === undefined ? sql`` : sql` and role = ${onlyRole}`;
  const result = await db.execute(sql`
    delete from class_invitations
    where class_id = ${classId} and email = ${email.trim().toLowerCase()}${roleFilter}
    returning role`);
  return rowsOf<{ role: ClassRole }>(result)[0]?.role;
}

/**
 * The invitations addressed to `email`, newest first, with the class's name and its teachers'
 * names (what the addressee needs to decide).
 */
export async function listInvitationsTo(db: Db, email: string) {
  const result = await db.execute(sql`
    select i.class_id, c.name, i.role, i.created_at,
      coalesce((select json_agg(u.name order by lower(u.name), u.id)
        from class_members m join users u on u.id = m.user_id
        where m.class_id = i.class_id and m.role = 'teacher'), '[]'::json) as teachers
    from class_invitations i join classes c on c.id = i.class_id
    where i.email = ${email.trim().toLowerCase()}
    order by i.created_at desc, i.class_id`);
  return rowsOf<{
    class_id: string;
    name: string;
    role: ClassRole;
    created_at: string | Date;
    teachers: string[];
  }>(result).map((row) => ({
    classId: row.class_id,
    className: row.name,
    role: row.role,
    teachers: row.teachers,
    invitedAt: iso(row.created_at),
  }));
}
