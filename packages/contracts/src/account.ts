/**
 * Settings schemas (issue 7 §1; spec §2 Settings, §4, §5 Profile, §8 Profile): the display name,
 * an e-mail change, a password change, the two-factor codes, the signed-in devices and account
 * deletion. The web forms and the server (Better Auth's before-hook and /api/account) share them.
 */
import {
  DAILY_GOAL_MAX_MINUTES,
  DAILY_GOAL_MIN_MINUTES,
  isTargetBand,
  MAX_DESIRED_RETENTION,
  MIN_DESIRED_RETENTION,
  SCHEDULERS,
} from '@app/domain';
import { LANGUAGES } from './languages.ts';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  PASSWORD_MAX_LENGTH,
  signUpRequestSchema,
} from './auth.ts';
import { calendarDateSchema } from './dates.ts';
import { isoInstantSchema } from './flashcards.ts';
import { isWellFormedText } from './text.ts';
import { isAcceptedTimeZone, TIME_ZONE_INVALID } from './time-zones.ts';
import { timeZoneSchema } from './study.ts';
import { fsrsOptimizationRecordSchema, fsrsParametersSchema } from './fsrs.ts';

export const SETTINGS_MESSAGES = {
  nameRequired: 'Tên hiển thị không được để trống!',
  nameTooLong: 'Tên hiển thị quá dài (tối đa 100 ký tự)',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  codeInvalid: 'Mã xác thực gồm 6 chữ số',
  backupCodeInvalid: 'Mã dự phòng có dạng xxxxx-xxxxx',
  examDateInvalid: 'Ngày thi không hợp lệ',
  targetBandInvalid: 'Điểm mục tiêu từ 4.0 đến 9.0, mỗi bậc 0.5',
} as const;

/** The exam date: a calendar date that exists (a learner day, not an instant). */
const examDateSchema = calendarDateSchema(SETTINGS_MESSAGES.examDateInvalid);

/** Spec §5 Profile: the display name may not be empty ('Tên hiển thị không được để trống!'). */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, SETTINGS_MESSAGES.nameRequired)
  .max(100, SETTINGS_MESSAGES.nameTooLong)
  .refine(isWellFormedText, AUTH_MESSAGES.nameInvalid);

/** The profile form (Better Auth's POST /api/auth/update-user, checked again by its before-hook). */
export const profileNameSchema = z.object({ name: displayNameSchema });

/**
 * Spec §5 Profile: a changed e-mail must match x@y.z ('Email không hợp lệ!'). The change is
 * confirmed by a link sent to the new address (Better Auth's POST /api/auth/change-email).
 */
export const changeEmailSchema = z.object({ newEmail: forgotPasswordSchema.shape.email });

/** The password-change form: the current password and a new one with the sign-up rules (§5). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, SETTINGS_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    password: signUpRequestSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** A code from an authenticator app (TOTP, 6 digits); spaces the learner typed are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SETTINGS_MESSAGES.codeInvalid));

/** A backup code as Better Auth issues them (10 letters and digits, shown as xxxxx-xxxxx). */
export const backupCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, SETTINGS_MESSAGES.backupCodeInvalid)
  .transform((v) => (v.includes('-') ? v : `${v.slice(0, 5)}-${v.slice(5)}`));

/** A password re-entered to confirm a sensitive step (two-factor on or off, account deletion). */
export const passwordConfirmationSchema = z.object({
  password: z
    .string()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/** DELETE /api/account: the second confirmation is the current password. */
export const deleteAccountSchema = passwordConfirmationSchema;

/** DELETE /api/account/sessions/:sessionId */
export const deviceParamSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});

/**
 * One signed-in device (a Better Auth session) as the Security tab lists it: never its token.
 * `lastActiveAt` is when the session was created or last extended (Better Auth extends a session
 * at most once a day), so it is exact to the day.
 */
export const deviceSessionDtoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: isoInstantSchema,
  lastActiveAt: isoInstantSchema,
  current: z.boolean(),
});

