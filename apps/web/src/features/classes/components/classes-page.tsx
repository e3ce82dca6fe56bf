/**
 * /dashboard/classes (issue 22 §1): the invitations waiting for my answer (issue 34 §25), join
 * a class by its code (with the IELTS consent, off by default), create a class, and the list of
 * my classes as teacher and as learner.
 */
import {
  CLASS_NAME_MAX,
  classCreateSchema,
  classJoinSchema,
  type ClassSummaryDto,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { classListQuery, useCreateClass, useJoinClass } from '../api/classes.ts';
import { InvitationsPanel } from './invitations-panel.tsx';
import { Panel } from './panel.tsx';
import { ShareIeltsChoice } from './share-ielts-choice.tsx';

function JoinForm() {
  const t = useT();
  const navigate = useNavigate();
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [shareIelts, setShareIelts] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classJoinSchema.safeParse({ code, shareIelts });
    if (!parsed.success) {
      setError(t('classes.join.codeInvalid'));
      return;
    }
    setError(null);
    try {
      const joined = await join.mutateAsync(parsed.data);
      await navigate(`/dashboard/classes/${joined.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Panel title={t('classes.join.title')} id="class-join">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t('classes.join.code')}
          placeholder={t('classes.join.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          error={error ?? undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <ShareIeltsChoice checked={shareIelts} onChange={setShareIelts} />
        <Button type="submit" disabled={join.isPending}>
          {t('classes.join.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function CreateForm() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(
        name.trim().length > CLASS_NAME_MAX
          ? t('classes.create.nameTooLong', { max: CLASS_NAME_MAX })
          : t('classes.create.nameRequired'),
      );
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync(parsed.data.name);
      await navigate(`/dashboard/classes/${created.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Panel title={t('classes.create.title')} id="class-create">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t('classes.create.name')}
          placeholder={t('classes.create.placeholder')}
          maxLength={CLASS_NAME_MAX + 20}
          value={name}
          error={error ?? undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {t('classes.create.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function ClassItem({ item }: { item: ClassSummaryDto }) {
  const t = useT();
  return (
    <li>
      <Link
        to={`/dashboard/classes/${item.id}`}
        className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500"
        data-testid="class-item"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 text-lg font-bold break-words">{item.name}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`classes.role.${item.role}`)}
          </span>
        </span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
          {t('classes.counts', {
            learners: item.learnerCount,
            assignments: item.assignmentCount,
          })}
        </span>
      </Link>
    </li>
  );
}

export function ClassesPage() {
  const t = useT();
  const list = useQuery(classListQuery());
  return (
    <div data-testid="classes-page">
      <h1 className="text-2xl font-black sm:text-3xl">{t('classes.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('classes.subtitle')}</p>
      <InvitationsPanel />
      {list.isPending ? (
        <Spinner label={t('classes.loading')} className="py-10" />
      ) : list.isError ? (
        <Alert tone="error" className="mt-3">
          {t('classes.error')}
        </Alert>
      ) : list.data.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('classes.empty')}</p>
      ) : (
        // a member's classes come first: opening one is what they come here for
        <section aria-labelledby="my-classes" className="mt-4">
          <h2 id="my-classes" className="text-xl font-bold">
            {t('classes.mine')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((item) => (
              <ClassItem key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <JoinForm />
        <CreateForm />
      </div>
    </div>
  );
}
