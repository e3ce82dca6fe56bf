/**
 * A deterministic speechSynthesis for headless Chromium, which has no voices (a stub of the
 * browser's API, not of our server): voices en-US and vi-VN, announced by `voiceschanged` 50 ms
 * after load; each utterance is recorded in `window.__spoken`, starts after 10 ms and ends
 * 150 ms later; cancel() ends the current one with an error. Install with page.addInitScript
 * (the function runs in the page: it uses nothing from outside).
 */
export interface Spoken {
  text: string;
  lang: string;
  rate: number;
  voice: string | null;
}

/** Runs in the page before its scripts (page.addInitScript). */
export function installFakeSpeech() {
  const spoken: Spoken[] = [];
  const w = window as unknown as Record<string, unknown>;
  w.__spoken = spoken;
  class FakeUtterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: { lang: string } | null = null;
    onstart: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }
  const voices = [
    { lang: 'en-US', name: 'Test English', voiceURI: 'test-en', default: true, localService: true },
    { lang: 'vi-VN', name: 'Test Việt', voiceURI: 'test-vi', default: false, localService: true },
  ];
  let ready = false;
  let current: FakeUtterance | null = null;
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => (ready ? voices : []),
    speak(utterance: FakeUtterance) {
      spoken.push({
        text: utterance.text,
        lang: utterance.lang,
        rate: utterance.rate,
        voice: utterance.voice?.lang ?? null,
      });
      current = utterance;
      synth.speaking = true;
      setTimeout(() => {
        if (current !== utterance) return;
        utterance.onstart?.(new Event('start'));
        setTimeout(() => {
          if (current !== utterance) return;
          current = null;
          synth.speaking = false;
          utterance.onend?.(new Event('end'));
        }, 150);
      }, 10);
    },
    cancel() {
      const utterance = current;
      current = null;
      synth.speaking = false;
      utterance?.onerror?.(new Event('error'));
    },
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  w.SpeechSynthesisUtterance = FakeUtterance;
  setTimeout(() => {
    ready = true;
    synth.dispatchEvent(new Event('voiceschanged'));
  }, 50);
}
