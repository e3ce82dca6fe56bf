/**
 * Part 2 (issue 11): the cue card as the exam prints it, and the preparation screen — one minute
 * counted down with a notes box, then the long turn's screen opens by itself (or earlier with
 * 'Bắt đầu nói ngay'). The notes stay beside the card while the learner speaks.
 */
import type { SpeakingTest } from '@app/content/ielts/listening-schema';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { PREP_SECONDS } from '../lib/steps.ts';
import { Clock } from './clock.tsx';

/** The cue card: the task, 'You should say:' with its points, and the final point. */
export function CueCard({ test }: { test: SpeakingTest }) {
  const t = useT();
  return (
    <div
      lang="en"
      className="rounded-2xl border-2 border-dashed border-pink-400 bg-pink-50 p-5 text-slate-900 dark:border-pink-700 dark:bg-pink-950/40 dark:text-slate-100"
      data-testid="cue-card"
    >
      <p className="text-lg font-bold">{test.part2.task}</p>
      <p className="mt-3 font-semibold">{t('speaking.cueCard.say')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-6">
        {test.part2.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="mt-2">{test.part2.finalPoint}</p>
    </div>
  );
}

/** The notes box, editable while preparing and read-only while speaking. */
export function PrepNotes({
  notes,
  onNotes,
  readOnly = false,
}: {
  notes: string;
  onNotes?: (text: string) => void;
  readOnly?: boolean;
}) {
  const t = useT();
  return (
    <label className="block text-sm font-semibold">
      {t('speaking.prep.notes')}
      <textarea
        className="mt-1 block min-h-40 w-full rounded-xl border border-slate-300 bg-white p-3 font-normal read-only:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:read-only:bg-slate-900"
        value={notes}
        readOnly={readOnly}
        onChange={(event) => onNotes?.(event.target.value)}
        placeholder={t('speaking.prep.notesPlaceholder')}
        data-testid="prep-notes"
      />
    </label>
  );
}

/** One minute to prepare the long turn from `since` (ms since the epoch); `onDone` when it ends. */
export function PrepScreen({
  test,
  since,
  notes,
  onNotes,
  onDone,
}: {
  test: SpeakingTest;
  since: number;
  notes: string;
  onNotes: (text: string) => void;
  onDone: () => void;
}) {
  const t = useT();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const id = window.setTimeout(
      () => done.current(),
      Math.max(0, since + PREP_SECONDS * 1000 - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [since]);
  return (
    <section aria-labelledby="prep-heading" className="space-y-4" data-testid="prep-screen">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-pink-700 dark:text-pink-300">
            {t('speaking.prep.part')}
          </p>
          <h1 id="prep-heading" className="text-2xl font-black">
            {t('speaking.prep.heading')}
          </h1>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <span>{t('speaking.prep.left')}</span>
          <Clock
            since={since}
            limit={PREP_SECONDS}
            label={t('speaking.prep.left')}
            testId="prep-clock"
          />
        </div>
      </div>
      <p className="text-slate-700 dark:text-slate-300">{t('speaking.prep.body')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <CueCard test={test} />
        <PrepNotes notes={notes} onNotes={onNotes} />
      </div>
      <Button onClick={onDone} data-testid="prep-done">
        {t('speaking.prep.now')}
      </Button>
    </section>
  );
}
