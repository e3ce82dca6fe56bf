/**
 * The Reading and Listening runners' 'Nộp bài?' confirmation: how many questions are still
 * unanswered (and which), an optional note before it, 'Nộp bài' / 'Làm tiếp', the submit error.
 */
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
  const count =
    unanswered.length === 0
      ? `Bạn đã trả lời cả ${total} câu. Nộp bài bây giờ?`
      : `Bạn còn ${unanswered.length} câu chưa trả lời (câu ${unanswered.join(', ')}). Nộp bài bây giờ?`;
  return (
    <ConfirmDialog
      open={open}
      title="Nộp bài?"
      message={note ? `${note} ${count}` : count}
      confirmLabel="Nộp bài"
      busyLabel="Đang nộp..."
      cancelLabel="Làm tiếp"
      busy={busy}
      error={error ? errorMessage(error) : null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
