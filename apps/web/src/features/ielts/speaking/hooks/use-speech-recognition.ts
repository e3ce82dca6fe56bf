/**
 * Live transcription of one answer with the browser's speech recognition (issue 11):
 * continuous, with interim results, in the learner's accent. The text shown is what earlier
 * recognition sessions of the answer settled plus the current session's final and interim
 * results; Chrome ends a continuous session by itself after a silence, so while the learner has
 * not pressed 'Dừng' a new session starts (at most MAX_RESTARTS times). Every result event's
 * time is kept (seconds from the answer's start): the gaps between them are the answer's pauses.
 * A fatal error (FATAL_RECOGNITION_ERRORS) ends the answer and calls `onFatal` with its code.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FATAL_RECOGNITION_ERRORS,
  recognitionConstructor,
  type SpeechLang,
  type SpeechRecognitionLike,
} from '../lib/speech.ts';

/** What was heard: the transcript and the result times (s from the start, one decimal). */
export interface HeardAnswer {
  transcript: string;
  resultTimes: number[];
}

const MAX_RESTARTS = 50;
/** How long to wait for the last results after 'Dừng' before taking the text as it is (ms). */
const STOP_GRACE_MS = 2500;

interface Run {
  rec: SpeechRecognitionLike;
  wanted: boolean;
  done: boolean;
  committed: string;
  session: string;
  times: number[];
  startedAt: number;
  restarts: number;
  fatal: string | null;
  resolve: ((heard: HeardAnswer) => void) | null;
}

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');

/** Speech recognition for one answer at a time; `onFatal` when it cannot work here. */
export function useSpeechRecognition(onFatal: (code: string) => void) {
  const [text, setText] = useState('');
  const [listening, setListening] = useState(false);
  const runRef = useRef<Run | null>(null);
  const onFatalRef = useRef(onFatal);
  useEffect(() => {
    onFatalRef.current = onFatal;
  }, [onFatal]);

  const finish = useCallback((run: Run) => {
    if (run.done) return;
    run.done = true;
    run.committed = join(run.committed, run.session);
    run.session = '';
    setListening(false);
    run.resolve?.({ transcript: run.committed, resultTimes: run.times });
    run.resolve = null;
  }, []);

  const start = useCallback(
    (lang: SpeechLang): boolean => {
      const Recognition = recognitionConstructor();
      if (!Recognition) {
        onFatalRef.current('unsupported');
        return false;
      }
      const rec = new Recognition();
      rec.lang = lang;
      rec.continuous = true;
      rec.interimResults = true;
      rec.maxAlternatives = 1;
      const run: Run = {
        rec,
        wanted: true,
        done: false,
        committed: '',
        session: '',
        times: [],
        startedAt: performance.now(),
        restarts: 0,
        fatal: null,
        resolve: null,
      };
      runRef.current = run;
      rec.onresult = (event) => {
        if (run.done) return;
        let final = '';
        let interim = '';
        for (let i = 0; i < event.results.length; i++) {
          const result = event.results[i]!;
          const piece = result[0]?.transcript ?? '';
          if (result.isFinal) final += ` ${piece}`;
          else interim += ` ${piece}`;
        }
        run.session = join(final, interim);
        run.times.push(Math.round((performance.now() - run.startedAt) / 100) / 10);
        setText(join(run.committed, run.session));
      };
      rec.onerror = (event) => {
        if (FATAL_RECOGNITION_ERRORS.has(event.error)) {
          run.wanted = false;
          run.fatal = event.error;
        }
      };
      rec.onend = () => {
        if (run.done) return;
        if (run.fatal) {
          finish(run);
          onFatalRef.current(run.fatal);
          return;
        }
        if (run.wanted && run.restarts < MAX_RESTARTS) {
          run.committed = join(run.committed, run.session);
          run.session = '';
          run.restarts += 1;
          try {
            rec.start();
            return;
          } catch {
            // cannot restart: the answer ends here
          }
        }
        finish(run);
      };
      try {
        rec.start();
      } catch {
        runRef.current = null;
        onFatalRef.current('start-failed');
        return false;
      }
      setText('');
      setListening(true);
      return true;
    },
    [finish],
  );

  /** Stops listening; resolves with the answer once the last results are in. */
  const stop = useCallback((): Promise<HeardAnswer> => {
    const run = runRef.current;
    if (!run) return Promise.resolve({ transcript: '', resultTimes: [] });
    if (run.done) return Promise.resolve({ transcript: run.committed, resultTimes: run.times });
    run.wanted = false;
    return new Promise((resolve) => {
      run.resolve = resolve;
      try {
        run.rec.stop();
      } catch {
        finish(run);
      }
      window.setTimeout(() => finish(run), STOP_GRACE_MS);
    });
  }, [finish]);

  // leaving the question (or the test) mid-answer drops what was being heard
  useEffect(
    () => () => {
      const run = runRef.current;
      if (!run) return;
      run.wanted = false;
      run.done = true;
      try {
        run.rec.abort();
      } catch {
        // already ended
      }
    },
    [],
  );

  return { text, listening, start, stop };
}
