/**
 * The microphone and the recordings of a Speaking test (issue 11): the microphone is asked for
 * once when the test starts and released when the runner closes; each spoken answer is recorded
 * with MediaRecorder into an object URL for playback; every URL is released when the runner
 * closes (or when an answer is recorded again).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { recordingSupported } from '../lib/speech.ts';

interface Current {
  recorder: MediaRecorder;
  chunks: Blob[];
}

/** What the question screens use to record an answer. */
export interface AnswerRecorder {
  /** Starts recording; false when there is no microphone or recording fails. */
  start: () => boolean;
  /** Stops recording; resolves with the recording's object URL, or null when none. */
  stop: () => Promise<string | null>;
  /** Stops recording and throws the recording away. */
  discard: () => void;
  /** Releases a recording's object URL. */
  release: (url: string) => void;
}

/** The test's microphone and recorder (see the module docstring). */
export function useRecorder(): AnswerRecorder & {
  /** Asks for the microphone; false when refused, missing or unsupported. */
  requestMicrophone: () => Promise<boolean>;
  /** Stops using the microphone (typed answers from now on). */
  releaseMicrophone: () => void;
} {
  const stream = useRef<MediaStream | null>(null);
  const current = useRef<Current | null>(null);
  const urls = useRef(new Set<string>());

  const releaseMicrophone = useCallback(() => {
    const recorder = current.current?.recorder;
    current.current = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const requestMicrophone = useCallback(async () => {
    if (!recordingSupported()) return false;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      return true;
    } catch {
      return false;
    }
  }, []);

  const start = useCallback(() => {
    if (!stream.current) return false;
    try {
      const recorder = new MediaRecorder(stream.current);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.start();
      current.current = { recorder, chunks };
      return true;
    } catch {
      return false;
    }
  }, []);

  const stop = useCallback((): Promise<string | null> => {
    const run = current.current;
    current.current = null;
    if (!run || run.recorder.state === 'inactive') return Promise.resolve(null);
    return new Promise((resolve) => {
      run.recorder.onstop = () => {
        if (run.chunks.length === 0) return resolve(null);
        const url = URL.createObjectURL(new Blob(run.chunks, { type: run.recorder.mimeType }));
        urls.current.add(url);
        resolve(url);
      };
      run.recorder.stop();
    });
  }, []);

  const discard = useCallback(() => {
    const run = current.current;
    current.current = null;
    if (run && run.recorder.state !== 'inactive') {
      run.recorder.onstop = null;
      run.recorder.stop();
    }
  }, []);

  const release = useCallback((url: string) => {
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }, []);

  useEffect(() => {
    const owned = urls.current;
    return () => {
      releaseMicrophone();
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, [releaseMicrophone]);

  return useMemo(
    () => ({ start, stop, discard, release, requestMicrophone, releaseMicrophone }),
    [start, stop, discard, release, requestMicrophone, releaseMicrophone],
  );
}
