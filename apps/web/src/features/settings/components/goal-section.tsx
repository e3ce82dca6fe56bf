/**
 * Settings › Profile › goal and reminders (issue 21 §3-4): the exam date and target band (the
 * plan's), the daily goal in minutes (5-240) and the opt-in reminder e-mail at a chosen hour in
 * this device's time zone (saved with the preference, since the server sends it on its own).
 * Validated with the contracts' preferences schema; the plan refreshes after a save.
 */
import { preferencesSchema, type Preferences } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { examDateValue, TargetFields } from '../../../components/ui/target-fields.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { usePreferences, useSavePreferences } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.tsx';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage, Section } from './section.tsx';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function GoalForm({ stored, userId }: { stored: Preferences; userId: string }) {
  const t = useT();
  const save = useSavePreferences(userId);
  const queryClient = useQueryClient();
  const message = useTimedMessage();
  const [zone] = useState(learnerTimeZone);
  const [examDate, setExamDate] = useState(stored.examDate ?? '');
  const [targetBand, setTargetBand] = useState(
    stored.targetBand === null ? '' : String(stored.targetBand),
  );
  const [goal, setGoal] = useState(String(stored.dailyGoalMinutes));
  const [reminder, setReminder] = useState(stored.reminderEmail);
  const [hour, setHour] = useState(stored.reminderHour);
  const [errors, setErrors] = useState<{ date?: string; goal?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    const date = examDateValue(examDate);
    const minutes = preferencesSchema.shape.dailyGoalMinutes.safeParse(
      goal.trim() === '' ? NaN : Number(goal.trim()),
    );
    const found = {
      date: date === undefined ? t('plan.question.dateError') : undefined,
      goal: minutes.success ? undefined : t('plan.settings.dailyGoalError'),
    };
    setErrors(found);
    if (date === undefined || !minutes.success) return;
    save.mutate(
      {
        examDate: date,
        targetBand: targetBand === '' ? null : Number(targetBand),
        dailyGoalMinutes: minutes.data,
        reminderEmail: reminder,
        reminderHour: hour,
        ...(reminder ? { timeZone: zone } : {}),
      },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['plan'] });
          message.show('success', t('plan.settings.saved'));
        },
        onError: () => message.show('error', t('plan.settings.saveFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('plan.settings.title')}>
      <TargetFields
        examDate={examDate}
        targetBand={targetBand}
        onExamDate={setExamDate}
        onTargetBand={setTargetBand}
        labels={{
          examDate: t('plan.settings.examDate'),
          targetBand: t('plan.settings.targetBand'),
          noTarget: t('plan.settings.noTarget'),
        }}
        dateError={errors.date}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('plan.settings.dailyGoal')}
          inputMode="numeric"
          value={goal}
          error={errors.goal}
          onChange={(e) => setGoal(e.target.value)}
          data-testid="pref-dailyGoalMinutes"
        />
      </div>
      <label className="mt-4 flex items-start gap-3 text-sm font-medium text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={reminder}
          onChange={(e) => setReminder(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-blue-600"
          data-testid="pref-reminderEmail"
        />
        {t('plan.settings.reminder')}
      </label>
      {reminder ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('plan.settings.reminderHour')}
            <select
              value={hour}
              onChange={(e) => setHour(Number(e.target.value))}
              className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 dark:border-slate-700 dark:bg-slate-900"
              data-testid="pref-reminderHour"
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {t('plan.settings.hour', { hour: String(h).padStart(2, '0') })}
                </option>
              ))}
            </select>
          </label>
          <p className="self-end text-sm text-slate-600 dark:text-slate-400">
            {t('plan.settings.reminderNote', { zone })}
          </p>
        </div>
      ) : null}
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? t('plan.settings.saving') : t('plan.settings.save')}
      </Button>
      <FormMessage message={message.message} />
    </form>
  );
}

export function GoalSection() {
  const t = useT();
  const userId = useSession().data?.user.id;
  const preferences = usePreferences(userId);
  return (
    <Section title={t('plan.settings.title')} intro={t('plan.settings.intro')}>
      {preferences.isSuccess && userId ? (
        <GoalForm stored={preferences.data} userId={userId} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
      )}
    </Section>
  );
}
