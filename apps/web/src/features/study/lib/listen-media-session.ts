/**
 * Lock-screen and headset controls for "Listen to a whole set" (issue 21 §5), through the Media
 * Session API where the browser has it: the metadata (title = the current term, artist = the
 * set's title, album = the app's name), the playback state, and the play / pause / previous
 * track / next track handlers.
 *
 * Browsers show those controls only for a page that is playing media, and speech synthesis is
 * not media: while the set plays, a silent looping <audio> (SILENT_SECONDS of 8 kHz silence,
 * made here as a WAV blob) plays too, so that the session is active. Whether speech goes on with
 * the screen locked is the browser's and the phone's choice (docs/architecture.md).
 */
import { useEffect, useRef } from 'react';

/** Android's Chrome shows no media controls for media shorter than 5 s. */
export const SILENT_SECONDS = 6;
const SAMPLE_RATE = 8000;

export interface MediaSessionHandlers {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
}

function mediaSession(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

/** A mono 8-bit PCM WAV of `seconds` of silence (the value 128 is 8-bit PCM's zero). */
export function silentWav(seconds: number, sampleRate = SAMPLE_RATE): Blob {
  const samples = Math.round(seconds * sampleRate);
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true); // fmt chunk size
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, 1, true); // mono
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate, true); // bytes per second
  header.setUint16(32, 1, true); // block align
  header.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  header.setUint32(40, samples, true);
  return new Blob([header.buffer, new Uint8Array(samples).fill(128)], { type: 'audio/wav' });
}

/**
 * Keeps the media session in step with the player: `metadata` (null clears it), `playing`, and
 * the handlers (the latest ones are called). Everything is cleared when the screen closes.
 */
export function useListenMediaSession(
  metadata: { title: string; artist: string; album: string } | null,
  playing: boolean,
  handlers: MediaSessionHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const actions: [MediaSessionAction, () => void][] = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, []);

  const { title = '', artist = '', album = '' } = metadata ?? {};
  const hasMetadata = metadata !== null;
  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = hasMetadata ? new MediaMetadata({ title, artist, album }) : null;
  }, [hasMetadata, title, artist, album]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  useSilentAudio(playing && mediaSession() !== null);
}

/** Plays the silent loop while `playing` (see the module docstring); made on first use. */
function useSilentAudio(playing: boolean): void {
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    if (!playing) {
      audio.current?.pause();
      return;
    }
    if (!audio.current) {
      const element = new Audio(URL.createObjectURL(silentWav(SILENT_SECONDS)));
      element.loop = true;
      audio.current = element;
    }
    // refused (no gesture, no audio output): the controls just stay off
    audio.current.play()?.catch(() => undefined);
  }, [playing]);
  useEffect(
    () => () => {
      const element = audio.current;
      if (!element) return;
      element.pause();
      URL.revokeObjectURL(element.src);
      audio.current = null;
    },
    [],
  );
}
