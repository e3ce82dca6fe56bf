import { describe, expect, it } from 'vitest';
import { newPasswordSchema, signUpSchema } from './auth.ts';

const firstMessage = (schema: typeof signUpSchema | typeof newPasswordSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('sign-up and password rules (spec §5)', () => {
  const valid = {
    name: 'Lan',
    email: 'Lan@Example.com ',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a valid sign-up and normalises the e-mail', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ email: 'lan@example.com', name: 'Lan' });
  });

  it('rejects mismatched passwords', () => {
    expect(firstMessage(signUpSchema, { ...valid, confirmPassword: 'secret2' })).toBe(
      'Mật khẩu xác nhận không khớp!',
    );
  });

  it('rejects passwords shorter than 6 characters', () => {
    expect(
      firstMessage(signUpSchema, { ...valid, password: '12345', confirmPassword: '12345' }),
    ).toBe('Mật khẩu phải có ít nhất 6 ký tự!');
    expect(
      firstMessage(signUpSchema, { ...valid, password: 'ab12cd', confirmPassword: 'ab12cd' }),
    ).toBeNull();
  });

  it('rejects passwords from the common-password list, ignoring case', () => {
    for (const password of ['123456', 'Password1', 'anhyeuem', ' QWERTY123 ']) {
      expect(firstMessage(signUpSchema, { ...valid, password, confirmPassword: password })).toBe(
        'Mật khẩu này quá phổ biến và dễ đoán. Vui lòng chọn mật khẩu khác.',
      );
    }
  });

  it('requires a name and a well-formed e-mail', () => {
    expect(firstMessage(signUpSchema, { ...valid, name: ' ' })).toBe('Vui lòng nhập họ tên');
    expect(firstMessage(signUpSchema, { ...valid, email: 'not-an-email' })).toBe(
      'Email không hợp lệ!',
    );
  });

  it('applies the same two rules to a new password', () => {
    expect(
      firstMessage(newPasswordSchema, { password: 'hoc-ielts', confirmPassword: 'hoc-ieltz' }),
    ).toBe('Mật khẩu xác nhận không khớp!');
    expect(firstMessage(newPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toBe(
      'Mật khẩu phải có ít nhất 6 ký tự!',
    );
  });
});
