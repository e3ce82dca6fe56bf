/**
 * /dashboard/classes/:classId (issue 22 §1). A teacher: the join code, assigning a set, the
 * assignments, the learners' progress (sortable, CSV), invitations and teachers, the members,
 * what teachers see, and deleting the class. A learner: the assignments with their due dates
 * and study links, the "share my IELTS results" switch, what the teachers see, and leaving.
 */
import type { ClassDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { classQuery, useDeleteClass, useRemoveMember, useUpdateSelf } from '../api/classes.ts';
import { AssignPanel } from './assign-panel.tsx';
import { AssignmentsList } from './assignments-list.tsx';
import { OwnProgress } from './own-progress.tsx';
import { JoinCodePanel, RenamePanel } from './join-code-panel.tsx';
import { InvitePanel, MembersPanel } from './people-panels.tsx';
import { ProgressTable } from './progress-table.tsx';

function Visibility({ text }: { text: string }) {
  return (
    <Alert tone="info" className="text-sm">
      <p data-testid="class-visibility">{text}</p>
    </Alert>
  );
}

/** A confirmed leave or delete; navigates to the class list when done. */
function DangerButton({
  label,
  title,
  message,
  run,
}: {
  label: string;
  title: string;
  message: string;
  run: {
    mutate: (v: undefined, o: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: unknown;
  };
}) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 dark:text-red-300"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={label}
        cancelLabel={t('classes.cancel')}
        danger
        busy={run.isPending}
        error={run.error ? errorMessage(run.error) : null}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          run.mutate(undefined, { onSuccess: () => void navigate('/dashboard/classes') })
        }
      />
    </>
  );
}

function TeacherView({ item }: { item: ClassDto }) {
  const t = useT();
  const remove = useDeleteClass(item.id);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="space-y-4">
        <JoinCodePanel item={item} />
        <AssignPanel item={item} />
        <InvitePanel item={item} />
        <RenamePanel item={item} />
      </div>
      <div className="min-w-0 space-y-4">
        <AssignmentsList item={item} />
        <ProgressTable classId={item.id} />
        <MembersPanel item={item} />
        <Visibility text={t('classes.visibility.teacher')} />
        <DangerButton
          label={t('classes.remove.button')}
          title={t('classes.remove.confirmTitle', { name: item.name })}
          message={t('classes.remove.confirm')}
          run={{
            mutate: (_v, o) => remove.mutate(undefined, o),
            isPending: remove.isPending,
            error: remove.error,
          }}
        />
      </div>
    </div>
  );
}

function LearnerView({ item }: { item: ClassDto }) {
  const t = useT();
  const self = useUpdateSelf(item.id);
  const leave = useRemoveMember(item.id);
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <AssignmentsList item={item} />
      <div className="space-y-4">
        <OwnProgress classId={item.id} />
        <label className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 h-5 w-5 accent-blue-600"
            checked={item.me.shareIelts}
            disabled={self.isPending}
            onChange={(e) => self.mutate(e.target.checked)}
            data-testid="share-ielts"
          />
          <span className="font-medium">{t('classes.me.shareIelts')}</span>
        </label>
        {self.error ? <Alert tone="error">{errorMessage(self.error)}</Alert> : null}
        <Visibility text={t('classes.visibility.learner')} />
        <DangerButton
          label={t('classes.me.leave')}
          title={t('classes.me.confirmTitle', { name: item.name })}
          message={t('classes.me.confirm')}
          run={{
            mutate: (_v, o) => leave.mutate(item.me.userId, o),
            isPending: leave.isPending,
            error: leave.error,
          }}
        />
      </div>
    </div>
  );
}

export function ClassPage() {
  const t = useT();
  const { classId = '' } = useParams();
  const found = useQuery(classQuery(classId));
  return (
    <div data-testid="class-page">
      <Link
        to="/dashboard/classes"
        className="text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        ← {t('classes.back')}
      </Link>
      {found.isPending ? (
        <Spinner label={t('classes.loading')} className="py-16" />
      ) : found.isError ? (
        <Alert tone="error" className="mt-4">
          {t('classes.notFound')}
        </Alert>
      ) : (
        <>
          <h1 className="mt-2 text-2xl font-black wrap-anywhere sm:text-3xl">{found.data.name}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t('classes.youAre', { role: found.data.role })} ·{' '}
            {t('classes.me.teachers', {
              names: found.data.teachers.map((teacher) => teacher.name).join(', '),
            })}
          </p>
          {found.data.role === 'teacher' ? (
            <TeacherView item={found.data} />
          ) : (
            <LearnerView item={found.data} />
          )}
        </>
      )}
    </div>
  );
}
