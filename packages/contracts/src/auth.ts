/**
 * Account form schemas shared by the web forms and the server (spec §5 "Validation rules"):
 * sign-up needs name, e-mail, password and confirmation; passwords must match
 * ('Mật khẩu xác nhận không khớp!') and have at least 6 characters
 * ('Mật khẩu phải có ít nhất 6 ký tự!'); reset and change password use the same two rules.
 */
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords.ts';
import { isWellFormedText } from './text.ts';

/** Spec §9: password minimum 6 (Better Auth's own default of 8 is overridden to match). */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound that keeps password hashing cheap; Better Auth is configured with the same. */
export const PASSWORD_MAX_LENGTH = 128;

export const AUTH_MESSAGES = {
  nameRequired: 'Vui lòng nhập họ tên',
  resetLinkInvalid: 'Link đặt lại mật khẩu không hợp lệ.',
  nameTooLong: 'Họ tên quá dài (tối đa 100 ký tự)',
  nameInvalid: 'Họ tên chứa ký tự không hợp lệ',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ!',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự!',
  passwordTooLong: 'Mật khẩu quá dài (tối đa 128 ký tự)',
  passwordMismatch: 'Mật khẩu xác nhận không khớp!',
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.emailInvalid)
  .refine(isWellFormedText, AUTH_MESSAGES.emailInvalid);

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});

/** What the server accepts on sign-up (Better Auth's /sign-up/email body, checked by a hook). */
export const signUpRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.nameRequired)
    .max(100, AUTH_MESSAGES.nameTooLong)
    .refine(isWellFormedText, AUTH_MESSAGES.nameInvalid),
  email,
  password: newPassword,
});

/** The sign-up form: the request plus the password confirmation. */
export const signUpSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** A reset token as Better Auth issues it (URL-safe characters only). */
export const resetTokenSchema = z
  .string()
  .min(1, AUTH_MESSAGES.resetLinkInvalid)
  .max(200, AUTH_MESSAGES.resetLinkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, AUTH_MESSAGES.resetLinkInvalid);

/** POST /api/account/reset-password/check: is a reset token (from the URL fragment) usable? */
export const resetTokenCheckSchema = z.object({ token: resetTokenSchema });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** POST /api/account/first-login/complete */
export const firstLoginResponseSchema = z.object({ firstLogin: z.literal(false) });
/** POST /api/account/reset-password/check */
export const resetTokenCheckResponseSchema = z.object({ valid: z.boolean() });
/** GET /api/health */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
