/**
 * The Reading test as the computer-delivered exam runs it: passage and questions side by side,
 * filling the screen below the header from 1024 px (lib/use-fit-viewport.ts: the page does not
 * scroll, so nothing slides under the header), stacked behind 'Bài đọc' / 'Câu hỏi' on phones;
 * the 60-minute countdown, the navigator, flags,
 * highlighting, and 'Nộp bài' with a confirmation that counts the unanswered questions. At 00:00
 * the answers are submitted without asking. Work is kept in IndexedDB while the test runs (the
 * clock counts from its kept start);
 * words shown by Quick Define are collected and sent with the attempt.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import { TEST_MINUTES } from '@app/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SubmitDialog } from '../../components/submit-dialog.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useSubmitReading, type SubmittedAttempt } from '../api/attempts.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useQuickDefineWords } from '../hooks/use-quick-define-words.ts';
import { useRunnerState } from '../hooks/use-runner-state.ts';
import type { Highlight } from '../lib/highlights.ts';
import { isAnswered, questionRefs } from '../lib/questions.ts';
import { clearSnapshot, type RunnerSnapshot } from '../lib/runner-storage.ts';
import { PassagePane } from './passage-pane.tsx';
import { QuestionGroup } from './question-group.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { RunnerBar, type PhonePane } from './runner-bar.tsx';
import { RunnerContext, type RunnerControls } from './runner-context.ts';
import { useArrowKeys, useJumpToQuestion } from '../hooks/use-question-focus.ts';
import { useFitViewport } from '../../../../lib/use-fit-viewport.ts';

const TOTAL_SECONDS = TEST_MINUTES.reading * 60;
/** Below this height (px) the runner stops shrinking and the page scrolls. */
const MIN_HEIGHT = 480;
/**
 * The runner's fit from 1024 px (issue 34 §10): the header's width (1536 px at most, 24 px from
 * each edge) and the height left below the header less 16 px.
 */
const FIT = { media: '(min-width: 1024px)', gap: 16, maxWidth: 1536, edge: 24 } as const;

/** A submitted attempt with the words looked up during it. */
export interface FinishedAttempt extends SubmittedAttempt {
  lookedUp: string[];
}

