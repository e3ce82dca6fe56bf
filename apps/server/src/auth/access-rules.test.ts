import { describe, expect, it } from 'vitest';
import {
  classForbiddenMessage,
  decideClassAccess,
  decideSetAccess,
  forbiddenMessage,
  publicRole,
  SET_ACTIONS,
  setAccessSqlText,
  setRoleSqlText,
  type SetAction,
  type SetRole,
} from './access-rules.ts';

/**
 * The rule as a table: every action × every kind of caller. Anonymous callers never reach the
 * rule (requireUser answers 401 first); a stranger, a recipient whose share was withdrawn and a
 * learner of a class the set reaches no more (issue 34 §22: its teacher's share was withdrawn)
 * have no role on the set and get 404; a role that sees the set but may not act gets 403.
 * 'class' is a learner of a class the set is assigned to while it reaches the class.
 */
type Caller =
  'owner' | 'edit' | 'view' | 'class' | 'stranger' | 'revoked' | 'classRevoked' | 'anonymous';
type Outcome = 'allow' | 403 | 404 | 401;

const ALL: Record<Caller, Outcome> = {
  owner: 'allow',
  edit: 'allow',
  view: 'allow',
  class: 'allow',
  stranger: 404,
  revoked: 404,
  classRevoked: 404,
  anonymous: 401,
};
const EDITORS: Record<Caller, Outcome> = { ...ALL, view: 403, class: 403 };
const OWNER: Record<Caller, Outcome> = { ...EDITORS, edit: 403 };

const TABLE: Record<SetAction, Record<Caller, Outcome>> = {
  'set.read': ALL,
  'set.export': ALL,
  'set.copy': ALL,
  'set.study': ALL,
  'set.play': ALL,
  'set.image': ALL,
  // a recipient may hand the set to a class; a class's learner may not pass it on
  'set.assign': { ...ALL, class: 403 },
  'set.edit': EDITORS,
  'card.add': EDITORS,
  'set.delete': OWNER,
  'set.share': OWNER,
};

/** What the server does for a caller, as requireUser and requireAccess combine. */
function outcome(caller: Caller, action: SetAction): Outcome {
  if (caller === 'anonymous') return 401;
  const role: SetRole | null =
    caller === 'owner' || caller === 'edit' || caller === 'view' || caller === 'class'
      ? caller
      : null;
  const decision = decideSetAccess(role, action);
  return decision === 'allow' ? 'allow' : decision === 'forbidden' ? 403 : 404;
}

describe('the access rule', () => {
  it('covers every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...SET_ACTIONS].sort());
  });

  for (const action of SET_ACTIONS) {
    it(`${action}`, () => {
      for (const caller of Object.keys(ALL) as Caller[]) {
        expect(outcome(caller, action), `${caller} ${action}`).toBe(TABLE[action][caller]);
      }
    });
  }

  it('tells a viewer why an edit is refused, and a recipient why only the owner may act', () => {
    expect(forbiddenMessage('set.edit')).toBe(
      'Bạn chỉ có quyền xem bộ thẻ này. Không thể chỉnh sửa.',
    );
    expect(forbiddenMessage('card.add')).toBe(forbiddenMessage('set.edit'));
    expect(forbiddenMessage('set.delete')).toBe('Chỉ chủ sở hữu bộ thẻ mới làm được việc này.');
    expect(forbiddenMessage('set.assign')).toContain('lưu bản sao');
  });

  it('generates SQL from the same table', () => {
    expect(setAccessSqlText('set.delete', 's', '$1')).toBe('(s.user_id = $1)');
    expect(setAccessSqlText('set.edit', 's', '$1')).toContain("sh.permission in ('edit')");
    expect(setAccessSqlText('set.edit', 's', '$1')).toContain('s.user_id = $1 or exists');
    // every share permission may read: no permission filter at all
    expect(setAccessSqlText('set.read', 's', '$1')).not.toContain('permission');
    expect(setRoleSqlText('s', '$2')).toMatch(/^\(case when s\.user_id = \$2 then 'owner'/);
    // a learner of a class the set is assigned to may read, never edit (issue 22 §1)
    expect(setAccessSqlText('set.read', 's', '$1')).toContain('class_assignments ca');
    expect(setAccessSqlText('set.study', 's', '$1')).toContain("cm.role = 'learner'");
    expect(setAccessSqlText('set.edit', 's', '$1')).not.toContain('class_');
    expect(setRoleSqlText('s', '$2')).toContain(
      "(select 'class' where (exists (select 1 from class_assignments ca",
    );
    // issue 34 §22: only while a teacher of the class may assign the set in their own right
    const live =
      "exists (select 1 from class_members ct join flashcard_sets cs on cs.id = ca.set_id where ct.class_id = ca.class_id and ct.role = 'teacher' and (cs.user_id = ct.user_id or exists (select 1 from flashcard_set_shares sh1 where sh1.set_id = cs.id and sh1.shared_with_user_id = ct.user_id)))";
    const learner =
      "class_assignments ca join class_members cm on cm.class_id = ca.class_id and cm.role = 'learner'";
    expect(setAccessSqlText('set.read', 's', '$1')).toContain(
      `exists (select 1 from ${learner} where ca.set_id = s.id and cm.user_id = $1 and ${live})`,
    );
    // the same rule shaped for a scan over many sets: each alternative uncorrelated (hashed)
    const scan = setAccessSqlText('set.read', 's', '$1', 'scan');
    expect(scan).toBe(
      `(s.user_id = $1 or s.id in (select sh.set_id from flashcard_set_shares sh where sh.shared_with_user_id = $1) or s.id in (select ca.set_id from ${learner} where cm.user_id = $1 and ${live}))`,
    );
    expect(setAccessSqlText('set.edit', 's', '$1', 'scan')).toContain(
      "s.id in (select sh.set_id from flashcard_set_shares sh where sh.shared_with_user_id = $1 and sh.permission in ('edit'))",
    );
    expect(setAccessSqlText('set.assign', 's', '$1')).not.toContain('class_');
    expect(publicRole('class')).toBe('view');
    expect(publicRole('edit')).toBe('edit');
  });
});

describe('the class rule (issue 22 §1)', () => {
  it('lets members read, learners set their own consent, teachers do the rest', () => {
    expect(decideClassAccess(null, 'class.read')).toBe('not-found');
    expect(decideClassAccess('learner', 'class.read')).toBe('allow');
    expect(decideClassAccess('learner', 'class.leave')).toBe('allow');
    expect(decideClassAccess('learner', 'class.self')).toBe('allow');
    expect(decideClassAccess('teacher', 'class.self')).toBe('forbidden');
    for (const action of [
      'class.edit',
      'class.delete',
      'class.members',
      'class.assign',
      'class.progress',
    ] as const) {
      expect(decideClassAccess('teacher', action)).toBe('allow');
      expect(decideClassAccess('learner', action)).toBe('forbidden');
      expect(decideClassAccess(null, action)).toBe('not-found');
    }
    expect(classForbiddenMessage('class.progress')).toBe(
      'Chỉ giáo viên của lớp mới làm được việc này.',
    );
  });
});
