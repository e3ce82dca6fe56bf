/**
 * The Writing test runner (issue 10; Task 1 since issue 23 §1): the task (Task 1: the prompt and
 * its visuals above the editor), the essay editor with its live word count (the server's own
 * count, essayWordCount), the task's countdown (Task 2: 40 minutes, Task 1: 20; warnings at 10
 * and 5 minutes; at zero the essay is submitted), the draft kept in localStorage across a reload (per user and
 * test, with the time used; removed on submit), submission after a confirmation, then the
 * feedback and the model answer.
 */
import { normaliseText, type TestResultDto, type WritingFeedback } from '@app/contracts';
import type { AnyWritingTest as WritingContent } from '@app/content/ielts/schema';
import { essayWordCount } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSubmitWriting } from '../api/results.ts';
import { writingContentQuery } from '../lib/content-query.ts';
import { EssayEditor } from './essay-editor.tsx';
import { useElapsed } from './use-countdown.ts';
import {
  clearEssayDraft,
  essayDraftKey,
  readEssayDraft,
  writeEssayDraft,
} from './writing-drafts.ts';
import { taskMinutes, taskMinWords } from './task-rules.ts';
import { Task1Prompt } from './task1-prompt.tsx';
import { WritingPrompt } from './writing-prompt.tsx';
import { WritingSubmitted } from './writing-submitted.tsx';
import { TimeWarning, WritingToolbar } from './writing-toolbar.tsx';

/** Runs Writing test `testNumber`; `onExit` goes back to the list. */
export function WritingTest({ testNumber, onExit }: { testNumber: number; onExit: () => void }) {
  const content = useQuery(writingContentQuery(testNumber));
  const { data: session } = useSession();
  const t = useT();
  if (content.isPending) return <Spinner label={t('common.loading')} className="py-16" />;
  if (content.isError) return <Alert tone="error">{t('writing.notReady')}</Alert>;
  if (!session) return null;
  return (
    <WritingSession
      test={content.data}
      draftKey={essayDraftKey(session.user.id, testNumber)}
      onExit={onExit}
    />
  );
}

interface Submitted {
  result: TestResultDto;
  feedback: WritingFeedback;
  text: string;
}

function WritingSession({
  test,
  draftKey,
  onExit,
}: {
  test: WritingContent;
  draftKey: string;
  onExit: () => void;
}) {
  // the time limit in seconds (spec §9: writing 40 minutes; Task 1: 20) and the minimum length
  const WRITING_LIMIT_SECONDS = taskMinutes(test) * 60;
  const MIN_WORDS = taskMinWords(test);
  const [restored] = useState(() => readEssayDraft(localStorage, draftKey));
  const [showRestored, setShowRestored] = useState(restored !== null && restored.text !== '');
  const [text, setText] = useState(restored?.text ?? '');
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const submit = useSubmitWriting(test.testNumber);
  const elapsedSoFar = Math.min(restored?.elapsedSeconds ?? 0, WRITING_LIMIT_SECONDS);
  const [running, setRunning] = useState(elapsedSoFar < WRITING_LIMIT_SECONDS);
  const elapsed = Math.min(useElapsed(elapsedSoFar, running), WRITING_LIMIT_SECONDS);
  const remaining = WRITING_LIMIT_SECONDS - elapsed;
  const timeUp = remaining <= 0;
  const words = essayWordCount(text);
  const autoSent = useRef(false);
  const t = useT();

  if (timeUp && running) setRunning(false);

  // the draft follows the text and the time used, until the essay is submitted
  useEffect(() => {
    if (submitted) return;
    if (text.trim() === '') clearEssayDraft(localStorage, draftKey);
    else
      writeEssayDraft(localStorage, draftKey, {
        text,
        elapsedSeconds: elapsed,
        savedAt: Date.now(),
      });
  }, [text, elapsed, draftKey, submitted]);

  const { mutate } = submit;
  const send = useCallback(() => {
    const essay = text;
    mutate(
      { text: essay, timeTakenSeconds: elapsed },
      {
        onSuccess: (saved) => {
          clearEssayDraft(localStorage, draftKey);
          setConfirming(false);
          setRunning(false);
          // the text as the server stored it: the grammar matches' offsets are into that
          setSubmitted({
            result: saved.result,
            feedback: saved.feedback,
            text: normaliseText(essay),
          });
          window.scrollTo({ top: 0 });
        },
      },
    );
  }, [mutate, text, elapsed, draftKey]);

  // time out: the essay goes in as it is (nothing to send when nothing was written)
  useEffect(() => {
    if (!timeUp || autoSent.current || submitted || text.trim() === '') return;
    autoSent.current = true;
    setConfirming(false);
    send();
  }, [timeUp, submitted, text, send]);

  if (submitted) {
    return <WritingSubmitted test={test} {...submitted} onExit={onExit} />;
  }
  const canSubmit = text.trim() !== '' && !submit.isPending;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-black sm:text-3xl">{test.title}</h1>
      <WritingToolbar
        remaining={remaining}
        words={words}
        canSubmit={canSubmit}
        onSubmit={() => setConfirming(true)}
        minWords={MIN_WORDS}
      />
      <TimeWarning remaining={remaining} />
      {showRestored ? (
        <Alert tone="info" className="flex flex-wrap items-center justify-between gap-2">
          <span data-testid="draft-restored">
            {t('writing.session.draftRestored', {
              words: essayWordCount(restored?.text ?? ''),
            })}
          </span>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => setShowRestored(false)}
          >
            {t('common.close')}
          </button>
        </Alert>
      ) : null}
      {timeUp ? <TimeUpNotice empty={text.trim() === ''} pending={submit.isPending} /> : null}
      {timeUp && submit.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
          <span>{errorMessage(submit.error)}</span>
          <Button onClick={send}>{t('writing.session.resubmit')}</Button>
        </Alert>
      ) : null}
      {test.task === 1 ? (
        <div className="max-w-4xl space-y-6">
          <Task1Prompt test={test} />
          <EssayEditor
            text={text}
            words={words}
            readOnly={timeUp}
            onChange={setText}
            minWords={MIN_WORDS}
          />
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <WritingPrompt test={test} />
          <EssayEditor text={text} words={words} readOnly={timeUp} onChange={setText} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('writing.session.confirmTitle')}
        message={t('writing.session.confirmMessage', {
          words,
          short: words < MIN_WORDS ? 'yes' : 'no',
          minWords: MIN_WORDS,
        })}
        confirmLabel={t('writing.session.confirm')}
        busyLabel={t('writing.session.confirmBusy')}
        busy={submit.isPending}
        cancelLabel={t('writing.session.keepWriting')}
        error={submit.isError ? errorMessage(submit.error) : null}
        onConfirm={send}
        onCancel={() => {
          submit.reset();
          setConfirming(false);
        }}
      />
    </div>
  );
}

function TimeUpNotice({ empty, pending }: { empty: boolean; pending: boolean }) {
  const t = useT();
  return (
    <Alert tone="error">
      {empty
        ? t('writing.session.timeUpEmpty')
        : pending
          ? t('writing.session.timeUpSending')
          : t('writing.session.timeUp')}
    </Alert>
  );
}
