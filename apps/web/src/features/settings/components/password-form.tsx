/**
 * Settings › Security › change password (spec §5: the two sign-up rules; §8: the server's message
 * or 'Có lỗi khi đổi mật khẩu.'). Other devices can be signed out in the same step.
 */
import { changePasswordSchema } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authFailureMessage } from '../../../lib/auth-error-message.ts';
import { fieldErrors as toFieldErrors } from '../../../lib/form-errors.ts';
import { accountKeys } from '../api/account.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage, Section } from './section.tsx';
import { useT } from '../../../i18n/i18n.tsx';

const empty = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(empty);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const message = useTimedMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.password,
      revokeOtherSessions: revokeOthers,
    });
    setBusy(false);
    if (error) {
      message.show('error', authFailureMessage(error, t('settings.password.failed')));
      return;
    }
    setValues(empty);
    message.show('success', t('settings.password.success'));
    void queryClient.invalidateQueries({ queryKey: accountKeys.devices });
  };

  const field = (key: keyof typeof empty) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
  });

  return (
    <Section title={t('settings.password.title')}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={t('settings.password.title')}
      >
        <TextField
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.password.next')}
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label={t('settings.password.confirm')}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </div>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={revokeOthers}
            onChange={(e) => setRevokeOthers(e.target.checked)}
            className="h-4 w-4 rounded border-slate-400 accent-blue-600"
          />
          {t('settings.password.revokeOthers')}
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? t('settings.password.submitting') : t('settings.password.submit')}
        </Button>
        <FormMessage message={message.message} />
      </form>
    </Section>
  );
}
