/**
 * The voices of "Listen to a whole set" (issue 21 §5): whether the browser can say the term in
 * English and the meaning in Vietnamese, and saying one text with a callback at its end.
 *
 * Browsers load their voices late (Chromium lists them only after `voiceschanged`), and some —
 * headless Chromium — have none and never send the event: an empty list is "checking" until the
 * event brings voices or VOICES_WAIT_MS have passed.
 */
import type { SpeechRequest } from '@app/domain';
import { useEffect, useState } from 'react';

/** How long an empty voice list may stay empty before it counts as no voice (ms). */
export const VOICES_WAIT_MS = 1500;

export interface ListenVoices {
  /** The voice list is still empty and may yet fill. */
  checking: boolean;
  english: boolean;
  vietnamese: boolean;
}

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null;
}

/**
 * The browser's voice for `lang` (a BCP 47 tag such as 'en-US' or 'vi-VN'): one with exactly
 * that tag, else one of the same language ('en', 'en_GB', 'vi'); null when there is none.
 */
export function findVoice(lang: string): SpeechSynthesisVoice | null {
  const voices = synth()?.getVoices() ?? [];
  const tag = lang.toLowerCase().replace('_', '-');
  const language = tag.split('-')[0]!;
  const norm = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  return (
    voices.find((voice) => norm(voice) === tag) ??
    voices.find((voice) => norm(voice).split('-')[0] === language) ??
    null
  );
}

function currentVoices(): ListenVoices {
  const speech = synth();
  const english = findVoice('en-US') !== null;
  const vietnamese = findVoice('vi-VN') !== null;
  const checking = speech !== null && speech.getVoices().length === 0;
  return { checking, english, vietnamese };
}

/** The voices there are, kept current as the browser loads them. */
export function useListenVoices(): ListenVoices {
  const [voices, setVoices] = useState<ListenVoices>(currentVoices);
  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setVoices(currentVoices());
    speech.addEventListener?.('voiceschanged', update);
    const timer = setTimeout(
      () => setVoices({ ...currentVoices(), checking: false }),
      VOICES_WAIT_MS,
    );
    return () => {
      speech.removeEventListener?.('voiceschanged', update);
      clearTimeout(timer);
    };
  }, []);
  return voices;
}

/**
 * The utterance being said: held here because Chromium may collect an utterance that nothing
 * references before its `end` event fires.
 */
let speaking: SpeechSynthesisUtterance | null = null;

/**
 * Says `request` with the browser's voice for its language and calls `onEnd` once when it is
 * over (ended or failed). Answers a function that stops it without calling `onEnd`; false
 * instead when the browser cannot speak.
 */
export function say(request: SpeechRequest, onEnd: () => void): (() => void) | false {
  const speech = synth();
  if (!speech) return false;
  const utterance = new SpeechSynthesisUtterance(request.text);
  utterance.lang = request.lang;
  utterance.rate = request.rate;
  const voice = findVoice(request.lang);
  if (voice) utterance.voice = voice;
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    if (speaking === utterance) speaking = null;
    onEnd();
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  speech.cancel();
  speaking = utterance;
  speech.speak(utterance);
  return () => {
    over = true;
    if (speaking === utterance) speaking = null;
    speech.cancel();
  };
}
