/**
 * Plays one stretch of a recording (a transcript sentence: from its start to the next one's, in
 * seconds) on an <audio> element of its own, so the page's player keeps its place; it stops
 * at the end of the stretch (checked every animation frame while playing) or when asked.
 * Also plays a whole recording (the learner's own) from the start. One thing plays at a time.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What the panel plays and whether it is playing. */
export interface SegmentAudio {
  /** Ref for the hidden <audio> element. */
  ref: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  /** Plays `src` from `start` to `end` (seconds; null: to its end). */
  play: (src: string, start: number, end: number | null) => Promise<void>;
  stop: () => void;
}

/** Resolves once `audio` knows its length (at once when it already does). */
function metadata(audio: HTMLAudioElement): Promise<void> {
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) return Promise.resolve();
  return new Promise((resolve, reject) => {
    audio.addEventListener('loadedmetadata', () => resolve(), { once: true });
    audio.addEventListener('error', () => reject(new Error('audio failed')), { once: true });
  });
}

/** The hidden player of the shadowing panel (see the module docstring). */
export function useSegmentAudio(): SegmentAudio {
  const ref = useRef<HTMLAudioElement | null>(null);
  const frame = useRef<number | null>(null);
  const [playing, setPlaying] = useState(false);

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    if (ref.current && !ref.current.paused) ref.current.pause();
    setPlaying(false);
  }, []);

  const play = useCallback(
    async (src: string, start: number, end: number | null) => {
      const audio = ref.current;
      if (!audio) return;
      stop();
      if (audio.getAttribute('src') !== src) {
        audio.src = src;
        audio.load();
      }
      setPlaying(true);
      try {
        await metadata(audio);
        audio.currentTime = start;
        await audio.play();
      } catch {
        setPlaying(false);
        return;
      }
      const watch = () => {
        if (audio.paused || (end !== null && audio.currentTime >= end)) {
          stop();
          return;
        }
        frame.current = requestAnimationFrame(watch);
      };
      frame.current = requestAnimationFrame(watch);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return { ref, playing, play, stop };
}
