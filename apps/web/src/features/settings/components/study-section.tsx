/**
 * Settings › Profile › study (issue 19): new cards per day (0-500), reviews per day (0-9,999)
 * and the hour the learner's day begins (0-23), validated with the contracts' preferences
 * schema and saved to the account (PATCH /api/account/preferences).
 */
import { preferencesSchema, type Preferences } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { usePreferences, useSavePreferences } from '../../../lib/preferences.ts';
import { useSession } from '../../../lib/session.tsx';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { FormMessage, Section } from './section.tsx';

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
    if (Object.keys(found).length > 0) return;
    save.mutate(patch, {
      onSuccess: () => message.show('success', t('settings.study.saved')),
      onError: () => message.show('error', t('settings.study.saveFailed')),
    });
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
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? t('settings.study.saving') : t('settings.study.save')}
      </Button>
      <FormMessage message={message.message} />
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
        <StudyForm stored={preferences.data} userId={userId} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
      )}
    </Section>
  );
}
