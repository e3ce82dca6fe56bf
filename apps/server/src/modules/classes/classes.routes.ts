/**
 * /api/classes (issue 22 §1; docs/api.md "Classes"): validate, then call the services, which
 * ask the class access rule first. Routes with a class id and a body or query answer access
 * (404/403) before a 400 (`before400`). Joining by code is rate-limited per user
 * (CLASS_JOIN_RATE_LIMIT), invitations per sender together with shares (INVITATION_RATE_LIMITS,
 * issue 34 §23): 429 RATE_LIMITED with Retry-After. An invitation's addressee answers it at
 * …/:classId/invitation (issue 34 §25).
 */
import {
  CLASS_JOIN_RATE_LIMIT,
  classInvitationAcceptSchema,
  classAssignmentInputSchema,
  classAssignmentParamSchema,
  classCreateSchema,
  classIdParamSchema,
  classInvitationInputSchema,
  classInvitationParamSchema,
  classJoinSchema,
  classMemberInputSchema,
  classMemberParamSchema,
  classProgressCsvQuerySchema,
  classProgressQuerySchema,
  classSelfUpdateSchema,
  classUpdateSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import { classAccessFirst, invitationFirst } from '../../auth/access-guard.ts';
import { invitationRateLimit, rateLimit } from '../../http/rate-limit.ts';
import type { AppEnv } from '../../http/types.ts';
import { validate } from '../../http/validate.ts';
import { contentDisposition } from '../imports/export.ts';
import * as assignments from './assignments.service.ts';
import * as service from './classes.service.ts';
import * as invitations from './invitations.service.ts';
import * as members from './members.service.ts';
import * as progress from './progress.service.ts';

/** The /api/classes routes (behind requireUser); `clock` dates the progress figures. */
export function classRoutes(deps: members.MemberDeps & { clock: () => Date }) {
  const { db, clock } = deps;
  const id = validate('param', classIdParamSchema);
  /** The progress routes' `?timeZone=`, after the caller's access to `action` (404/403 first). */
  const timeZoneFor = (action: 'class.progress' | 'class.self') =>
    validate('query', classProgressQuerySchema, { before400: classAccessFirst(db, action) });
  const perSender = invitationRateLimit(db, clock);
  // an invitation's addressee proves the address where it can be verified (SMTP)
  const verificationPossible = deps.mailer.kind === 'smtp';
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => c.json({ classes: await service.listClasses(db, c.var.user.id) }))
      // the caller's own invitations (before '/:classId', which is a uuid)
      .get('/invitations', async (c) =>
        c.json({
          invitations: await invitations.myInvitations(db, c.var.user, verificationPossible),
        }),
      )
      .post('/', validate('json', classCreateSchema), async (c) =>
        c.json(
          { class: await service.createClass(db, c.var.user.id, c.req.valid('json').name) },
          201,
        ),
      )
      .post(
        '/join',
        rateLimit(db, {
          name: 'class-join',
          ...CLASS_JOIN_RATE_LIMIT,
          clientAddress: (c) => c.var.user.id,
          clock,
        }),
        validate('json', classJoinSchema),
        async (c) =>
          c.json({ class: await service.joinClass(db, c.var.user, c.req.valid('json')) }),
      )
      .get('/:classId', id, async (c) =>
        c.json({ class: await service.getClass(db, c.var.user.id, c.req.valid('param').classId) }),
      )
      .patch(
        '/:classId',
        id,
        validate('json', classUpdateSchema, { before400: classAccessFirst(db, 'class.edit') }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const updated = await service.updateClass(
            db,
            c.var.user.id,
            classId,
            c.req.valid('json'),
          );
          return c.json({ class: updated });
        },
      )
      .delete('/:classId', id, async (c) => {
        await service.deleteClass(db, c.var.user.id, c.req.valid('param').classId);
        return c.body(null, 204);
      })
      .patch(
        '/:classId/me',
        id,
        validate('json', classSelfUpdateSchema, { before400: classAccessFirst(db, 'class.self') }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const { shareIelts } = c.req.valid('json');
          return c.json({
            class: await service.updateSelf(db, c.var.user.id, classId, shareIelts),
          });
        },
      )
      .post(
        '/:classId/members',
        perSender,
        id,
        validate('json', classMemberInputSchema, {
          before400: classAccessFirst(db, 'class.members'),
        }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const { email } = c.req.valid('json');
          const { answer, created } = await members.invite(
            deps,
            c.var.user,
            classId,
            email,
            'teacher',
          );
          return c.json(answer, created ? 201 : 200);
        },
      )
      .delete('/:classId/members/:userId', validate('param', classMemberParamSchema), async (c) => {
        const { classId, userId } = c.req.valid('param');
        await members.removeMember(db, c.var.user.id, classId, userId);
        return c.body(null, 204);
      })
      .post(
        '/:classId/invitations',
        perSender,
        id,
        validate('json', classInvitationInputSchema, {
          before400: classAccessFirst(db, 'class.members'),
        }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const { email } = c.req.valid('json');
          const { answer, created } = await members.invite(
            deps,
            c.var.user,
            classId,
            email,
            'learner',
          );
          return c.json(answer, created ? 201 : 200);
        },
      )
      .delete(
        '/:classId/invitations/:email',
        validate('param', classInvitationParamSchema),
        async (c) => {
          const { classId, email } = c.req.valid('param');
          await members.cancelInvitation(db, c.var.user.id, classId, email);
          return c.body(null, 204);
        },
      )
      .post(
        '/:classId/invitation/accept',
        id,
        validate('json', classInvitationAcceptSchema, {
          before400: invitationFirst(db, verificationPossible),
        }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const joined = await invitations.acceptInvitation(
            db,
            c.var.user,
            classId,
            c.req.valid('json'),
            verificationPossible,
          );
          return c.json({ class: joined });
        },
      )
      .delete('/:classId/invitation', id, async (c) => {
        await invitations.declineInvitation(
          db,
          c.var.user,
          c.req.valid('param').classId,
          verificationPossible,
        );
        return c.body(null, 204);
      })
      .post(
        '/:classId/assignments',
        id,
        validate('json', classAssignmentInputSchema, {
          before400: classAccessFirst(db, 'class.assign'),
        }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const { assignment, created } = await assignments.assignSet(
            db,
            c.var.user.id,
            classId,
            c.req.valid('json'),
          );
          return c.json({ assignment }, created ? 201 : 200);
        },
      )
      .delete(
        '/:classId/assignments/:setId',
        validate('param', classAssignmentParamSchema),
        async (c) => {
          const { classId, setId } = c.req.valid('param');
          await assignments.withdrawSet(db, c.var.user.id, classId, setId);
          return c.body(null, 204);
        },
      )
      .get('/:classId/progress', id, timeZoneFor('class.progress'), async (c) => {
        const { classId } = c.req.valid('param');
        const { timeZone } = c.req.valid('query');
        const figures = await progress.classProgress(db, c.var.user.id, classId, clock(), timeZone);
        c.header('Cache-Control', 'no-store');
        return c.json(figures);
      })
      .get('/:classId/progress/me', id, timeZoneFor('class.self'), async (c) => {
        const { classId } = c.req.valid('param');
        const { timeZone } = c.req.valid('query');
        const own = await progress.ownProgress(db, c.var.user.id, classId, clock(), timeZone);
        c.header('Cache-Control', 'no-store');
        return c.json(own);
      })
      .get(
        '/:classId/progress.csv',
        id,
        validate('query', classProgressCsvQuerySchema, {
          before400: classAccessFirst(db, 'class.progress'),
        }),
        async (c) => {
          const { classId } = c.req.valid('param');
          const { timeZone, language } = c.req.valid('query');
          const userId = c.var.user.id;
          const figures = await progress.classProgress(db, userId, classId, clock(), timeZone);
          const headings = await progress.csvLanguage(db, userId, language);
          c.header('Content-Type', 'text/csv; charset=utf-8');
          c.header(
            'Content-Disposition',
            contentDisposition(`class-progress-${figures.today}.csv`),
          );
          c.header('Cache-Control', 'private, no-store');
          return c.body(progress.progressCsv(figures, headings));
        },
      )
  );
}
