/**
 * The Reading and Listening runners' 'Nộp bài?' confirmation: how many questions are still
 * unanswered (and which), an optional note before it, 'Nộp bài' / 'Làm tiếp', the submit error.
 */
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';

export function SubmitDialog({
  open,
  total,
  unanswered,
  note,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** Questions in the test. */
  total: number;
  /** Numbers of the unanswered questions. */
  unanswered: readonly number[];
  /** Said before the count, e.g. that the audio is still playing. */
  note?: string;
  busy: boolean;
  /** The submit's failure, shown in the dialog (null: none). */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const count =
    unanswered.length === 0
      ? t('ielts.submit.allAnswered', { total })
      : t('ielts.submit.unanswered', {
          n: unanswered.length,
          list: unanswered.join(', '),
        });
  return (
    <ConfirmDialog
      open={open}
      title={t('ielts.submit.title')}
      message={note ? `${note} ${count}` : count}
      confirmLabel={t('ielts.submit.confirm')}
      busyLabel={t('ielts.submit.busy')}
      cancelLabel={t('ielts.submit.cancel')}
      busy={busy}
      error={error ? errorMessage(error) : null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
