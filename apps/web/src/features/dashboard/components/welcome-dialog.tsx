import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  BookIcon,
  CardsIcon,
  CloseIcon,
  GamepadIcon,
  PencilIcon,
  SearchIcon,
  SunIcon,
} from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { completeFirstLogin } from '../api/complete-first-login.ts';

const featureIcons = {
  cards: CardsIcon,
  games: GamepadIcon,
  ielts: PencilIcon,
  dictionary: BookIcon,
} as const;
const FEATURES = ['cards', 'games', 'ielts', 'dictionary'] as const;

/**
 * The first-login welcome dialog of spec §2: four feature blurbs, the dark-mode tip and the
 * Quick Define tip. Close
 * and 'start learning' both dismiss it and mark the first login complete on the server; the
 * dialog closes at once and a failed call is only logged (it shows again next time). 'Bắt đầu
 * học' sits in the dialog's footer, on screen at 360×640 while the blurbs scroll (issue 34 §13).
 */
export function WelcomeDialog({ onDone }: { onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(true);
  const dismiss = () => {
    setOpen(false);
    completeFirstLogin()
      .then(onDone)
      .catch((error: unknown) => console.error('could not mark the first login complete', error));
  };
  return (
    <Modal
      open={open}
      onClose={dismiss}
      labelledBy={id}
      className="w-[min(94vw,36rem)]"
      footer={
        <div className="flex justify-end">
          <Button onClick={dismiss}>{t('dashboard.welcome.start')}</Button>
        </div>
      }
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={id} className="text-xl font-bold">
          {t('dashboard.welcome.title')}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('common.close')}
          className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('dashboard.welcome.intro')}</p>
      <ul className="mt-5 space-y-3">
        {FEATURES.map((key) => {
          const Icon = featureIcons[key];
          return (
            <li key={key} className="flex gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
                <Icon className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold">
                  {t(`dashboard.welcome.features.${key}.title`)}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`dashboard.welcome.features.${key}.body`)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 flex items-center gap-2 rounded-xl bg-blue-50 p-3 text-sm text-blue-800 dark:bg-blue-950/60 dark:text-blue-200">
        <SunIcon className="h-5 w-5 shrink-0" />
        {t('dashboard.welcome.darkTip')}
      </p>
      <p
        className="mt-3 flex items-center gap-2 rounded-xl bg-blue-50 p-3 text-sm text-blue-800 dark:bg-blue-950/60 dark:text-blue-200"
        data-testid="quick-define-tip"
      >
        <SearchIcon className="h-5 w-5 shrink-0" />
        {t('dashboard.welcome.quickDefineTip')}
      </p>
    </Modal>
  );
}
