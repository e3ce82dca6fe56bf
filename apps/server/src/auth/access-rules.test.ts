import { describe, expect, it } from 'vitest';
import {
  classForbiddenMessage,
  decideClassAccess,
  decideSetAccess,
  forbiddenMessage,
  SET_ACTIONS,
  setAccessSqlText,
  setRoleSqlText,
  type SetAction,
  type SetRole,
} from './access-rules.ts';

/**
 * The rule as a table: every action × every kind of caller. Anonymous callers never reach the
 * rule (requireUser answers 401 first); a stranger and a recipient whose share was withdrawn
 * have no role on the set and get 404; a role that sees the set but may not act gets 403.
 */
type Caller = 'owner' | 'edit' | 'view' | 'stranger' | 'revoked' | 'anonymous';
type Outcome = 'allow' | 403 | 404 | 401;

const ALL: Record<Caller, Outcome> = {
  owner: 'allow',
  edit: 'allow',
  view: 'allow',
  stranger: 404,
  revoked: 404,
  anonymous: 401,
};
const EDITORS: Record<Caller, Outcome> = { ...ALL, view: 403 };
const OWNER: Record<Caller, Outcome> = { ...ALL, edit: 403, view: 403 };

const TABLE: Record<SetAction, Record<Caller, Outcome>> = {
  'set.read': ALL,
  'set.export': ALL,
  'set.copy': ALL,
  'set.study': ALL,
  'set.play': ALL,
  'set.image': ALL,
  'set.edit': EDITORS,
  'card.add': EDITORS,
  'set.delete': OWNER,
  'set.share': OWNER,
};

/** What the server does for a caller, as requireUser and requireAccess combine. */
function outcome(caller: Caller, action: SetAction): Outcome {
  if (caller === 'anonymous') return 401;
  const role: SetRole | null =
    caller === 'owner' || caller === 'edit' || caller === 'view' ? caller : null;
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
    expect(setRoleSqlText('s', '$2')).toContain("(select 'view' where exists");
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
