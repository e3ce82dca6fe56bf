/**
 * The access rule, stated once (DESIGN.md "Access, messages, hot paths"; issue 17 §5; the shape of
 * immich's `requireAccess`): which role may take which action on a flashcard set, as a table,
 * and the SQL conditions that queries inline, generated from that same table. Nothing else in
 * the server knows who may do what: services ask access.ts (which reads the role through this
 * module's SQL), and hot prepared statements inline `setAccessSqlText`.
 *
 * A signed-in user's role on a set (spec §6):
 * - 'owner': `flashcard_sets.user_id` is the user;
 * - 'edit' / 'view': a `flashcard_set_shares` row of the set for the user with that permission;
 * - 'class': the user is a learner of a class the set is assigned to (issue 22 §1:
 *   `class_assignments` × `class_members` role 'learner') while a teacher of that class may
 *   still take 'set.assign' on the set in their own right — as its owner or through a share,
 *   never through a class (issue 34 §22: a recipient's assignment ends with their share). It
 *   reads as 'view' to the API (`publicRole`) and may do what a viewer may, but not pass the set
 *   on to a class of its own. Live: withdrawing the assignment, leaving the class, or the last
 *   such teacher losing the set takes it away in the next query. A share's permission wins over
 *   it (an 'edit' share stays 'edit');
 * - none (null): anyone else — a stranger, or a recipient whose share was withdrawn. The set
 *   does not exist for them: 404, never 403, so nobody learns which sets exist.
 * An anonymous request never reaches a service: requireUser answers 401 first.
 *
 * A role that is not allowed an action it can see answers 403 with the spec's text (a viewer's
 * edit: 'Bạn chỉ có quyền xem bộ thẻ này. Không thể chỉnh sửa.'). Study data (review states,
 * sessions, logs), test results, devices and review-list items are the learner's own rows: they
 * are always filtered by the session's user id, and a study session is written only while its
 * set still allows 'set.study'.
 */
import { CLASS_MESSAGES, SHARE_MESSAGES, type SetAccessDto } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';

export const SET_ROLES = ['owner', 'edit', 'view', 'class'] as const;
export type SetRole = (typeof SET_ROLES)[number];

/** The role as the API names it (`access`): a class's learner reads as a viewer. */
export function publicRole(role: SetRole): SetAccessDto {
  return role === 'class' ? 'view' : role;
}

/** Every action on a set and the roles allowed it. */
export const SET_ACTION_RULES = {
  /** Open the set with its cards (editor, read-only view). */
  'set.read': ['owner', 'edit', 'view', 'class'],
  /** Download it as CSV, text or .apkg. */
  'set.export': ['owner', 'edit', 'view', 'class'],
  /** "Save a copy" into one's own sets. */
  'set.copy': ['owner', 'edit', 'view', 'class'],
  /** Study it: load its cards and one's progress, start, rate, undo and complete sessions. */
  'set.study': ['owner', 'edit', 'view', 'class'],
  /** Play games on it, save their results and send missed words to one's review list. */
  'set.play': ['owner', 'edit', 'view', 'class'],
  /** See one of its card images. */
  'set.image': ['owner', 'edit', 'view', 'class'],
  /**
   * Assign it to a class one teaches — and keep it assigned: an assignment reaches the class's
   * learners only while a teacher of the class holds one of these roles (issue 34 §22). Never
   * 'class' (a class does not pass a set on to another, and the rule would refer to itself).
   */
  'set.assign': ['owner', 'edit', 'view'],
  /** Save the set (title, description, colour, cards). */
  'set.edit': ['owner', 'edit'],
  /** Append one card (the dictionary's "add to a set"). */
  'card.add': ['owner', 'edit'],
  /** Delete the set with everything in it. */
  'set.delete': ['owner'],
  /**
   * List, add, change and withdraw its shares; see the classes it is assigned to and end an
   * assignment (issue 34 §22).
   */
  'set.share': ['owner'],
} as const satisfies Record<string, readonly SetRole[]>;

export type SetAction = keyof typeof SET_ACTION_RULES;
export const SET_ACTIONS = Object.keys(SET_ACTION_RULES) as SetAction[];

/** What the rule answers: go on, 403 (visible, not allowed), 404 (not there for the user). */
export type Decision = 'allow' | 'forbidden' | 'not-found';

/** The decision for a user whose role on the set is `role` (null: none). */
export function decideSetAccess(role: SetRole | null, action: SetAction): Decision {
  if (role === null) return 'not-found';
  return (SET_ACTION_RULES[action] as readonly SetRole[]).includes(role) ? 'allow' : 'forbidden';
}

