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
 * - 'view' also: the user is a learner of a class the set is assigned to (issue 22 §1:
 *   `class_assignments` × `class_members` role 'learner'), live: withdrawing the assignment or
 *   leaving the class takes it away; a share's permission wins over it (an 'edit' share stays
 *   'edit');
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
import { CLASS_MESSAGES, SHARE_MESSAGES } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';

export const SET_ROLES = ['owner', 'edit', 'view'] as const;
export type SetRole = (typeof SET_ROLES)[number];

/** Every action on a set and the roles allowed it. */
export const SET_ACTION_RULES = {
  /** Open the set with its cards (editor, read-only view). */
  'set.read': ['owner', 'edit', 'view'],
  /** Download it as CSV, text or .apkg. */
  'set.export': ['owner', 'edit', 'view'],
  /** "Save a copy" into one's own sets. */
  'set.copy': ['owner', 'edit', 'view'],
  /** Study it: load its cards and one's progress, start, rate, undo and complete sessions. */
  'set.study': ['owner', 'edit', 'view'],
  /** Play games on it, save their results and send missed words to one's review list. */
  'set.play': ['owner', 'edit', 'view'],
  /** See one of its card images. */
  'set.image': ['owner', 'edit', 'view'],
  /** Save the set (title, description, colour, cards). */
  'set.edit': ['owner', 'edit'],
  /** Append one card (the dictionary's "add to a set"). */
  'card.add': ['owner', 'edit'],
  /** Delete the set with everything in it. */
  'set.delete': ['owner'],
  /** List, add, change and withdraw its shares. */
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

/** A piece of generated SQL: text, or the place of the user's id. */
type Piece = string | { user: true };
const USER: Piece = { user: true };

/** The share permissions (= roles) among `roles`. */
function sharedRoles(roles: readonly SetRole[]): SetRole[] {
  return roles.filter((role) => role !== 'owner');
}

/** The condition "the user's role on the set row `set` is one of `roles`", as pieces. */
function roleConditionPieces(set: string, roles: readonly SetRole[]): Piece[] {
  const alternatives: Piece[][] = [];
  if (roles.includes('owner')) alternatives.push([`${set}.user_id = `, USER]);
  const shared = sharedRoles(roles);
  if (shared.length > 0) {
    const every = shared.length === SET_ROLES.length - 1;
    alternatives.push([
      `exists (select 1 from flashcard_set_shares sh where sh.set_id = ${set}.id and sh.shared_with_user_id = `,
      USER,
      every ? ')' : ` and sh.permission in (${shared.map((r) => `'${r}'`).join(', ')}))`,
    ]);
  }
  if (roles.includes('view')) {
    alternatives.push([
      `exists (${CLASS_VIEW_FROM} where ca.set_id = ${set}.id and cm.user_id = `,
      USER,
      ')',
    ]);
  }
  if (alternatives.length === 0) return ['false'];
  return ['(', ...alternatives.flatMap((a, i) => (i === 0 ? a : [' or ', ...a])), ')'];
}

/** The class assignments that give a learner 'view' (aliases ca, cm), up to the `where`. */
const CLASS_VIEW_FROM =
  "select 1 from class_assignments ca join class_members cm on cm.class_id = ca.class_id and cm.role = 'learner'";

/** The user's role on the set row `set` ('owner', 'edit', 'view' or null), as pieces. */
function rolePieces(set: string): Piece[] {
  return [
    `(case when ${set}.user_id = `,
    USER,
    ` then 'owner' else coalesce((select sh.permission from flashcard_set_shares sh where sh.set_id = ${set}.id and sh.shared_with_user_id = `,
    USER,
    `), (select 'view' where exists (${CLASS_VIEW_FROM} where ca.set_id = ${set}.id and cm.user_id = `,
    USER,
    `))) end)`,
  ];
}

function toText(pieces: Piece[], userParam: string): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : userParam)).join('');
}

function toSql(pieces: Piece[], userId: string): SQL {
  return sql.join(
    pieces.map((piece) => (typeof piece === 'string' ? sql.raw(piece) : sql`${userId}`)),
  );
}

/**
 * SQL text (for prepared statements): the user in parameter `userParam` (e.g. '$1') may take
 * `action` on the set row aliased `set`.
 */
export function setAccessSqlText(action: SetAction, set: string, userParam: string): string {
  return toText(roleConditionPieces(set, SET_ACTION_RULES[action]), userParam);
}

/**
 * The same condition for Drizzle queries. `set` is the alias (or table name) of a
 * flashcard_sets row in the query; it is qualified by hand, since Drizzle writes columns of the
 * queried table unqualified, which inside the subquery would name the share's own columns.
 */
export function setAccessSql(action: SetAction, userId: string, set = 'flashcard_sets'): SQL {
  return toSql(roleConditionPieces(set, SET_ACTION_RULES[action]), userId);
}

/** SQL text of the user's role on the set row `set`: 'owner' | 'edit' | 'view' | null. */
export function setRoleSqlText(set: string, userParam: string): string {
  return toText(rolePieces(set), userParam);
}

/** The role expression for Drizzle queries (see setAccessSql for `set`). */
export function setRoleSql(userId: string, set = 'flashcard_sets'): SQL {
  return toSql(rolePieces(set), userId);
}
