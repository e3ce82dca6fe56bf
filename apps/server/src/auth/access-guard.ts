/**
 * Access checks for validate()'s `before400` (http/validate.ts): a request about a resource in
 * its path that fails validation answers 404 or 403 first when the user may not act on it.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/types.ts';
import {
  requireAccess,
  requireClassAccess,
  requireInvitation,
  requireSessionAccess,
  type ClassAction,
  type SetAction,
} from './access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `action` on the set named by the path parameter `param` (default `setId`). */
export function setAccessFirst(db: Db, action: SetAction, param = 'setId') {
  return async (c: Context<AppEnv>): Promise<void> => {
    const id = c.req.param(param);
    if (id !== undefined && UUID.test(id)) await requireAccess(db, c.var.user.id, action, id);
  };
}

/** Writing in the study session named by the path parameter `sessionId`. */
export function sessionAccessFirst(db: Db) {
  return async (c: Context<AppEnv>): Promise<void> => {
    const id = c.req.param('sessionId');
    if (id !== undefined && UUID.test(id)) await requireSessionAccess(db, c.var.user.id, id);
  };
}

/** `action` on the class named by the path parameter `classId`. */
export function classAccessFirst(db: Db, action: ClassAction) {
  return async (c: Context<AppEnv>): Promise<void> => {
    const id = c.req.param('classId');
    if (id !== undefined && UUID.test(id)) await requireClassAccess(db, c.var.user.id, action, id);
  };
}

/**
 * Answering the invitation to the class named by `classId` (its addressee only, the address
 * proven theirs where `verificationPossible`: requireInvitation).
 */
export function invitationFirst(db: Db, verificationPossible: boolean) {
  return async (c: Context<AppEnv>): Promise<void> => {
    const id = c.req.param('classId');
    if (id !== undefined && UUID.test(id)) {
      await requireInvitation(db, c.var.user, id, verificationPossible);
    }
  };
}
