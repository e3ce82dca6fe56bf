/**
 * The owner's share dialog (issue 7 §5, spec §5 "Share"): recipient e-mail (required, trimmed
 * and lowercased by shareInputSchema) and permission, then the list of who has access, where the
 * owner changes a permission or revokes it, and the classes the set is assigned to (issue 34
 * §22: by whom, how many learners, whether it reaches them now), each of which the owner may
 * end. Errors in the spec's words ('Không thể chia sẻ bộ thẻ: …').
 */
import { shareInputSchema, type SetSummaryDto, type SharePermission } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useValidationText } from '../lib/validation-text.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import {
  setClassesQuery,
  sharesQuery,
  useEndAssignment,
  useRevokeShare,
  useShareSet,
  useUpdateShare,
} from '../api/shares.ts';

const select =
  'rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function ShareList({ setId }: { setId: string }) {
  const t = useT();
  const shares = useQuery(sharesQuery(setId));
  const update = useUpdateShare(setId);
  const revoke = useRevokeShare(setId);
  if (shares.isPending) return <Spinner label={t('common.loading')} className="py-4" />;
  if (shares.isError) return <Alert tone="error">{errorMessage(shares.error)}</Alert>;
  const failed = update.error ?? revoke.error;
  return (
    <>
      {failed ? <Alert tone="error">{errorMessage(failed)}</Alert> : null}
      {shares.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('flashcards.share.nobody')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="share-list">
          {shares.data.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center gap-2 py-2.5">
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="truncate text-sm font-medium" title={share.email}>
                  {share.email}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {share.name ?? t('flashcards.share.pending')}
                </p>
              </div>
              <select
                className={select}
                aria-label={t('flashcards.share.permissionOf', { email: share.email })}
                value={share.permission}
                disabled={update.isPending}
                onChange={(e) =>
                  update.mutate({
                    shareId: share.id,
                    permission: e.target.value as SharePermission,
                  })
                }
              >
                <option value="view">{t('flashcards.share.view')}</option>
                <option value="edit">{t('flashcards.share.edit')}</option>
              </select>
              <Button
                variant="ghost"
                className="text-red-700 dark:text-red-300"
                aria-label={t('flashcards.share.revokeLabel', { email: share.email })}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(share.id)}
              >
                {t('flashcards.share.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The classes the set is assigned to, each with "remove from class"; shown when there are any. */
function ClassList({ setId }: { setId: string }) {
  const t = useT();
  const classes = useQuery(setClassesQuery(setId));
  const end = useEndAssignment(setId);
  const [ended, setEnded] = useState<string | null>(null);
  if (classes.isPending) return null;
  if (classes.isError) return <Alert tone="error">{errorMessage(classes.error)}</Alert>;
  if (classes.data.length === 0 && ended === null) return null;
  return (
    <section data-testid="set-classes">
      <h3 className="mb-1 text-sm font-semibold">{t('flashcards.share.classes.title')}</h3>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
        {t('flashcards.share.classes.hint')}
      </p>
      {end.error ? <Alert tone="error">{errorMessage(end.error)}</Alert> : null}
      {classes.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('flashcards.share.classes.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {classes.data.map((item) => (
            <li
              key={item.classId}
              className="flex flex-wrap items-center gap-2 py-2.5"
              data-testid="set-class"
            >
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="text-sm font-medium wrap-anywhere">{item.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('flashcards.share.classes.meta', {
                    teacher: item.teacherName ?? t('flashcards.share.classes.unknownTeacher'),
                    count: item.learnerCount,
                  })}
                </p>
                {item.reaches ? null : (
                  <p className="text-xs font-medium text-amber-800 dark:text-amber-300">
                    {t('flashcards.share.classes.dormant')}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                className="text-red-700 dark:text-red-300"
                aria-label={t('flashcards.share.classes.endLabel', { name: item.name })}
                disabled={end.isPending}
                onClick={() => end.mutate(item.classId, { onSuccess: () => setEnded(item.name) })}
              >
                {t('flashcards.share.classes.end')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {ended !== null ? (
        <Alert tone="success">{t('flashcards.share.classes.ended', { name: ended })}</Alert>
      ) : null}
    </section>
  );
}

export function ShareDialog({ set, onClose }: { set: SetSummaryDto | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={set !== null} onClose={onClose} labelledBy={titleId}>
      {set ? <ShareForm key={set.id} set={set} titleId={titleId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ShareForm({
  set,
  titleId,
  onClose,
}: {
  set: SetSummaryDto;
  titleId: string;
  onClose: () => void;
}) {
  const t = useT();
  const validationText = useValidationText();
  const share = useShareSet(set.id);
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<SharePermission>('view');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const permissionId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = shareInputSchema.safeParse({ email, permission });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? validationText(issue) : t('errors.generic'));
      return;
    }
    setError(null);
    try {
      const saved = await share.mutateAsync(parsed.data);
      setDone(t('flashcards.share.done', { email: saved.email }));
      setEmail('');
    } catch (failure) {
      // the spec's fallback when the failure has no message of its own
      setError(
        failure instanceof ApiError
          ? t('flashcards.share.failed', { message: errorMessage(failure) })
          : t('flashcards.share.failedGeneric'),
      );
    }
  };

  return (
    <div className="space-y-5">
      <h2 id={titleId} className="text-xl font-bold wrap-anywhere">
        {t('flashcards.share.title', { set: set.title })}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t('flashcards.share.email')}
          type="email"
          autoComplete="off"
          placeholder={t('flashcards.share.emailPlaceholder')}
          value={email}
          error={error ?? undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={permissionId} className="mb-1.5 block text-sm font-medium">
              {t('flashcards.share.permission')}
            </label>
            <select
              id={permissionId}
              className={select}
              value={permission}
              onChange={(e) => setPermission(e.target.value as SharePermission)}
            >
              <option value="view">{t('flashcards.share.view')}</option>
              <option value="edit">{t('flashcards.share.edit')}</option>
            </select>
          </div>
          <Button type="submit" disabled={share.isPending} className="ml-auto">
            {share.isPending ? t('flashcards.share.submitting') : t('flashcards.share.submit')}
          </Button>
        </div>
        {done ? <Alert tone="success">{done}</Alert> : null}
      </form>
      <section>
        <h3 className="mb-2 text-sm font-semibold">{t('flashcards.share.who')}</h3>
        <ShareList setId={set.id} />
      </section>
      <ClassList setId={set.id} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
