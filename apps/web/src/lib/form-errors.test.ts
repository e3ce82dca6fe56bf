import { setInputSchema, signUpSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';

describe('fieldErrors', () => {
  it('keys each message by its dotted path and keeps the first issue of a field', () => {
    expect(
      fieldErrors([
        { path: ['title'], message: 'first' },
        { path: ['title'], message: 'second' },
        { path: ['cards', 2, 'front'], message: 'card 3' },
      ]),
    ).toEqual({ title: 'first', 'cards.2.front': 'card 3' });
  });

  it('keys an issue without a path as form, and stringifies symbols', () => {
    const key = Symbol('x');
    expect(
      fieldErrors([
        { path: [], message: 'whole form' },
        { path: [key], message: 'symbol' },
      ]),
    ).toEqual({ form: 'whole form', 'Symbol(x)': 'symbol' });
  });

  it('returns no errors for no issues', () => {
    expect(fieldErrors([])).toEqual({});
  });

  it('maps real schema issues: a set editor card and the sign-up fields', () => {
    const set = setInputSchema.safeParse({
      title: '',
      cards: [
        { front: 'a', back: 'b' },
        { front: 'only front', back: '' },
      ],
    });
    expect(set.success).toBe(false);
    expect(fieldErrors(set.error!.issues)).toEqual({
      title: 'Vui lòng nhập tên bộ thẻ',
      'cards.1.back': 'Thẻ số 2 cần có cả mặt trước và mặt sau',
    });

    const signUp = signUpSchema.safeParse({
      name: 'Lan',
      email: 'lan@example.com',
      password: 'hoc-ielts-1',
      confirmPassword: 'other',
    });
    expect(signUp.success).toBe(false);
    expect(Object.keys(fieldErrors(signUp.error!.issues))).toEqual(['confirmPassword']);
  });
});
