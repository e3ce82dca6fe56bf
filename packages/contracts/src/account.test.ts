import { describe, expect, it } from 'vitest';
import {
  backupCodeSchema,
  changeEmailSchema,
  changePasswordSchema,
  profileNameSchema,
  totpCodeSchema,
} from './account.ts';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('settings schemas (spec §5 Profile, issue 7 §1)', () => {
  it('needs a display name', () => {
    expect(first(profileNameSchema.safeParse({ name: '   ' }))).toBe(
      'Tên hiển thị không được để trống!',
    );
    expect(profileNameSchema.parse({ name: '  Mai ' })).toEqual({ name: 'Mai' });
  });

  it('checks a new e-mail with the x@y.z pattern and lowercases it', () => {
    expect(first(changeEmailSchema.safeParse({ newEmail: 'mai@example' }))).toBe(
      'Email không hợp lệ!',
    );
    expect(changeEmailSchema.parse({ newEmail: ' Mai@Example.com ' })).toEqual({
      newEmail: 'mai@example.com',
    });
  });

  it('applies the sign-up password rules to a new password', () => {
    const base = { currentPassword: 'old-secret', password: 'new-secret', confirmPassword: '' };
    expect(first(changePasswordSchema.safeParse(base))).toBe('Mật khẩu xác nhận không khớp!');
    expect(
      first(
        changePasswordSchema.safeParse({ ...base, password: '12345', confirmPassword: '12345' }),
      ),
    ).toBe('Mật khẩu phải có ít nhất 6 ký tự!');
    expect(
      first(
        changePasswordSchema.safeParse({
          ...base,
          currentPassword: '',
          confirmPassword: 'new-secret',
        }),
      ),
    ).toBe('Vui lòng nhập mật khẩu hiện tại');
  });

  it('reads a 6-digit code with spaces and a backup code with or without its dash', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(first(totpCodeSchema.safeParse('12345'))).toBe('Mã xác thực gồm 6 chữ số');
    expect(backupCodeSchema.parse('aB3dEfG5hI')).toBe('aB3dE-fG5hI');
    expect(backupCodeSchema.parse(' aB3dE-fG5hI ')).toBe('aB3dE-fG5hI');
    expect(backupCodeSchema.safeParse('aB3dE-fG5').success).toBe(false);
  });
});