export function ReadingRunner({
  test,
  storageKey,
  initial,
  onSubmitted,
}: {
  test: ReadingTest;
  /** The attempt kept for this test (resumed), or null for a new one. */
  initial: RunnerSnapshot | null;
  /** Where the running test is kept (lib/runner-storage.ts snapshotKey). */
  storageKey: string;
  onSubmitted: (attempt: FinishedAttempt) => void;
}) {
  const t = useT();
  const n = test.testNumber;
  const [startedAt] = useState(() => initial?.startedAt ?? Date.now());
  const submit = useSubmitReading(n);
  const sent = submit.isPending || submit.isSuccess;
  const { elapsed, remaining } = useCountdown(TOTAL_SECONDS, startedAt, !sent);
  const { work, dispatch } = useRunnerState(storageKey, initial, startedAt, !sent);
  const refs = useMemo(() => questionRefs(test), [test]);
  const [passage, setPassage] = useState(1);
  const [pane, setPane] = useState<PhonePane>('passage');
  const [current, setCurrent] = useState(refs[0]?.number ?? 1);
  const [confirming, setConfirming] = useState(false);
  // from 1024 px the runner fills the screen below the header, as the computer-based exam does
  const fit = useFitViewport<HTMLDivElement>(MIN_HEIGHT, FIT);
  const timeUp = remaining === 0;
  const locked = sent || timeUp;

  const send = useCallback(() => {
    const answers = Object.fromEntries(
      Object.entries(work.answers)
        .map(([k, v]) => [k, v.trim().slice(0, 200)] as const)
        .filter(([, v]) => v !== ''),
    );
    const lookedUp = work.lookedUp.filter((w) => w.length <= 64).slice(0, 100);
    submit.mutate(
      { answers, timeTakenSeconds: elapsed, lookedUp },
      {
        onSuccess: (saved) => {
          void clearSnapshot(storageKey);
          onSubmitted({ ...saved, lookedUp });
        },
      },
    );
  }, [work, elapsed, submit, storageKey, onSubmitted]);

  // time is up: submit without asking (once; a failure offers 'Nộp lại')
  const autoSent = useRef(false);
  useEffect(() => {
    if (timeUp && !autoSent.current && !sent) {
      autoSent.current = true;
      setConfirming(false);
      send();
    }
  }, [timeUp, sent, send]);

  useQuickDefineWords(
    !locked,
    useCallback((word: string) => dispatch({ type: 'lookedUp', word }), [dispatch]),
  );

  const { panesRef, jump } = useJumpToQuestion();
  const goTo = useCallback(
    (number: number) => {
      const ref = refs.find((r) => r.number === number);
      if (!ref) return;
      setPassage(ref.passage);
      setPane('questions');
      setCurrent(number);
      jump(number);
    },
    [refs, jump],
  );
  useArrowKeys(current, refs, goTo);

  // the clock re-renders the runner every second; the panes re-render only when the work does
  const controls = useMemo<RunnerControls>(
    () => ({
      answers: work.answers,
      flags: work.flags,
      current,
      disabled: locked,
      setAnswers: (values) => dispatch({ type: 'answer', values }),
      toggleFlag: (number) => dispatch({ type: 'flag', number }),
    }),
    [work.answers, work.flags, current, locked, dispatch],
  );
  const onHighlight = useCallback(
    (ranges: Highlight[]) => dispatch({ type: 'highlight', ranges }),
    [dispatch],
  );
  const onUnhighlight = useCallback(
    (range: Highlight) => dispatch({ type: 'unhighlight', range }),
    [dispatch],
  );
  const unanswered = refs.filter((r) => !isAnswered(work.answers, r.number)).map((r) => r.number);
  const groups = test.groups.filter((g) => g.passage === passage);

  return (
    <RunnerContext.Provider value={controls}>
      <div ref={fit} className="flex flex-col gap-3" data-testid="reading-runner">
        <RunnerBar
          title={test.title}
          remaining={remaining}
          passage={passage}
          onPassage={setPassage}
          pane={pane}
          onPane={setPane}
          onSubmit={() => setConfirming(true)}
          disabled={locked}
        />
        {timeUp && submit.isError ? (
          <Alert tone="error">
            {t('reading.runner.timeUpFailed', { error: errorMessage(submit.error) })}{' '}
            <Button variant="secondary" className="mt-2" onClick={() => send()}>
              {t('reading.runner.resend')}
            </Button>
          </Alert>
        ) : null}
        {/*
          Each pane is the containing block of what it holds: a visually hidden radio of a
          question, positioned against an ancestor outside the scrolling pane, lengthened the
          page by 700 px and let it scroll under the header (issue 34 §10).
        */}
        <div ref={panesRef} className="grid gap-3 lg:min-h-0 lg:flex-1 lg:grid-cols-2">
          <section
            id="reading-passage-pane"
            aria-label={t('reading.runner.paneAria', { n: passage })}
            className={`${pane === 'passage' ? 'block' : 'hidden'} relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 lg:block lg:overflow-y-auto lg:pt-0 dark:border-slate-700 dark:bg-slate-900`}
          >
            <PassagePane
              key={passage}
              passage={test.passages[passage - 1]!}
              number={passage}
              highlights={work.highlights}
              onHighlight={onHighlight}
              onUnhighlight={onUnhighlight}
            />
          </section>
          <section
            id="reading-question-pane"
            aria-label={t('reading.runner.questionsAria', { n: passage })}
            onFocus={(event) => {
              const holder = (event.target as HTMLElement).closest<HTMLElement>('[data-question]');
              if (holder) setCurrent(Number(holder.dataset.question));
            }}
            className={`${pane === 'questions' ? 'block' : 'hidden'} relative min-w-0 space-y-6 rounded-2xl border border-slate-200 bg-white p-4 lg:block lg:overflow-y-auto dark:border-slate-700 dark:bg-slate-900`}
          >
            {groups.map((group) => (
              <QuestionGroup key={group.questions[0]!.number} group={group} />
            ))}
          </section>
        </div>
        <div className="sticky bottom-0 z-30 -mx-4 sm:-mx-6 lg:static lg:mx-0 lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 dark:lg:border-slate-700">
          <QuestionNavigator
            refs={refs}
            answers={work.answers}
            flags={work.flags}
            current={current}
            onGo={goTo}
          />
        </div>
      </div>
      <SubmitDialog
        open={confirming && !timeUp}
        total={refs.length}
        unanswered={unanswered}
        busy={submit.isPending}
        error={!timeUp && submit.isError ? submit.error : null}
        onConfirm={send}
        onCancel={() => {
          setConfirming(false);
          submit.reset();
        }}
      />
    </RunnerContext.Provider>
  );
}
