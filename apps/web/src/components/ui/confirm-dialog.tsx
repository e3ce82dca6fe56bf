import { useId } from 'react';
import { translate as t } from '../../i18n/translate.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * A yes/no question in a modal; the confirm button shows `busyLabel` while `busy`. The cancel
 * button reads `cancelLabel` ('Hủy' unless told otherwise: name what it does when 'Hủy' would be
 * ambiguous, e.g. 'Ở lại' next to an editor's own 'Hủy').
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  danger = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
