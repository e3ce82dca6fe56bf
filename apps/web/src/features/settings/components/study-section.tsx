/**
 * Settings › Profile › study (issue 19): new cards per day (0-500), reviews per day (0-9,999),
 * the hour the learner's day begins (0-23), the scheduler (SM-2 or FSRS) and FSRS's desired
 * retention (70-97 %), validated with the contracts' preferences schema and saved to the
 * account (PATCH /api/account/preferences; a new scheduler reschedules the cards). Under FSRS,
 * the optimiser of its parameters (fsrs-optimizer.tsx).
 */
import { preferencesSchema, type Preferences } from '@app/contracts';
import { SCHEDULERS, type Scheduler } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { usePreferences, useSavePreferences } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.tsx';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FsrsOptimizer } from './fsrs-optimizer.tsx';
import { FormMessage, Section } from './section.tsx';
import { StickyActions } from '../../../components/ui/sticky-actions.tsx';

type Field = 'newCardsPerDay' | 'reviewsPerDay' | 'dayStartsAtHour';
const FIELDS: readonly Field[] = ['newCardsPerDay', 'reviewsPerDay', 'dayStartsAtHour'];

function StudyForm({ stored, userId }: { stored: Preferences; userId: string }) {
  const t = useT();
  const save = useSavePreferences(userId);
  const message = useTimedMessage();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    newCardsPerDay: String(stored.newCardsPerDay),
    reviewsPerDay: String(stored.reviewsPerDay),
    dayStartsAtHour: String(stored.dayStartsAtHour),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [scheduler, setScheduler] = useState<Scheduler>(stored.scheduler);
  const [retention, setRetention] = useState(String(Math.round(stored.desiredRetention * 100)));
  const [retentionError, setRetentionError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    const patch: Partial<Record<Field, number>> = {};
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const text = values[field].trim();
      const parsed = preferencesSchema.shape[field].safeParse(text === '' ? NaN : Number(text));
      if (parsed.success) patch[field] = parsed.data;
      else found[field] = t(`settings.study.${field}Error`);
    }
    setErrors(found);
    const percent = Number(retention.trim());
    const desired = preferencesSchema.shape.desiredRetention.safeParse(
      retention.trim() === '' ? NaN : percent / 100,
    );
    setRetentionError(desired.success ? undefined : t('settings.study.retentionError'));
    if (Object.keys(found).length > 0 || !desired.success) return;
    save.mutate(
      { ...patch, scheduler, desiredRetention: desired.data },
      {
        onSuccess: () => message.show('success', t('settings.study.saved')),
        onError: () => message.show('error', t('settings.study.saveFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.study.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`settings.study.${field}`)}
            inputMode="numeric"
            value={values[field]}
            error={errors[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            data-testid={`pref-${field}`}
          />
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.study.hourNote')}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('settings.study.scheduler')}
          <select
            value={scheduler}
            onChange={(e) => setScheduler(e.target.value as Scheduler)}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 dark:border-slate-700 dark:bg-slate-900"
            data-testid="pref-scheduler"
          >
            {SCHEDULERS.map((name) => (
              <option key={name} value={name}>
                {t(`settings.study.schedulers.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {scheduler === 'fsrs' ? (
          <TextField
            label={t('settings.study.retention')}
            inputMode="numeric"
            value={retention}
            error={retentionError}
            onChange={(e) => setRetention(e.target.value)}
            data-testid="pref-retention"
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.study.schedulerNote')}
      </p>
      <FormMessage message={message.message} />
      {/* kept on screen while any of the form is (issue 34 §13), above the phone's tab bar */}
      <StickyActions aboveTabBar surface="card" className="mt-4">
        <Button type="submit" disabled={save.isPending} data-testid="study-save">
          {save.isPending ? t('settings.study.saving') : t('settings.study.save')}
        </Button>
      </StickyActions>
    </form>
  );
}

export function StudySection() {
  const t = useT();
  const userId = useSession().data?.user.id;
  const preferences = usePreferences(userId);
  return (
    <Section title={t('settings.study.title')} intro={t('settings.study.intro')}>
      {preferences.isSuccess && userId ? (
        <>
          <StudyForm stored={preferences.data} userId={userId} />
          {preferences.data.scheduler === 'fsrs' ? <FsrsOptimizer userId={userId} /> : null}
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
      )}
    </Section>
  );
}
