/**
 * A Listening test in progress (lib/exam-flow.ts for the order of things): the bar with the
 * clock, 'Nộp bài' and the audio line; the Part 1-4 tabs, the shown part's introduction and
 * questions (the Reading runner's question components, with their flags); the navigator. When a
 * part begins, its questions are shown. 'Nộp bài' asks first (counting the unanswered
 * questions); the end of the exam's check submits without asking. Work is kept in
 * IndexedDB while the test runs, the clocks counted from its kept start (lib/listening-storage.ts).
 */
import type { ListeningTest } from '@app/content/ielts/listening-schema';
import type { PlaybackSpeed } from '@app/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { readPlaybackSpeed, savePlaybackSpeed } from '../../../../lib/playback-speed.ts';
import { SubmitDialog } from '../../components/submit-dialog.tsx';
import { QuestionNavigator } from '../../reading/components/question-navigator.tsx';
import { RunnerContext, type RunnerControls } from '../../reading/components/runner-context.ts';
import { useArrowKeys, useJumpToQuestion } from '../../reading/hooks/use-question-focus.ts';
import { useSubmitListening, type SubmittedAttempt } from '../api/attempts.ts';
import { useSecondsSince } from '../../lib/use-seconds-since.ts';
import { useListeningWork } from '../hooks/use-listening-work.ts';
import { useSectionAudio } from '../hooks/use-section-audio.ts';
import type { SectionAudio } from '../lib/audio-manifest.ts';
import {
  CHECK_SECONDS,
  resumeStage,
  SECTIONS,
  stageAfter,
  type ExamStage,
  type ListeningMode,
} from '../lib/exam-flow.ts';
import { answersToSend, listeningRefs, unansweredNumbers } from '../lib/listening-refs.ts';
import {
  clearListening,
  LISTENING_SPEED_KEY,
  saveListening,
  type ListeningSnapshot,
} from '../lib/listening-storage.ts';
import { ExamAudio, PracticeAudio } from './audio-strip.tsx';
import { PartTabs, SectionQuestions } from './section-questions.tsx';
import { RunnerHeader } from './runner-header.tsx';

/** The contract's longest time taken (4 hours). */
const TIME_CAP_SECONDS = 4 * 3600;

/** A submitted attempt and how it was taken. */
export interface FinishedListening extends SubmittedAttempt {
  mode: ListeningMode;
}

/**
 * The running test: `initial` says how (mode) and from where (answers, part, time used);
 * `onSubmitted` receives the marked attempt.
 */
