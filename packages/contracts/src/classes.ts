/**
 * Classes (issue 22 §1): a teacher creates a class, learners join by an 8-character code or an
 * e-mail invitation, teachers assign sets (the class's learners get 'view' on them) and see
 * each learner's figures. Request schemas carry their Vietnamese messages (CLASS_MESSAGES); the
 * web shows its own catalogue's text for the error codes.
 */
import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';
import { isoInstantSchema } from './flashcards.ts';
import { ieltsSkillSchema } from './ielts.ts';
import { SHARE_MESSAGES } from './shares.ts';
import { timeZoneSchema } from './study.ts';
import { LANGUAGES } from './languages.ts';
import { isWellFormedText } from './text.ts';

export const CLASS_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên lớp',
  nameTooLong: 'Tên lớp tối đa 100 ký tự',
  codeInvalid: 'Mã lớp gồm 8 chữ cái hoặc chữ số',
  nothingToChange: 'Không có gì để thay đổi',
  noteTooLong: 'Ghi chú tối đa 500 ký tự',
  dueDateInvalid: 'Hạn hoàn thành không hợp lệ',
  teacherOnly: 'Chỉ giáo viên của lớp mới làm được việc này.',
  learnerOnly: 'Chỉ học viên của lớp mới làm được việc này.',
  assignClassSet:
    'Bộ thẻ bạn học qua lớp không giao lại cho lớp khác được. Hãy lưu bản sao rồi giao bản sao.',
} as const;

/**
 * The join code's alphabet: capitals and digits without the look-alikes 0/O, 1/I/L
 * (Crockford's idea), so a code read off a board is typed right.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 8;

/**
 * Joins by code per user (POST /api/classes/join, right or wrong): with 31^8 codes, 120 tries an
 * hour make guessing another class's code hopeless, and no real learner joins that often.
 */
export const CLASS_JOIN_RATE_LIMIT = { windowSeconds: 3600, max: 120 } as const;

/**
 * Invitations and shares per sender (issue 34 §23): each may e-mail a stranger, so one account
 * may send at most 100 an hour and 300 a day — class invitations, co-teacher invitations and
 * set shares together, counted per request. A teacher inviting a class or two of 30-40 learners
 * stays well inside; a sender past either window gets 429 RATE_LIMITED with Retry-After.
 */
export const INVITATION_RATE_LIMITS = [
  { name: 'invitations-hour', windowSeconds: 3600, max: 100 },
  { name: 'invitations-day', windowSeconds: 86_400, max: 300 },
] as const;

export const CLASS_NAME_MAX = 100;
export const ASSIGNMENT_NOTE_MAX = 500;

export const classRoleSchema = z.enum(['teacher', 'learner']);
export type ClassRole = z.infer<typeof classRoleSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, CLASS_MESSAGES.nameRequired)
  .max(CLASS_NAME_MAX, CLASS_MESSAGES.nameTooLong)
  .refine(isWellFormedText, CLASS_MESSAGES.nameRequired);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, SHARE_MESSAGES.emailRequired)
  .max(254, SHARE_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, SHARE_MESSAGES.emailInvalid)
  .refine(isWellFormedText, SHARE_MESSAGES.emailInvalid);

const dayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST /api/classes */
export const classCreateSchema = z.object({ name: nameSchema });
export type ClassCreateInput = z.input<typeof classCreateSchema>;

/** PATCH /api/classes/:classId: rename, and/or 'regenerate' the join code or turn it 'off'. */
export const classUpdateSchema = z
  .object({ name: nameSchema.optional(), joinCode: z.enum(['regenerate', 'off']).optional() })
  .refine((v) => v.name !== undefined || v.joinCode !== undefined, CLASS_MESSAGES.nothingToChange);
export type ClassUpdateInput = z.input<typeof classUpdateSchema>;

/** PATCH /api/classes/:classId/me: a learner's consent to share their IELTS results. */
export const classSelfUpdateSchema = z.object({ shareIelts: z.boolean() });

