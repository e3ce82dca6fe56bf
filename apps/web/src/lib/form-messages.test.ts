import {
  AUTH_ERROR_MESSAGES,
  AUTH_MESSAGES,
  COMMON_PASSWORD_MESSAGE,
  SETTINGS_MESSAGES,
  signUpSchema,
  twoFactorLockedMessage,
} from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalogues.ts';
import { makeIntl, setCurrentIntl, translate } from '../i18n/translate.ts';
import { fieldErrors } from './form-errors.ts';
import { formMessage, formMessageKey } from './form-messages.ts';

async function useLocale(locale: 'vi' | 'en') {
  setCurrentIntl(makeIntl(locale, await loadMessages(locale)));
}

afterEach(() => useLocale('vi'));

describe('formMessage', () => {
  it('keeps the spec texts on a Vietnamese page', async () => {
    await useLocale('vi');
    for (const text of [
      ...Object.values(AUTH_MESSAGES),
      ...Object.values(SETTINGS_MESSAGES),
      COMMON_PASSWORD_MESSAGE,
    ]) {
      expect(formMessageKey(text), text).toBeDefined();
      expect(translate(formMessageKey(text)!)).toBe(text);
    }
  });

  it('speaks English on an English page, and leaves other texts alone', async () => {
    await useLocale('en');
    expect(formMessage(AUTH_MESSAGES.passwordMismatch)).toBe('The passwords do not match!');
    expect(formMessage('something else')).toBe('something else');
    const parsed = signUpSchema.safeParse({
      name: '',
      email: 'x',
      password: '1',
      confirmPassword: '2',
    });
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      name: 'Please enter your name',
      email: 'Invalid email!',
      password: 'The password must have at least 6 characters!',
      confirmPassword: 'The passwords do not match!',
    });
  });
});

describe('authFailureMessage', () => {
  it('says how long a rate limit lasts, in the interface language', async () => {
    const { authFailureMessage } = await import('./auth-error-message.ts');
    const failure = {
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau 42 giây.',
    };
    await useLocale('vi');
    expect(authFailureMessage(failure)).toBe(failure.message);
    await useLocale('en');
    expect(authFailureMessage(failure)).toMatch(/42 seconds/);
    expect(
      authFailureMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' }),
    ).not.toBe('x');
    expect(authFailureMessage({ status: 0 })).toBe(translate('errors.network'));
  });
});

describe('two-factor lockout (issue 34 item 29)', () => {
  it('says how long the lock lasts in the interface language, never as a rate limit', async () => {
    const { authFailureMessage } = await import('./auth-error-message.ts');
    const locked = (seconds: number) => ({
      status: 429,
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      message: twoFactorLockedMessage(seconds),
    });
    await useLocale('vi');
    // the catalogue's sentence is the server's, minute for minute
    for (const minutes of [1, 7, 15]) {
      expect(translate('errors.twoFactorLockedMinutes', { minutes })).toBe(
        twoFactorLockedMessage(minutes * 60),
      );
    }
    expect(authFailureMessage(locked(14 * 60 + 1))).toBe(twoFactorLockedMessage(900));
    expect(authFailureMessage(locked(14 * 60 + 1))).toMatch(/thử lại sau 15 phút\.$/);
    await useLocale('en');
    expect(authFailureMessage(locked(900))).toBe(
      'You entered a wrong code 5 times in a row, so two-step verification for this account is locked for now. Please try again in 15 minutes.',
    );
    expect(authFailureMessage(locked(30))).toMatch(/try again in 1 minute\.$/);
    // without the wait (Better Auth's own answer), the general text
    expect(
      authFailureMessage({
        status: 429,
        code: 'ACCOUNT_TEMPORARILY_LOCKED',
        message: AUTH_ERROR_MESSAGES.ACCOUNT_TEMPORARILY_LOCKED,
      }),
    ).toBe(translate('errors.auth.ACCOUNT_TEMPORARILY_LOCKED'));
    expect(translate('errors.auth.ACCOUNT_TEMPORARILY_LOCKED')).toMatch(/5 times.*15 minutes/);
  });
});
