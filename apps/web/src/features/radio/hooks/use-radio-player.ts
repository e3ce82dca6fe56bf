/**
 * The player of one lesson page: the domain's player rules (playerReducer, spec §4) driving an
 * <audio> element. The element's events report time, duration, play, pause and the end; effects
 * apply the state's volume, seek requests and play/pause to it. The address and the player stay
 * in step: next, previous and the end move the address (replacing it), and opening another
 * lesson's address moves the player. Each lesson's position is remembered (lib/positions.ts)
 * and restored when it opens again.
 */
import {
  initialPlayerState,
  playerReducer,
  type PlayerAction,
  type PlayerState,
} from '@app/domain';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type AudioHTMLAttributes,
  type Dispatch,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { findLesson, type LibraryLesson } from '../lib/library.ts';
import { playPath } from '../lib/levels.ts';
import { readPosition, savePosition } from '../lib/positions.ts';

/** While playing, the position is written at most this often (seconds of audio). */
const SAVE_EVERY_SECONDS = 2;

export interface RadioPlayer {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  /** The lesson the player is on (the address follows it within a render). */
  current: LibraryLesson;
  /** The audio failed to load or decode. */
  failed: boolean;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Props for the page's <audio> element. */
  audioProps: AudioHTMLAttributes<HTMLAudioElement>;
}

/**
 * The player of `lesson` among `levelLessons` (its level, in order); starts playing when
 * `autoplay` (a click led here, so the browser allows it).
 */
export function useRadioPlayer(
  lesson: LibraryLesson,
  levelLessons: readonly LibraryLesson[],
  autoplay: boolean,
): RadioPlayer {
  const navigate = useNavigate();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const lessonIds = useMemo(() => levelLessons.map((l) => l.id), [levelLessons]);
  const [state, dispatch] = useReducer(playerReducer, null, () =>
    initialPlayerState({
      lessonIds,
      lessonId: lesson.id,
      position: readPosition(lesson.id),
      playing: autoplay,
    }),
  );
  const [failedId, setFailedId] = useState<string | null>(null);
  const current = findLesson(state.lessonId) ?? lesson;
  const pendingSeek = useRef<number | null>(null);
  const lastSaved = useRef(0);

  // Keep the address and the player on the same lesson; whichever moved, the other follows.
  const synced = useRef(lesson.id);
  useEffect(() => {
    if (state.lessonId !== synced.current) {
      synced.current = state.lessonId;
      const position = readPosition(state.lessonId);
      if (position > 0) dispatch({ type: 'open', lessonIds, lessonId: state.lessonId, position });
      navigate(playPath(state.lessonId), { replace: true });
    } else if (lesson.id !== synced.current) {
      synced.current = lesson.id;
      dispatch({ type: 'open', lessonIds, lessonId: lesson.id, position: readPosition(lesson.id) });
    }
  }, [state.lessonId, lesson.id, lessonIds, navigate]);

  // A new lesson: no seek of the last one is pending; its length is known from the manifest.
  useEffect(() => {
    pendingSeek.current = null;
    if (current.seconds !== null) dispatch({ type: 'duration', seconds: current.seconds });
  }, [current.id, current.seconds]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = state.volume;
  }, [state.volume]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !state.seek) return;
    // kept at once: a reload before the element reports 'seeked' still finds the new place
    lastSaved.current = state.seek.position;
    savePosition(synced.current, state.seek.position);
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      audio.currentTime = state.seek.position;
    } else {
      pendingSeek.current = state.seek.position;
    }
  }, [state.seek]);

  const failed = failedId === current.id;
  // Play or pause the element as the state says (after every render: cheap checks only).
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || current.audioUrl === null || failed) return;
    if (state.playing && audio.paused) {
      audio.play().catch((error: unknown) => {
        // AbortError: another lesson's load interrupted it; that one plays instead
        if (error instanceof DOMException && error.name === 'AbortError') return;
        dispatch({ type: 'pause' });
      });
    } else if (!state.playing && !audio.paused) {
      audio.pause();
    }
  });

  // Leaving the player (another screen, a reload, a closed tab) keeps where the learner was:
  // React's cleanup does not run when the page itself goes, 'pagehide' does.
  useEffect(() => {
    const audio = audioRef.current;
    const keep = () => {
      if (audio && !audio.ended && audio.currentTime > 0) {
        savePosition(synced.current, audio.currentTime);
      }
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, []);

  const element = (event: SyntheticEvent<HTMLAudioElement>) => event.currentTarget;
  const save = (seconds: number) => {
    lastSaved.current = seconds;
    savePosition(current.id, seconds);
  };
  const audioProps: AudioHTMLAttributes<HTMLAudioElement> = {
    src: current.audioUrl ?? undefined,
    preload: 'metadata',
    onLoadedMetadata: (event) => {
      const audio = element(event);
      if (Number.isFinite(audio.duration)) dispatch({ type: 'duration', seconds: audio.duration });
      if (pendingSeek.current !== null) {
        audio.currentTime = pendingSeek.current;
        pendingSeek.current = null;
      }
    },
    onDurationChange: (event) => {
      const { duration } = element(event);
      if (Number.isFinite(duration) && duration > 0)
        dispatch({ type: 'duration', seconds: duration });
    },
    onTimeUpdate: (event) => {
      const audio = element(event);
      dispatch({ type: 'time', position: audio.currentTime });
      if (!audio.paused && Math.abs(audio.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) {
        save(audio.currentTime);
      }
    },
    onSeeked: (event) => save(element(event).currentTime),
    onPlay: () => dispatch({ type: 'play' }),
    onPause: (event) => {
      const audio = element(event);
      // at the end the element pauses first: 'ended' decides what comes next
      if (audio.ended) return;
      dispatch({ type: 'pause' });
      save(audio.currentTime);
    },
    onEnded: () => {
      save(0);
      dispatch({ type: 'ended' });
    },
    onError: () => {
      setFailedId(current.id);
      dispatch({ type: 'pause' });
    },
  };
  return { state, dispatch, current, failed, audioRef, audioProps };
}
