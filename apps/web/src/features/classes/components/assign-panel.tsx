/**
 * Assigning a set (issue 22 §1): a teacher picks one of the sets they may read (the set list),
 * with an optional due date and note; the class's assignments follow, each with "withdraw".
 */
import { ASSIGNMENT_NOTE_MAX, type ClassDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { ownSetsQuery, useAssign } from '../api/classes.ts';
import { fieldStyles, labelStyles, Panel } from './panel.tsx';

export function AssignPanel({ item }: { item: ClassDto }) {
  const t = useT();
  const ids = { set: useId(), due: useId(), note: useId() };
  const sets = useQuery(ownSetsQuery());
  const assign = useAssign(item.id);
  const [setId, setSetId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const assigned = new Set(item.assignments.map((a) => a.setId));
  const choices = (sets.data ?? []).filter((s) => !assigned.has(s.id) && s.cardCount > 0);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (setId === '') {
      setMessage({ tone: 'error', text: t('classes.assign.chooseFirst') });
      return;
    }
    try {
      const done = await assign.mutateAsync({
        setId,
        dueDate: dueDate === '' ? null : dueDate,
        note,
      });
      setMessage({ tone: 'success', text: t('classes.assign.done', { title: done.title }) });
      setSetId('');
      setDueDate('');
      setNote('');
    } catch (failure) {
      // the one 403 of an assignment: a set the teacher reads only through another class
      const classSet = failure instanceof ApiError && failure.status === 403;
      setMessage({
        tone: 'error',
        text: classSet ? t('classes.assign.classSet') : errorMessage(failure),
      });
    }
  };
  return (
    <Panel title={t('classes.assign.title')} id="class-assign">
      {sets.isSuccess && choices.length === 0 && setId === '' ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('classes.assign.noSets')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <div>
            <label htmlFor={ids.set} className={labelStyles}>
              {t('classes.assign.set')}
            </label>
            <select
              id={ids.set}
              className={fieldStyles}
              value={setId}
              onChange={(e) => {
                setSetId(e.target.value);
                setMessage(null);
              }}
            >
              <option value="">{t('classes.assign.choose')}</option>
              {choices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.due} className={labelStyles}>
                {t('classes.assign.due')}
              </label>
              <input
                id={ids.due}
                type="date"
                className={fieldStyles}
                value={dueDate}
                onChange={(e) => setDueDate(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={ids.note} className={labelStyles}>
                {t('classes.assign.note')}
              </label>
              <input
                id={ids.note}
                className={fieldStyles}
                maxLength={ASSIGNMENT_NOTE_MAX}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          </div>
          <Button type="submit" disabled={assign.isPending}>
            {t('classes.assign.submit')}
          </Button>
        </form>
      )}
      {message ? (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      ) : null}
    </Panel>
  );
}
