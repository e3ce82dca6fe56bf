/**
 * One shadowing attempt (issue 23 §4): the microphone is asked for (getUserMedia), then at once
 * the browser's speech recognition listens (SpeechRecognition or webkitSpeechRecognition, in the
 * learner's accent from the Speaking settings, one utterance: it ends by itself after a
 * silence) and MediaRecorder records the learner's voice for playback. Where recognition is
 * missing or fails, the attempt is recorded only and `heard` is null; where recording is
 * missing, only recognised. A refused microphone ends the attempt with an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FATAL_RECOGNITION_ERRORS,
  readSpeechLang,
  recognitionConstructor,
  recordingSupported,
  type SpeechRecognitionLike,
} from '../../lib/speech-recognition.ts';

/** Why an attempt could not start. */
export type ShadowError = 'mic-denied' | 'no-microphone' | 'unsupported';

/** Where the attempt is. */
export type ShadowAttempt =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; recognising: boolean; heard: string }
  | {
      phase: 'done';
      /** What recognition heard; null when it is missing ('missing') or failed ('failed'). */
      heard: string | null;
      recognition: 'ok' | 'missing' | 'failed';
      /** Object URL of the learner's recording, null when there is none. */
      recording: string | null;
    }
  | { phase: 'error'; error: ShadowError };

/** A recording stops by itself after this long (ms), in case nobody presses 'Dừng'. */
const MAX_MS = 30_000;

interface Run {
  stream: MediaStream | null;
  rec: SpeechRecognitionLike | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  heard: string;
  failed: boolean;
  finished: boolean;
  timer: number;
}

/** Text of a recognition result list (final and interim pieces, in order). */
function resultText(event: SpeechRecognitionEvent): string {
  const parts: string[] = [];
  for (let i = 0; i < event.results.length; i++)
    parts.push(event.results[i]?.[0]?.transcript ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The microphone's error name → the panel's error. */
function micError(error: unknown): ShadowError {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotFoundError' || name === 'OverconstrainedError'
    ? 'no-microphone'
    : 'mic-denied';
}

/** Start, stop and the state of one attempt at a time; URLs are released on unmount. */
export function useShadowAttempt() {
  const [attempt, setAttempt] = useState<ShadowAttempt>({ phase: 'idle' });
  const run = useRef<Run | null>(null);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  const finish = useCallback(async (current: Run, hasRecognition: boolean) => {
    if (current.finished) return;
    current.finished = true;
    window.clearTimeout(current.timer);
    let recording: string | null = null;
    const recorder = current.recorder;
    if (recorder && recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
        recorder.stop();
      });
    }
    current.stream?.getTracks().forEach((track) => track.stop());
    if (run.current !== current) return;
    if (current.chunks.length > 0) {
      recording = URL.createObjectURL(new Blob(current.chunks, { type: recorder?.mimeType }));
      url.current = recording;
    }
    const recognition = !hasRecognition ? 'missing' : current.failed ? 'failed' : 'ok';
    const heard = recognition === 'ok' ? current.heard : null;
    setAttempt({ phase: 'done', heard, recognition, recording });
  }, []);

  const start = useCallback(async () => {
    const Recognition = recognitionConstructor();
    const canRecord = recordingSupported();
    if (!Recognition && !canRecord) {
      setAttempt({ phase: 'error', error: 'unsupported' });
      return;
    }
    release();
    setAttempt({ phase: 'starting' });
    const current: Run = {
      stream: null,
      rec: null,
      recorder: null,
      chunks: [],
      heard: '',
      failed: false,
      finished: false,
      timer: 0,
    };
    run.current = current;
    if (canRecord) {
      try {
        current.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        if (run.current === current) setAttempt({ phase: 'error', error: micError(error) });
        return;
      }
      try {
        const recorder = new MediaRecorder(current.stream);
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) current.chunks.push(event.data);
        };
        recorder.start();
        current.recorder = recorder;
      } catch {
        // no recording in this browser: recognition alone
      }
    }
    if (run.current !== current) return;
    if (Recognition) {
      const rec = new Recognition();
      rec.lang = readSpeechLang(window.localStorage);
      rec.continuous = false;
      rec.interimResults = true;
      rec.maxAlternatives = 1;
      rec.onresult = (event) => {
        current.heard = resultText(event);
        if (!current.finished)
          setAttempt({ phase: 'recording', recognising: true, heard: current.heard });
      };
      rec.onerror = (event) => {
        if (FATAL_RECOGNITION_ERRORS.has(event.error)) current.failed = true;
      };
      // recognition ends after a silence: the attempt ends with it, unless it failed and there
      // is a recording to go on with (the learner then presses 'Dừng')
      rec.onend = () => {
        if (current.failed && current.recorder) {
          setAttempt({ phase: 'recording', recognising: false, heard: '' });
          return;
        }
        void finish(current, true);
      };
      current.rec = rec;
      try {
        rec.start();
      } catch {
        current.failed = true;
        current.rec = null;
      }
    }
    current.timer = window.setTimeout(() => void finish(current, Recognition !== null), MAX_MS);
    setAttempt({
      phase: 'recording',
      recognising: current.rec !== null && !current.failed,
      heard: '',
    });
  }, [finish, release]);

  const stop = useCallback(() => {
    const current = run.current;
    if (!current || current.finished) return;
    const hasRecognition = recognitionConstructor() !== null;
    if (current.rec && !current.failed) {
      try {
        current.rec.stop();
        return;
      } catch {
        // already ended
      }
    }
    void finish(current, hasRecognition);
  }, [finish]);

  /** Drops the attempt (the panel closes or moves to another sentence). */
  const reset = useCallback(() => {
    const current = run.current;
    run.current = null;
    if (current && !current.finished) {
      current.finished = true;
      window.clearTimeout(current.timer);
      try {
        current.rec?.abort();
      } catch {
        // already ended
      }
      if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
      current.stream?.getTracks().forEach((track) => track.stop());
    }
    release();
    setAttempt({ phase: 'idle' });
  }, [release]);

  useEffect(() => reset, [reset]);
  return { attempt, start, stop, reset };
}
