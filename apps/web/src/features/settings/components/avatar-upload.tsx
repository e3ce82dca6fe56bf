/**
 * Settings › Profile › avatar (spec §2, §5 Avatar, §8 Profile; issue 7 §1-2): choose an image
 * (image files only, 'Vui lòng chọn file ảnh'; under 4 MB, 'Kích thước ảnh phải nhỏ hơn 4MB'),
 * upload it (the server checks the bytes, crops it to 256 px and removes the old file), or
 * remove it. Messages clear after 5 s; the header shows the new avatar at once.
 */
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_LIMITS } from '@app/contracts';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { SessionUser } from '../../../lib/auth-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { removeAvatar, uploadAvatar } from '../api/avatar.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage } from './section.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { apiFailureText } from '../../../lib/form-messages.ts';

export function AvatarUpload({ user }: { user: SessionUser }) {
  const t = useT();
  const { refetch } = useSession();
  const [busy, setBusy] = useState(false);
  const message = useTimedMessage();

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await refetch();
      message.show('success', done);
    } catch (error) {
      // the server's own text for a refused file; spec §8 for anything else
      message.show(
        'error',
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? apiFailureText(error)
          : t('settings.profile.avatarFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const choose = (file: File) => {
    if (!file.type.startsWith('image/'))
      return message.show('error', t('settings.profile.avatarNotImage'));
    if (file.size >= UPLOAD_LIMITS.avatarMaxBytes) {
      return message.show('error', t('settings.profile.avatarTooLarge'));
    }
    void run(() => uploadAvatar(file), t('settings.profile.avatarSaved'));
  };

  const link =
    'rounded-lg px-2 py-1 text-sm font-semibold text-blue-700 hover:bg-blue-50 disabled:opacity-60 dark:text-blue-300 dark:hover:bg-blue-950/50';
  return (
    <div className="sm:w-44" data-testid="avatar-slot">
      <div className="flex items-center gap-4 sm:flex-col sm:text-center">
        <Avatar user={user} className="h-20 w-20 text-2xl" />
        <div>
          <p className="text-sm font-semibold">{t('settings.profile.avatar')}</p>
          <div className="mt-1 flex flex-wrap gap-1 sm:justify-center">
            <FilePicker
              accept={UPLOAD_ACCEPTED_TYPES.join(',')}
              className={link}
              disabled={busy}
              onFile={choose}
            >
              {busy ? t('settings.profile.avatarUploading') : t('settings.profile.avatarChange')}
            </FilePicker>
            {user.image && !busy ? (
              <button
                type="button"
                className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
                onClick={() => void run(removeAvatar, t('settings.profile.avatarRemoved'))}
              >
                {t('settings.profile.avatarRemove')}
              </button>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('settings.profile.avatarHint')}
          </p>
        </div>
      </div>
      <FormMessage message={message.message} />
    </div>
  );
}
