/**
 * The notice a coming-soon level card raises (spec §2: 'Cấp độ này sắp ra mắt!'): in the page,
 * not window.alert, announced by screen readers (role=alert), closable, and gone by itself
 * after a few seconds (the chooser's timer).
 */
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';

export function ComingSoonNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {open ? (
        <div
          role="alert"
          className="pointer-events-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          data-testid="radio-coming-soon"
        >
          <span>{t('radio.levelComingSoon')}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="rounded-lg p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:hover:bg-slate-900/10 dark:focus-visible:outline-slate-900"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
