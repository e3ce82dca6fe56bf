/**
 * Before a Listening test: the two ways to take it, explained in Vietnamese ('Thi thật': each
 * part heard once, no pause or seek, 2 minutes to check, submitted when they run out;
 * 'Luyện tập': replay, pause and seek freely, the transcript after the test), the advice to use
 * headphones, and 'Bắt đầu' (in a bar kept on screen: issue 34 §13). A test left running (kept
 * for this account) offers to go on or start again.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { StickyActions } from '../../../../components/ui/sticky-actions.tsx';
import { useRichT, useT } from '../../../../i18n/i18n.tsx';
import {
  audioMinutes,
  CHECK_SECONDS,
  examMinutes,
  READING_SECONDS,
  type ListeningMode,
} from '../lib/exam-flow.ts';
import type { ListeningSnapshot } from '../lib/listening-storage.ts';

function HeadphonesIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" fill="none">
      <path
        d="M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2v-3Zm16 0a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2v-3Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ModeOption({
  mode,
  chosen,
  onChoose,
  name,
  children,
}: {
  mode: ListeningMode;
  chosen: boolean;
  onChoose: () => void;
  name: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <label
      className={`block cursor-pointer rounded-2xl border-2 p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${chosen ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/50' : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600'}`}
    >
      <span className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          value={mode}
          checked={chosen}
          onChange={onChoose}
          className="h-4 w-4 accent-blue-600"
        />
        <span className="text-base font-bold">{t('listening.mode', { mode })}</span>
      </span>
      <span className="mt-2 block space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </span>
    </label>
  );
}

/** The start screen (see the module docstring): `onStart(mode)` begins a new attempt. */
export function StartScreen({
  title,
  description,
  seconds,
  kept,
  onStart,
  onResume,
}: {
  title: string;
  description: string;
  /** Each part's recording length in seconds. */
  seconds: readonly number[];
  /** A test of this account left running, or null. */
  kept: ListeningSnapshot | null;
  onStart: (mode: ListeningMode) => void;
  onResume: () => void;
}) {
  const t = useT();
  const rich = useRichT();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const [mode, setMode] = useState<ListeningMode>(kept?.mode ?? 'exam');
  const name = useId();
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="listening-start">
      <div>
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t('listening.start.eyebrow')}
        </p>
        <h1 className="mt-1 text-2xl font-black sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('listening.start.facts', { minutes: audioMinutes(seconds) })}
        </p>
      </div>
      {kept ? (
        <Alert tone="info">
          <p className="font-semibold">
            {t('listening.start.keptTitle', { mode: t('listening.mode', { mode: kept.mode }) })}
          </p>
          <p className="mt-1">
            {kept.checkStartedAt !== null
              ? t('listening.start.keptChecking')
              : t('listening.start.keptPart', { n: kept.section })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={onResume}>{t('listening.start.resume')}</Button>
          </div>
          <p className="mt-2 text-xs">{t('listening.start.orRestart')}</p>
        </Alert>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">{t('listening.start.chooseMode')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <ModeOption
            mode="exam"
            chosen={mode === 'exam'}
            onChoose={() => setMode('exam')}
            name={name}
          >
            <span className="block">{rich('listening.start.exam1', { strong })}</span>
            <span className="block">
              {t('listening.start.exam2', { seconds: READING_SECONDS })}
            </span>
            <span className="block">
              {t('listening.start.exam3', {
                minutes: CHECK_SECONDS / 60,
                total: examMinutes(seconds),
              })}
            </span>
          </ModeOption>
          <ModeOption
            mode="practice"
            chosen={mode === 'practice'}
            onChoose={() => setMode('practice')}
            name={name}
          >
            <span className="block">{t('listening.start.practice1')}</span>
            <span className="block">{rich('listening.start.practice2', { strong })}</span>
            <span className="block">{t('listening.start.practice3')}</span>
          </ModeOption>
        </div>
      </fieldset>
      <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
        <HeadphonesIcon />
        <p>{rich('listening.start.headphones', { strong })}</p>
      </div>
      <StickyActions>
        <Button onClick={() => onStart(mode)} className="w-full sm:w-auto">
          {t('listening.start.begin', { mode: t('listening.mode', { mode }) })}
        </Button>
      </StickyActions>
    </div>
  );
}
