/**
 * A settings message that clears itself after 5 s (spec §4: "Settings messages auto-clear after
 * 5 s"). `show` replaces the current message and restarts the clock; `clear` removes it now.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 / §9: how long a settings message stays. */
const SETTINGS_MESSAGE_MS = 5000;

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

export function useTimedMessage(): {
  message: TimedMessage | null;
  show: (tone: TimedMessage['tone'], text: string) => void;
  clear: () => void;
} {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback((tone: TimedMessage['tone'], text: string) => {
    window.clearTimeout(timer.current);
    setMessage({ tone, text });
    timer.current = window.setTimeout(() => setMessage(null), SETTINGS_MESSAGE_MS);
  }, []);
  return { message, show, clear };
}
