/**
 * The teacher's join code (issue 22 §1): shown large, copy, regenerate, turn off and on; and
 * the class's rename form.
 */
import { CLASS_NAME_MAX, classCreateSchema, type ClassDto } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyIcon } from '../../../components/ui/icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateClass } from '../api/classes.ts';
import { Panel } from './panel.tsx';

export function JoinCodePanel({ item }: { item: ClassDto }) {
  const t = useT();
  const update = useUpdateClass(item.id);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (item.joinCode === null) return;
    await navigator.clipboard.writeText(item.joinCode).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Panel title={t('classes.code.title')} id="class-code">
      {item.joinCode === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('classes.code.isOff')}</p>
      ) : (
        <>
          <p
            className="font-mono text-3xl font-black tracking-[0.2em] select-all"
            data-testid="join-code"
          >
            {item.joinCode}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('classes.code.hint')}
          </p>
        </>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.joinCode === null ? (
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ joinCode: 'regenerate' })}
          >
            {t('classes.code.on')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              <CopyIcon className="h-4 w-4" />
              {copied ? t('classes.code.copied') : t('classes.code.copy')}
            </Button>
            <Button
              variant="ghost"
              disabled={update.isPending}
              onClick={() => {
                setCopied(false);
                update.mutate({ joinCode: 'regenerate' });
              }}
            >
              {t('classes.code.regenerate')}
            </Button>
            <Button
              variant="ghost"
              disabled={update.isPending}
              onClick={() => update.mutate({ joinCode: 'off' })}
            >
              {t('classes.code.off')}
            </Button>
          </>
        )}
      </div>
      {update.error ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
    </Panel>
  );
}

/** The teacher's rename form (PATCH { name }). */
export function RenamePanel({ item }: { item: ClassDto }) {
  const t = useT();
  const update = useUpdateClass(item.id);
  const [name, setName] = useState(item.name);
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
    await update.mutateAsync({ name: parsed.data.name }).catch((failure: unknown) => {
      setError(errorMessage(failure));
    });
  };
  return (
    <Panel title={t('classes.rename.title')} id="class-rename">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t('classes.create.name')}
          value={name}
          maxLength={CLASS_NAME_MAX + 20}
          error={error ?? undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {t('classes.rename.submit')}
        </Button>
      </form>
    </Panel>
  );
}
