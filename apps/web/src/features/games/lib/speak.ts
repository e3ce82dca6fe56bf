/**
 * Speaks a word with the browser's speech synthesis (spec §4 Listening dictation: en-US, rate
 * 0.8). Answers false when the browser has none, so the screen can say so; pronunciation through
 * the server's provider comes with issue 9.
 */
import type { SpeechRequest } from '@app/domain';

/** True when the browser can speak (Web Speech API speechSynthesis). */
export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** True when the browser has a voice for English (`en`, `en-US`, `en_GB`…) among those loaded. */
export function hasEnglishVoice(): boolean {
  if (!speechSupported()) return false;
  return window.speechSynthesis.getVoices().some((voice) => /^en([-_]|$)/i.test(voice.lang));
}

export function speak(request: SpeechRequest): boolean {
  if (!speechSupported()) return false;
  const utterance = new SpeechSynthesisUtterance(request.text);
  utterance.lang = request.lang;
  utterance.rate = request.rate;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
