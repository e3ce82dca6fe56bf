/**
 * The short first-run question after the welcome dialog (issue 21 §3), also opened from the
 * plan's "Sửa mục tiêu": the exam date and the target band, saved to the preferences; "Để sau"
 * closes it without saving (Settings has the same fields). Both buttons sit in the dialog's
 * footer, on screen at 360×640 (issue 34 §13).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { usePreferences, useSavePreferences } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.tsx';
import { examDateValue, TargetFields } from '../../../components/ui/target-fields.tsx';

export function PlanQuestion({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const formId = useId();
  const userId = useSession().data?.user.id;
  const stored = usePreferences(userId).data;
  const save = useSavePreferences(userId);
  const queryClient = useQueryClient();
  const [examDate, setExamDate] = useState<string | null>(null);
  const [targetBand, setTargetBand] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const date = examDate ?? stored?.examDate ?? '';
  const band = targetBand ?? (stored?.targetBand == null ? '' : String(stored.targetBand));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = examDateValue(date);
    setDateError(value === undefined ? t('plan.question.dateError') : undefined);
    if (value === undefined) return;
    setFailed(false);
    save.mutate(
      { examDate: value, targetBand: band === '' ? null : Number(band) },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['plan'] });
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={id}
      className="w-[min(94vw,30rem)]"
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('plan.question.skip')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('plan.question.saving') : t('plan.question.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <h2 id={id} className="text-xl font-bold">
          {t('plan.question.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('plan.question.intro')}
        </p>
        <div className="mt-4">
          <TargetFields
            examDate={date}
            targetBand={band}
            onExamDate={setExamDate}
            onTargetBand={setTargetBand}
            labels={{
              examDate: t('plan.question.examDate'),
              targetBand: t('plan.question.targetBand'),
              noTarget: t('plan.question.noTarget'),
            }}
            dateError={dateError}
          />
        </div>
        {failed ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {t('plan.question.saveFailed')}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
