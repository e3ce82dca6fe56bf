/**
 * The one <audio> element of a Listening test and what the runner shows of it. In exam mode
 * (`locked`) the recording cannot be paused, sought or sped up: a pause (media keys, the
 * system's controls) resumes at once, a seek snaps back to the last position reached, the rate
 * goes back to 1, and an `ended` that a seek produced is undone. When the browser refuses to
 * start sound without a click, `status` is 'blocked' and `play` (from a click) starts it. In
 * practice mode `rate` is the learner's speed (0.75× / 1× / 1.25×), kept across the parts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNaturalEnd, isSeek } from '../lib/exam-flow.ts';

export type AudioStatus = 'loading' | 'ready' | 'error' | 'blocked';

export interface AudioView {
  /** Seconds played. */
  time: number;
  /** Seconds in all (NaN until known). */
  duration: number;
  playing: boolean;
  ended: boolean;
  status: AudioStatus;
  /** 0-1. */
  volume: number;
}

const INITIAL: AudioView = {
  time: 0,
  duration: Number.NaN,
  playing: false,
  ended: false,
  status: 'loading',
  volume: 1,
};

/**
 * Binds the runner's <audio> (`ref`) to `src`: its state (`view`) and controls; `pause`, `seek`
 * do nothing while `locked`; `stop` ends playback for good.
 */
export function useSectionAudio({
  src,
  autoPlay,
  locked,
  rate = 1,
  onEnded,
}: {
  src: string;
  /** Start playing whenever `src` changes or this turns true. */
  autoPlay: boolean;
  /** Exam mode while a part plays: no pause, seek or rate change. */
  locked: boolean;
  /** Playback speed (practice; an exam always plays at 1). */
  rate?: number;
  /** The recording reached its end (not a seek). */
  onEnded: () => void;
}) {
  const ref = useRef<HTMLAudioElement>(null);
  const [view, setView] = useState<AudioView>(INITIAL);
  const lastGood = useRef(0);
  const lockedRef = useRef(locked);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    lockedRef.current = locked;
    endedRef.current = onEnded;
  });

  const play = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.play().then(
      () => setView((v) => (v.status === 'blocked' ? { ...v, status: 'ready' } : v)),
      (error: unknown) => {
        // NotAllowedError: no click yet; AbortError: the source changed meanwhile
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          setView((v) => ({ ...v, status: 'blocked' }));
        }
      },
    );
  }, []);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const patch = (values: Partial<AudioView>) => setView((v) => ({ ...v, ...values }));
    const handlers: Record<string, () => void> = {
      loadstart: () => {
        lastGood.current = 0;
        patch({ time: 0, duration: Number.NaN, ended: false, status: 'loading' });
      },
      durationchange: () => patch({ duration: audio.duration }),
      canplay: () => setView((v) => (v.status === 'loading' ? { ...v, status: 'ready' } : v)),
      waiting: () => patch({ status: 'loading' }),
      playing: () => patch({ status: 'ready', playing: true, ended: false }),
      error: () => patch({ status: 'error', playing: false }),
      volumechange: () => patch({ volume: audio.volume }),
      timeupdate: () => {
        if (!audio.seeking) lastGood.current = audio.currentTime;
        patch({ time: audio.currentTime });
      },
      seeking: () => {
        if (lockedRef.current && isSeek(lastGood.current, audio.currentTime)) {
          audio.currentTime = lastGood.current;
        }
      },
      ratechange: () => {
        if (lockedRef.current && audio.playbackRate !== 1) audio.playbackRate = 1;
      },
      play: () => patch({ playing: true }),
      pause: () => {
        patch({ playing: false });
        if (lockedRef.current && !audio.ended && !audio.error) play();
      },
      ended: () => {
        if (lockedRef.current && !isNaturalEnd(lastGood.current, audio.duration)) {
          audio.currentTime = lastGood.current;
          play();
          return;
        }
        patch({ playing: false, ended: true, time: audio.duration });
        endedRef.current();
      },
    };
    for (const [name, handler] of Object.entries(handlers)) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) {
        audio.removeEventListener(name, handler);
      }
    };
  }, [play]);

  // the default rate too: loading another part's recording resets the rate to it
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [src, rate]);

  useEffect(() => {
    if (autoPlay) play();
  }, [src, autoPlay, play]);

  const pause = useCallback(() => {
    if (!lockedRef.current) ref.current?.pause();
  }, []);
  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio || lockedRef.current || !Number.isFinite(seconds)) return;
    audio.currentTime = Math.max(0, seconds);
  }, []);
  const setVolume = useCallback((volume: number) => {
    if (ref.current) ref.current.volume = Math.min(1, Math.max(0, volume));
  }, []);
  const retry = useCallback(() => {
    ref.current?.load();
    if (autoPlay) play();
  }, [autoPlay, play]);
  /** Stops for good (the test is submitted), whatever the mode. */
  const stop = useCallback(() => {
    lockedRef.current = false;
    ref.current?.pause();
  }, []);

  return { ref, view, play, pause, seek, setVolume, retry, stop };
}
