import {
  AUTH_MESSAGES,
  COMMON_PASSWORD_MESSAGE,
  SETTINGS_MESSAGES,
  signUpSchema,
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