/** The 403 text for an action a visible role may not take (spec §6 texts). */
export function forbiddenMessage(action: SetAction): string {
  if (action === 'set.assign') return CLASS_MESSAGES.assignClassSet;
  const rolesAllowed = SET_ACTION_RULES[action] as readonly SetRole[];
  return rolesAllowed.includes('edit') ? SHARE_MESSAGES.viewOnly : SHARE_MESSAGES.ownerOnly;
}

export const CLASS_ROLES = ['teacher', 'learner'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

/**
 * Every action on a class (issue 22 §1) and the class roles allowed it. A user who is not a
 * member has no role: the class does not exist for them (404 CLASS_NOT_FOUND).
 */
export const CLASS_ACTION_RULES = {
  /** See the class: its name, teachers and assignments (a teacher also sees the members). */
  'class.read': ['teacher', 'learner'],
  /** Leave the class (DELETE …/members/<own id>). */
  'class.leave': ['teacher', 'learner'],
  /** One's own: the consent to share IELTS results (PATCH …/me), one's figures (…/progress/me). */
  'class.self': ['learner'],
  /** Rename it, regenerate or turn off its join code. */
  'class.edit': ['teacher'],
  /** Delete it with its memberships, invitations and assignments. */
  'class.delete': ['teacher'],
  /** Add a teacher, remove a learner, invite by e-mail. */
  'class.members': ['teacher'],
  /** Assign a set (that the teacher may read) and withdraw an assignment. */
  'class.assign': ['teacher'],
  /** The learners' figures and their CSV. */
  'class.progress': ['teacher'],
} as const satisfies Record<string, readonly ClassRole[]>;

export type ClassAction = keyof typeof CLASS_ACTION_RULES;

/** The decision for a user whose role in the class is `role` (null: not a member). */
export function decideClassAccess(role: ClassRole | null, action: ClassAction): Decision {
  if (role === null) return 'not-found';
  return (CLASS_ACTION_RULES[action] as readonly ClassRole[]).includes(role)
    ? 'allow'
    : 'forbidden';
}

/** The 403 text for a class action the member's role may not take. */
export function classForbiddenMessage(action: ClassAction): string {
  return action === 'class.self' ? CLASS_MESSAGES.learnerOnly : CLASS_MESSAGES.teacherOnly;
}

/**
 * A piece of generated SQL: text, or the place of the user's id. `who` pieces name the user
 * whose role is asked: the caller's id (`USER`), or a column of the query (a class's teacher).
 */
type Piece = string | { user: true };
const USER: Piece = { user: true };

/** The share permissions (= roles) among `roles`. */
function sharedRoles(roles: readonly SetRole[]): SetRole[] {
  return roles.filter((role) => role === 'edit' || role === 'view');
}

/**
 * How a condition on the caller's role is shaped for the query that inlines it:
 * - 'row' (default) for a query about one set (`where s.id = $1 and …`, a card's set): each
 *   alternative is `exists (… where … = <set>.id …)`, an index lookup for that one row;
 * - 'scan' for a query over many sets (the set list, today's queue, statistics, card search):
 *   each alternative is `<set>.id in (<the caller's sets>)`, uncorrelated, which PostgreSQL runs
 *   once per query as a hashed subplan. On a school-sized database (PostgreSQL 15) the 'row'
 *   shape made the set list's filter cost ~75 ms, the 'scan' shape ~1.5 ms; for one set the
 *   'scan' shape builds the caller's whole list, ~0.3 ms more than the lookup
 *   (docs/architecture.md "Class assignments in the access rule").
 */
export type SqlShape = 'row' | 'scan';

/**
 * The condition "`who`'s role on the set row `set` is one of `roles`", as pieces. `who` is the
 * caller (`USER`) or, for a class's teacher (`depth` 1, aliases apart), a column: always 'row'.
 */
function roleConditionPieces(
  set: string,
  roles: readonly SetRole[],
  who: Piece,
  shape: SqlShape,
  depth = 0,
): Piece[] {
  const sh = depth === 0 ? 'sh' : `sh${depth}`;
  const scan = shape === 'scan' && who === USER;
  const alternatives: Piece[][] = [];
  if (roles.includes('owner')) alternatives.push([`${set}.user_id = `, who]);
  const shared = sharedRoles(roles);
  if (shared.length > 0) {
    const permission =
      shared.length === 2
        ? ''
        : ` and ${sh}.permission in (${shared.map((r) => `'${r}'`).join(', ')})`;
    alternatives.push(
      scan
        ? [
            `${set}.id in (select ${sh}.set_id from flashcard_set_shares ${sh} where ${sh}.shared_with_user_id = `,
            who,
            `${permission})`,
          ]
        : [
            `exists (select 1 from flashcard_set_shares ${sh} where ${sh}.set_id = ${set}.id and ${sh}.shared_with_user_id = `,
            who,
            `${permission})`,
          ],
    );
  }
  if (roles.includes('class')) {
    if (who !== USER) throw new Error("'class' is asked of the caller only");
    const live = [' and ', ...assignmentLivePieces('ca'), ')'];
    alternatives.push(
      scan
        ? [
            `${set}.id in (select ca.set_id from ${CLASS_VIEW_FROM} where cm.user_id = `,
            who,
            ...live,
          ]
        : [
            `exists (select 1 from ${CLASS_VIEW_FROM} where ca.set_id = ${set}.id and cm.user_id = `,
            who,
            ...live,
          ],
    );
  }
  if (alternatives.length === 0) return ['false'];
  return ['(', ...alternatives.flatMap((a, i) => (i === 0 ? a : [' or ', ...a])), ')'];
}

/** The class assignments that give a learner 'class' (aliases ca, cm), up to the `where`. */
const CLASS_VIEW_FROM =
  "class_assignments ca join class_members cm on cm.class_id = ca.class_id and cm.role = 'learner'";

/** The roles by which a class's teacher keeps an assignment alive: 'set.assign''s. */
const ASSIGNING_ROLES: readonly SetRole[] = SET_ACTION_RULES['set.assign'];
if (ASSIGNING_ROLES.includes('class')) {
  throw new Error("'set.assign' may not allow 'class': the class rule would refer to itself");
}

/**
 * The condition "the assignment row `assignment` reaches its class's learners": a teacher of
 * its class may take 'set.assign' on its set in their own right (issue 34 §22). It names only
 * the assignment's own columns — the set is joined anew (alias cs) — so the caller's class
 * alternative stays uncorrelated with the outer set row (one hashed subplan per query).
 */
function assignmentLivePieces(assignment: string): Piece[] {
  return [
    `exists (select 1 from class_members ct join flashcard_sets cs on cs.id = ${assignment}.set_id where ct.class_id = ${assignment}.class_id and ct.role = 'teacher' and `,
    ...roleConditionPieces('cs', ASSIGNING_ROLES, 'ct.user_id', 'row', 1),
    ')',
  ];
}

/** The user's role on the set row `set` ('owner', 'edit', 'view', 'class' or null), as pieces. */
function rolePieces(set: string): Piece[] {
  return [
    `(case when ${set}.user_id = `,
    USER,
    ` then 'owner' else coalesce((select sh.permission from flashcard_set_shares sh where sh.set_id = ${set}.id and sh.shared_with_user_id = `,
    USER,
    `), (select 'class' where `,
    ...roleConditionPieces(set, ['class'], USER, 'row'),
    `)) end)`,
  ];
}

function toText(pieces: Piece[], userParam: string): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : userParam)).join('');
}

