/**
 * Whether the browser can say an English word (issue 18 §4: dictation without an English voice
 * says so before the game starts). Browsers load their voices late: an empty list at first is
 * 'checking' until 'voiceschanged' brings them, or until VOICES_WAIT_MS have passed (some
 * browsers, like headless Chromium, have no voice and never send the event).
 */
import { useEffect, useState } from 'react';
import { hasEnglishVoice, speechSupported } from '../lib/speak.ts';

export type EnglishVoice = 'checking' | 'available' | 'missing';

/** How long an empty voice list may stay empty before it counts as no voice. */
export const VOICES_WAIT_MS = 1500;

function current(): EnglishVoice {
  if (!speechSupported()) return 'missing';
  return hasEnglishVoice() ? 'available' : 'checking';
}

export function useEnglishVoice(): EnglishVoice {
  const [voice, setVoice] = useState<EnglishVoice>(current);
  useEffect(() => {
    if (voice !== 'checking') return;
    const synth = window.speechSynthesis;
    const onVoices = () => {
      if (hasEnglishVoice()) setVoice('available');
      else if (synth.getVoices().length > 0) setVoice('missing');
    };
    synth.addEventListener?.('voiceschanged', onVoices);
    const timer = setTimeout(
      () => setVoice(hasEnglishVoice() ? 'available' : 'missing'),
      VOICES_WAIT_MS,
    );
    return () => {
      synth.removeEventListener?.('voiceschanged', onVoices);
      clearTimeout(timer);
    };
  }, [voice]);
  return voice;
}
