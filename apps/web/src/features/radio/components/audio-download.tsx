/**
 * "Tải về" for a lesson's audio (issue 20 §1): the button with the file's size, "Đang tải về…",
 * then "Đã tải về" with "Xóa bản tải về"; a failure says so and leaves the button to try again.
 * Hidden where the browser cannot keep audio (no Cache Storage or service worker).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/session.tsx';
import { canDownload, downloadAudio, isDownloaded, removeAudio } from '../lib/downloads.ts';

export function AudioDownload({ url, bytes }: { url: string; bytes: number | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  // each learner's downloads are their own, deleted when they sign out (issue 34 §24)
  const userId = useSession().data?.user.id ?? '';
  const key = ['radio', 'download', userId, url] as const;
  const saved = useQuery({
    queryKey: key,
    queryFn: () => isDownloaded(url, userId),
    enabled: canDownload() && userId !== '',
    staleTime: Infinity,
    networkMode: 'always',
  });
  const save = useMutation({
    mutationFn: () => downloadAudio(url, userId),
    onSuccess: () => queryClient.setQueryData(key, true),
  });
  const remove = useMutation({
    mutationFn: () => removeAudio(url, userId),
    onSuccess: () => queryClient.setQueryData(key, false),
    networkMode: 'always',
  });
  if (!canDownload() || !saved.isSuccess) return null;
  const mb = (bytes ?? 0) / 1_000_000;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="audio-download">
      {saved.data ? (
        <>
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300" role="status">
            {t('radio.download.saved')}
          </p>
          <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('radio.download.remove')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? t('radio.download.saving') : t('radio.download.save', { mb })}
        </Button>
      )}
      {save.isError ? (
        <p className="w-full text-sm text-red-700 dark:text-red-400" role="alert">
          {t('radio.download.failed')}
        </p>
      ) : null}
    </div>
  );
}