export function ListeningRunner({
  test,
  audio,
  storageKey,
  initial,
  onSubmitted,
}: {
  test: ListeningTest;
  /** The four parts' recordings. */
  audio: readonly SectionAudio[];
  storageKey: string;
  /** Where the test starts: a fresh start or what this tab kept. */
  initial: ListeningSnapshot;
  onSubmitted: (attempt: FinishedListening) => void;
}) {
  const t = useT();
  const { mode } = initial;
  const exam = mode === 'exam';
  const submit = useSubmitListening(test.testNumber);
  const sent = submit.isPending || submit.isSuccess;
  const [work, dispatch] = useListeningWork({ answers: initial.answers, flags: initial.flags });
  const [stage, setStage] = useState<ExamStage>(() => resumeStage(initial));
  const [practice, setPractice] = useState({ section: initial.section, autoPlay: false });
  const [speed, setSpeed] = useState<PlaybackSpeed>(() =>
    exam ? 1 : readPlaybackSpeed(LISTENING_SPEED_KEY),
  );
  const changeSpeed = useCallback((next: PlaybackSpeed) => {
    savePlaybackSpeed(LISTENING_SPEED_KEY, next);
    setSpeed(next);
  }, []);
  const section = exam ? (stage.kind === 'check' ? SECTIONS : stage.section) : practice.section;
  const checking = exam && stage.kind === 'check';
  const [checkStartedAt, setCheckStartedAt] = useState(initial.checkStartedAt);
  const elapsed = useSecondsSince(initial.startedAt, !sent);
  const checkUsed = Math.min(CHECK_SECONDS, useSecondsSince(checkStartedAt, checking && !sent));
  const checkRemaining = checking ? Math.max(0, CHECK_SECONDS - checkUsed) : null;
  const timeUp = checkRemaining === 0;
  const locked = sent || timeUp;
  const refs = useMemo(() => listeningRefs(test), [test]);
  const [viewPart, setViewPart] = useState(section);
  const [current, setCurrent] = useState(
    () => refs.find((r) => r.passage === section)?.number ?? 1,
  );
  const [confirming, setConfirming] = useState(false);
  const { panesRef, jump } = useJumpToQuestion();

  const goTo = useCallback(
    (number: number) => {
      const ref = refs.find((r) => r.number === number);
      if (!ref) return;
      setViewPart(ref.passage);
      setCurrent(number);
      jump(number);
    },
    [refs, jump],
  );
  useArrowKeys(current, refs, goTo);
  /** Shows part `n`'s questions from its first. */
  const showPart = useCallback(
    (n: number) => goTo(refs.find((r) => r.passage === n)?.number ?? 1),
    [refs, goTo],
  );

  const onEnded = () => {
    if (!exam || stage.kind !== 'playing') return;
    const next = stageAfter(stage.section);
    if (next.kind === 'check') setCheckStartedAt(Date.now());
    setStage(next);
    if (next.kind === 'reading') showPart(next.section);
  };
  const onListen = useCallback(
    () => setStage((s) => (s.kind === 'reading' ? { kind: 'playing', section: s.section } : s)),
    [],
  );
  const onSection = (n: number) => {
    setPractice({ section: n, autoPlay: true });
    showPart(n);
  };

  const {
    ref: audioRef,
    stop,
    ...player
  } = useSectionAudio({
    src: audio[section - 1]!.url,
    autoPlay: !sent && (exam ? stage.kind === 'playing' : practice.autoPlay),
    locked: !sent && exam && stage.kind === 'playing',
    rate: exam ? 1 : speed,
    onEnded,
  });
  useEffect(() => {
    if (sent) stop();
  }, [sent, stop]);

  useEffect(() => {
    if (sent) return;
    void saveListening(storageKey, {
      mode,
      answers: work.answers,
      flags: work.flags,
      section,
      startedAt: initial.startedAt,
      checkStartedAt,
    });
  }, [storageKey, mode, work, section, initial.startedAt, checkStartedAt, sent]);

  const send = useCallback(() => {
    submit.mutate(
      {
        answers: answersToSend(work.answers),
        timeTakenSeconds: Math.min(elapsed, TIME_CAP_SECONDS),
        mode,
      },
      {
        onSuccess: (saved) => {
          void clearListening(storageKey);
          onSubmitted({ ...saved, mode });
        },
      },
    );
  }, [submit, work.answers, elapsed, mode, storageKey, onSubmitted]);

  // the check is over: submit without asking (once; a failure offers 'Nộp lại')
  const autoSent = useRef(false);
  useEffect(() => {
    if (timeUp && !autoSent.current && !sent) {
      autoSent.current = true;
      setConfirming(false);
      send();
    }
  }, [timeUp, sent, send]);

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
  const unanswered = unansweredNumbers(refs, work.answers);
  const listening = exam && stage.kind !== 'check';

  return (
    <RunnerContext.Provider value={controls}>
      <div className="flex flex-col gap-3" data-testid="listening-runner">
        <audio
          ref={audioRef}
          src={audio[section - 1]!.url}
          preload={checking ? 'none' : 'auto'}
          data-testid="listening-audio"
          className="hidden"
        />
        <RunnerHeader
          title={test.title}
          mode={mode}
          elapsed={elapsed}
          checkRemaining={checkRemaining}
          onSubmit={() => setConfirming(true)}
          disabled={locked}
        >
          {exam ? (
            <ExamAudio stage={stage} audio={player} onListen={onListen} />
          ) : (
            <PracticeAudio
              section={section}
              audio={player}
              speed={speed}
              onSpeed={changeSpeed}
              onSection={onSection}
            />
          )}
        </RunnerHeader>
        {timeUp && submit.isError ? (
          <Alert tone="error">
            {t('reading.runner.timeUpFailed', { error: errorMessage(submit.error) })}{' '}
            <Button variant="secondary" className="mt-2" onClick={() => send()}>
              {t('reading.runner.resend')}
            </Button>
          </Alert>
        ) : null}
        <PartTabs shown={viewPart} playing={section} onShow={showPart} />
        <div
          ref={panesRef}
          onFocus={(event) => {
            const holder = (event.target as HTMLElement).closest<HTMLElement>('[data-question]');
            if (holder) setCurrent(Number(holder.dataset.question));
          }}
        >
          <SectionQuestions section={test.sections[viewPart - 1]!} />
        </div>
        <div className="sticky bottom-0 z-30 -mx-4 sm:-mx-6 lg:mx-0 lg:overflow-hidden lg:rounded-t-2xl lg:border lg:border-b-0 lg:border-slate-200 dark:lg:border-slate-700">
          <QuestionNavigator
            refs={refs}
            answers={work.answers}
            flags={work.flags}
            current={current}
            onGo={goTo}
            partKind="part"
          />
        </div>
      </div>
      <SubmitDialog
        open={confirming && !timeUp}
        total={refs.length}
        unanswered={unanswered}
        note={listening ? t('listening.runner.stillPlaying') : undefined}
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
