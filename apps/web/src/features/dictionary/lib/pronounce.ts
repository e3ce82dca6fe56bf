/**
 * Pronunciation (spec §2 Dictionary: pronunciation list with audio play; DESIGN: speech
 * synthesis where the browser has it, a clear message where not): an audio file when the entry
 * names one, else the browser's voice in American or British English. A failure is logged
 * only and the button returns to its resting state (spec §8 Other).
 */

export type Accent = 'en-US' | 'en-GB';

/** True when the browser can speak (Web Speech API speechSynthesis). */
export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Says `word` in the accent; `onEnd` runs when it has been said or could not be. */
export function speakWord(word: string, lang: Accent, onEnd: () => void): boolean {
  if (!speechSupported()) return false;
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.lang = lang;
  utterance.rate = 0.9;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

let current: HTMLAudioElement | null = null;

/**
 * Plays an audio file; `onEnd` runs when it ends. When it cannot play (blocked, missing, no
 * network) the failure is logged and `onFail` runs instead (the caller may let the browser speak).
 */
export function playAudio(url: string, onEnd: () => void, onFail: () => void): void {
  current?.pause();
  const audio = new Audio(url);
  current = audio;
  audio.onended = onEnd;
  audio.play().catch((error: unknown) => {
    console.warn('pronunciation audio failed', error);
    onFail();
  });
}
