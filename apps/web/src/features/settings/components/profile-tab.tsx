/**
 * Settings › Profile (spec §2, §5 Profile, §8 Profile): the avatar (AvatarUpload), the display name, and an e-mail change confirmed by a link sent to
 * the new address. Messages clear after 5 s.
 */
import { changeEmailSchema, profileNameSchema } from '@app/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authClient, type SessionUser } from '../../../lib/auth-client.ts';
import { authFailureMessage, type AuthClientFailure } from '../../../lib/auth-error-message.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { StudySection } from './study-section.tsx';
import { GoalSection } from './goal-section.tsx';
import { AvatarUpload } from './avatar-upload.tsx';
import { FormMessage, Section } from './section.tsx';
import { formMessage } from '../../../lib/form-messages.ts';
import { translate } from '../../../i18n/translate.ts';
import { useT } from '../../../i18n/i18n.tsx';

/** Spec §8 Profile: an error about the e-mail reads 'Email đã được sử dụng hoặc không hợp lệ.' */
function profileFailure(error: AuthClientFailure): string {
  if (error.code?.includes('EMAIL') || error.code === 'USER_ALREADY_EXISTS')
    return translate('settings.profile.emailInUse');
  return authFailureMessage(error, translate('settings.profile.updateFailed'));
}

export function ProfileTab({ user }: { user: SessionUser }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [savingName, setSavingName] = useState(false);
  const nameMessage = useTimedMessage();
  const [newEmail, setNewEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sendingEmail, setSendingEmail] = useState(false);
  const emailMessage = useTimedMessage();
  const showEmailMessage = emailMessage.show;

  // Back from the confirmation link: /dashboard/settings?emailChanged=1[&error=CODE]
  useEffect(() => {
    if (!params.has('emailChanged')) return;
    const failed = params.get('error');
    showEmailMessage(
      failed ? 'error' : 'success',
      failed ? t('settings.profile.emailLinkFailed') : t('settings.profile.emailChanged'),
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('emailChanged');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, showEmailMessage, t]);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    nameMessage.clear();
    const parsed = profileNameSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setNameError(undefined);
    setSavingName(true);
    const { error } = await authClient.updateUser({ name: parsed.data.name });
    setSavingName(false);
    if (error) {
      nameMessage.show('error', authFailureMessage(error, t('settings.profile.updateFailed')));
      return;
    }
    setName(parsed.data.name);
    nameMessage.show('success', t('settings.profile.nameSaved'));
  };

  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    emailMessage.clear();
    const parsed = changeEmailSchema.safeParse({ newEmail });
    if (!parsed.success) {
      setEmailError(formMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    if (parsed.data.newEmail === user.email.toLowerCase()) {
      setEmailError(t('settings.profile.emailSame'));
      return;
    }
    setEmailError(undefined);
    setSendingEmail(true);
    const { error } = await authClient.changeEmail({
      newEmail: parsed.data.newEmail,
      callbackURL: '/dashboard/settings?emailChanged=1',
    });
    setSendingEmail(false);
    if (error) {
      emailMessage.show('error', profileFailure(error));
      return;
    }
    setNewEmail('');
    emailMessage.show('success', t('settings.profile.emailSent', { email: parsed.data.newEmail }));
  };

  return (
    <div className="space-y-6">
      <AppearanceSection />
      <StudySection />
      <GoalSection />
      <Section title={t('settings.profile.nameTitle')}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <AvatarUpload user={user} />
          <form
            onSubmit={saveName}
            noValidate
            className="min-w-0 flex-1"
            aria-label={t('settings.profile.nameTitle')}
          >
            <TextField
              label={t('settings.profile.name')}
              autoComplete="name"
              value={name}
              maxLength={100}
              error={nameError}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" className="mt-4" disabled={savingName}>
              {savingName ? t('settings.profile.savingName') : t('settings.profile.saveName')}
            </Button>
            <FormMessage message={nameMessage.message} />
          </form>
        </div>
      </Section>

      <Section title={t('settings.profile.emailTitle')} intro={t('settings.profile.emailNote')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('settings.profile.currentEmail')}
        </p>
        <p className="mb-4 font-semibold break-all" data-testid="current-email">
          {user.email}
        </p>
        <form onSubmit={changeEmail} noValidate aria-label={t('settings.profile.emailTitle')}>
          <TextField
            label={t('settings.profile.newEmail')}
            type="email"
            autoComplete="email"
            value={newEmail}
            error={emailError}
            onChange={(e) => setNewEmail(e.target.value)}
          />
          <Button type="submit" className="mt-4" disabled={sendingEmail}>
            {sendingEmail ? t('settings.profile.sendingEmail') : t('settings.profile.changeEmail')}
          </Button>
          <FormMessage message={emailMessage.message} />
        </form>
      </Section>
    </div>
  );
}
