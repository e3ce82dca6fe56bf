import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element (focus trap, Escape and backdrop handled by the
 * browser). `onClose` runs on Escape, on a backdrop click and on the close button. It is never
 * taller than the screen; with a `footer` (the dialog's main actions), the body scrolls and the
 * footer stays in view, so the main action is on screen at 360×640 whatever the body holds
 * (issue 34 §13).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
  footer,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  /** Actions kept at the bottom of the dialog, below the scrolling body. */
  footer?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(92vw,32rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100 ${footer ? 'overflow-hidden' : ''} ${className}`}
    >
      {!open ? null : footer ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="min-h-0 overflow-y-auto p-6 pb-4">{children}</div>
          <div
            className="border-t border-slate-200 px-6 py-3 dark:border-slate-800"
            data-testid="modal-footer"
          >
            {footer}
          </div>
        </div>
      ) : (
        <div className="p-6">{children}</div>
      )}
    </dialog>
  );
}