/** GET /api/account/sessions: the current device first, then the most recently active. */
export const deviceListResponseSchema = z.object({ sessions: z.array(deviceSessionDtoSchema) });

export type ProfileNameInput = z.infer<typeof profileNameSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type DeviceSessionDto = z.infer<typeof deviceSessionDtoSchema>;

/**
 * GET /api/account/preferences answers the whole object (defaults filled in); PATCH takes any
 * subset and answers the whole object after the change. Later issues add their own keys here.
 */
export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES),
  /** New cards today's queue introduces per learner day (issue 19; Anki's default 20). */
  newCardsPerDay: z.int().min(0).max(500),
  /** Reviews of cards already studied that today's queue holds per learner day. */
  reviewsPerDay: z.int().min(0).max(9_999),
  /**
   * The local hour (0-23) at which the learner's day begins (Anki's rollover, default 4): what
   * "today" means for the queue, the limits, due dates, the practice rule and streaks.
   */
  dayStartsAtHour: z.int().min(0).max(23),
  /**
   * The scheduler (issue 19 §2): SM-2 (the spec's, default) or FSRS. Switching reschedules the
   * learner's cards in one transaction; both keep their state on every rating.
   */
  scheduler: z.enum(SCHEDULERS),
  /** FSRS's desired retention, 0.70-0.97 (default 0.90). */
  desiredRetention: z.number().min(MIN_DESIRED_RETENTION).max(MAX_DESIRED_RETENTION),
  /**
   * FSRS's parameters fitted on the learner's own log (POST /api/study/fsrs/optimization; null:
   * FSRS-6's defaults), and what the last optimisation found. A change replays the memory states.
   */
  fsrsParameters: fsrsParametersSchema.nullable(),
  fsrsOptimization: fsrsOptimizationRecordSchema.nullable(),
  /** The learner's IELTS exam date (issue 21 §3), null when not set. */
  examDate: examDateSchema.nullable(),
  /** The overall band aimed for, 4.0-9.0 in half bands (issue 21 §3), null when not set. */
  targetBand: z
    .number()
    .refine(isTargetBand, { error: SETTINGS_MESSAGES.targetBandInvalid })
    .nullable(),
  /** Minutes of study a learner day (issue 21 §4; default 15). */
  dailyGoalMinutes: z.int().min(DAILY_GOAL_MIN_MINUTES).max(DAILY_GOAL_MAX_MINUTES),
  /** Opt-in reminder e-mail when the day's goal is not met (issue 21 §4; default off). */
  reminderEmail: z.boolean(),
  /** The local hour (0-23) of the reminder, in `timeZone` (default 19). */
  reminderHour: z.int().min(0).max(23),
  /**
   * The learner's IANA time zone for the reminder (the browser's, saved when reminders are
   * turned on); null until then. Every other request carries its own zone.
   */
  timeZone: z.string().refine(isAcceptedTimeZone, TIME_ZONE_INVALID).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
/** Any subset; FSRS's parameters can only be reset (null), the optimiser alone sets them. */
export const preferencesPatchSchema = preferencesSchema
  .omit({ fsrsOptimization: true })
  .extend({ fsrsParameters: z.null() })
  .partial()
  .strict();
/**
 * PATCH /api/account/preferences?timeZone=Area/City: the learner's time zone, for rescheduling
 * their cards when the scheduler, FSRS's retention or the day's start changes.
 */
export const preferencesQuerySchema = z.object({ timeZone: timeZoneSchema });
/**
 * GET /api/account/export?timeZone=Area/City: the file is named by the learner's calendar date
 * there (issue 34 §14), ielts-study-YYYY-MM-DD.json.
 */
export const accountExportQuerySchema = z.object({ timeZone: timeZoneSchema });
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
/** The defaults a learner who never chose has (a module of its own: no schema to build). */
export { DEFAULT_PREFERENCES } from './preference-defaults.ts';