function toSql(pieces: Piece[], userId?: string): SQL {
  return sql.join(
    pieces.map((piece) => {
      if (typeof piece === 'string') return sql.raw(piece);
      if (userId === undefined) throw new Error('generated SQL names a user but none was given');
      return sql`${userId}`;
    }),
  );
}

/**
 * SQL text (for prepared statements): the user in parameter `userParam` (e.g. '$1') may take
 * `action` on the set row aliased `set`; `shape` 'scan' for a query over many sets (SqlShape).
 */
export function setAccessSqlText(
  action: SetAction,
  set: string,
  userParam: string,
  shape: SqlShape = 'row',
): string {
  return toText(roleConditionPieces(set, SET_ACTION_RULES[action], USER, shape), userParam);
}

/**
 * The same condition for Drizzle queries. `set` is the alias (or table name) of a
 * flashcard_sets row in the query; it is qualified by hand, since Drizzle writes columns of the
 * queried table unqualified, which inside the subquery would name the share's own columns.
 */
export function setAccessSql(
  action: SetAction,
  userId: string,
  set = 'flashcard_sets',
  shape: SqlShape = 'row',
): SQL {
  return toSql(roleConditionPieces(set, SET_ACTION_RULES[action], USER, shape), userId);
}

/**
 * SQL text of the user's role on the set row `set`: 'owner' | 'edit' | 'view' | 'class' | null
 * (publicRole turns it into the API's `access`).
 */
export function setRoleSqlText(set: string, userParam: string): string {
  return toText(rolePieces(set), userParam);
}

/** The role expression for Drizzle queries (see setAccessSql for `set`). */
export function setRoleSql(userId: string, set = 'flashcard_sets'): SQL {
  return toSql(rolePieces(set), userId);
}

/**
 * SQL for Drizzle queries: the class assignment row aliased `assignment` reaches its class's
 * learners — a teacher of the class may still take 'set.assign' on its set in their own right.
 * Lists of assignments (a class's page, the owner's view, the learners' figures) show only
 * those, so nobody reads a set's title through a dead assignment.
 */
export function assignmentLiveSql(assignment = 'ca'): SQL {
  return toSql(assignmentLivePieces(assignment));
}