/** POST /api/classes/join: the code is read without case and with spaces or dashes ignored. */
export const classJoinSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .length(JOIN_CODE_LENGTH, CLASS_MESSAGES.codeInvalid)
        .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`), CLASS_MESSAGES.codeInvalid),
    ),
  shareIelts: z.boolean().default(false),
});
export type ClassJoinInput = z.input<typeof classJoinSchema>;

/** POST /api/classes/:classId/members (invites another teacher by e-mail). */
export const classMemberInputSchema = z.object({ email: emailSchema });
/** POST /api/classes/:classId/invitations (invites a learner by e-mail). */
export const classInvitationInputSchema = z.object({ email: emailSchema });
/** POST /api/classes/:classId/invitation/accept: the addressee joins, with their consent. */
export const classInvitationAcceptSchema = z.object({ shareIelts: z.boolean().default(false) });

/** POST /api/classes/:classId/assignments */
export const classAssignmentInputSchema = z.object({
  setId: z.uuid(),
  dueDate: calendarDateSchema(CLASS_MESSAGES.dueDateInvalid).nullable().default(null),
  note: z.string().trim().max(ASSIGNMENT_NOTE_MAX, CLASS_MESSAGES.noteTooLong).default(''),
});
export type ClassAssignmentInput = z.input<typeof classAssignmentInputSchema>;

export const classIdParamSchema = z.object({ classId: z.uuid() });
export const classMemberParamSchema = z.object({
  classId: z.uuid(),
  userId: z.string().min(1).max(100),
});
export const classAssignmentParamSchema = z.object({ classId: z.uuid(), setId: z.uuid() });
/** DELETE /api/classes/:classId/invitations/:email (the address URL-encoded in the path). */
export const classInvitationParamSchema = z.object({ classId: z.uuid(), email: emailSchema });
/** GET /api/classes/:classId/progress[.csv]?timeZone=Area/City */
export const classProgressQuerySchema = z.object({ timeZone: timeZoneSchema });
/**
 * GET /api/classes/:classId/progress.csv?timeZone=Area/City&language=vi|en: the CSV's headings
 * in `language` (the interface's; without it, the teacher's account language).
 */
export const classProgressCsvQuerySchema = classProgressQuerySchema.extend({
  language: z.enum(LANGUAGES).optional(),
});

const count = z.int().min(0);

/** A class in the user's list. */
export const classSummaryDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: classRoleSchema,
  learnerCount: count,
  teacherCount: count,
  assignmentCount: count,
  createdAt: isoInstantSchema,
});
export type ClassSummaryDto = z.infer<typeof classSummaryDtoSchema>;

export const classAssignmentDtoSchema = z.object({
  setId: z.uuid(),
  title: z.string(),
  color: z.string(),
  cardCount: count,
  dueDate: dayKeySchema.nullable(),
  note: z.string(),
  createdAt: isoInstantSchema,
});
export type ClassAssignmentDto = z.infer<typeof classAssignmentDtoSchema>;

/** A member as a teacher sees them (never shown to a learner). */
export const classMemberDtoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: classRoleSchema,
  shareIelts: z.boolean(),
  joinedAt: isoInstantSchema,
});
export type ClassMemberDto = z.infer<typeof classMemberDtoSchema>;

/**
 * One class as the caller may see it. A learner gets its name, the teachers' names, the
 * assignments and their own consent; `joinCode`, `members` and `invitations` are null for them.
 */
export const classDtoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: classRoleSchema,
  joinCode: z.string().nullable(),
  teachers: z.array(z.object({ userId: z.string(), name: z.string() })),
  assignments: z.array(classAssignmentDtoSchema),
  members: z.array(classMemberDtoSchema).nullable(),
  /** Pending invitations (teachers only): the address and role, never whether it has an account. */
  invitations: z
    .array(z.object({ email: z.string(), role: classRoleSchema, createdAt: isoInstantSchema }))
    .nullable(),
  me: z.object({ userId: z.string(), shareIelts: z.boolean() }),
  createdAt: isoInstantSchema,
});
export type ClassDto = z.infer<typeof classDtoSchema>;

/** GET /api/classes */
export const classListResponseSchema = z.object({ classes: z.array(classSummaryDtoSchema) });
/** POST, GET, PATCH /api/classes[/:classId], PATCH …/me, POST /api/classes/join */
export const classResponseSchema = z.object({ class: classDtoSchema });
/**
 * POST /api/classes/:classId/invitations and …/members (issue 34 §25): 'pending' — the
 * invitation waits for the account with this address to accept it, whether or not one exists
 * yet (the answer never tells); 'member' — the address is already a member of the class in that
 * role (or higher), as the teacher's member list shows: nothing recorded, nothing sent.
 */
export const classInvitationResponseSchema = z.object({
  email: z.string(),
  role: classRoleSchema,
  status: z.enum(['pending', 'member']),
});
export type ClassInvitationResponse = z.infer<typeof classInvitationResponseSchema>;

/** An invitation as its addressee sees it (GET /api/classes/invitations). */
export const myClassInvitationSchema = z.object({
  classId: z.uuid(),
  className: z.string(),
  role: classRoleSchema,
  /** The class's teachers' names. */
  teachers: z.array(z.string()),
  invitedAt: isoInstantSchema,
});
export type MyClassInvitation = z.infer<typeof myClassInvitationSchema>;

/** GET /api/classes/invitations: those addressed to the caller's e-mail, newest first. */
export const myClassInvitationsResponseSchema = z.object({
  invitations: z.array(myClassInvitationSchema),
});
/** POST /api/classes/:classId/assignments */
export const classAssignmentResponseSchema = z.object({ assignment: classAssignmentDtoSchema });

const bandSchema = z.number().min(0).max(9);

/** One learner's figures on the class's assigned sets (the teachers', and the learner's own). */
export const classLearnerProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Cards of the assigned sets due now (reviewed before, not suspended). */
  dueNow: count,
  /** Ratings on the assigned sets in the last 7 days (review and practice, not undone). */
  reviews7d: count,
  /** Percent of those rated ≥ 3 (PASSING_RATING), rounded; null without ratings. */
  accuracy7d: z.int().min(0).max(100).nullable(),
  /** The last learner day with a rating on an assigned set, or null. */
  lastStudiedDay: dayKeySchema.nullable(),
  /** The learner's study streak (stats: one missed day a week frozen). */
  streak: count,
  /**
   * Only when the learner shares their IELTS results: per skill the latest band and the one
   * before it (the trend), null for a skill without a band.
   */
  ielts: z
    .record(
      ieltsSkillSchema,
      z.object({ latest: bandSchema, previous: bandSchema.nullable() }).nullable(),
    )
    .nullable(),
});
export type ClassLearnerProgress = z.infer<typeof classLearnerProgressSchema>;

/** GET /api/classes/:classId/progress */
export const classProgressResponseSchema = z.object({
  today: dayKeySchema,
  learners: z.array(classLearnerProgressSchema),
});
export type ClassProgressDto = z.infer<typeof classProgressResponseSchema>;

/**
 * GET /api/classes/:classId/progress/me (a learner): their own row, exactly as the class's
 * teachers see it (IELTS only when they share it).
 */
export const classOwnProgressResponseSchema = z.object({
  today: dayKeySchema,
  learner: classLearnerProgressSchema,
});
export type ClassOwnProgressDto = z.infer<typeof classOwnProgressResponseSchema>;

/** DELETE /api/sets/:setId/classes/:classId (the set's owner ends an assignment). */
export const setClassParamSchema = z.object({ setId: z.uuid(), classId: z.uuid() });

/**
 * A class the set is assigned to, as the set's owner sees it (issue 34 §22): the class's name,
 * the teacher who assigned it (null when that account is gone), how many learners it has, and
 * whether the assignment reaches them now (a teacher of the class may still assign the set).
 */
export const setClassDtoSchema = z.object({
  classId: z.uuid(),
  name: z.string(),
  teacherName: z.string().nullable(),
  learnerCount: count,
  reaches: z.boolean(),
  assignedAt: isoInstantSchema,
});
export type SetClassDto = z.infer<typeof setClassDtoSchema>;

/** GET /api/sets/:setId/classes */
export const setClassListResponseSchema = z.object({ classes: z.array(setClassDtoSchema) });
