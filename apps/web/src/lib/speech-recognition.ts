/**
 * The browser's speech recognition and microphone recording, for the Speaking runner (issue 11)
 * and shadowing (issue 23 §4): SpeechRecognition or Chrome's webkitSpeechRecognition
 * (TypeScript's DOM library does not declare the constructor, so its shape is declared here),
 * getUserMedia + MediaRecorder, and the recognition language the learner chose, kept in
 * localStorage.
 */

/** The part of the Web Speech API's SpeechRecognition the runner uses. */
export interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition constructor, or null when it has none (Firefox, Safari < 14.1). */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** True when the microphone can be recorded (secure page, getUserMedia and MediaRecorder). */
export function recordingSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'MediaRecorder' in window &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * Recognition errors after which it cannot work in this browser: no permission, no service
 * (headless or de-Googled Chromium answer 'network' or 'audio-capture'), no microphone, the
 * language unsupported. 'no-speech' and 'aborted' are not among them.
 */
export const FATAL_RECOGNITION_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'audio-capture',
  'language-not-supported',
  'phrases-not-supported',
]);

/** The accents speech recognition and the question reader can use. */
export const SPEECH_LANGS = ['en-GB', 'en-US'] as const;
export type SpeechLang = (typeof SPEECH_LANGS)[number];

const LANG_KEY = 'ielts-speaking-lang';

/** The learner's chosen accent (en-GB unless they chose en-US). */
export function readSpeechLang(storage: Pick<Storage, 'getItem'>): SpeechLang {
  try {
    return storage.getItem(LANG_KEY) === 'en-US' ? 'en-US' : 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/** Keeps the learner's accent for the next test. */
export function writeSpeechLang(storage: Pick<Storage, 'setItem'>, lang: SpeechLang): void {
  try {
    storage.setItem(LANG_KEY, lang);
  } catch {
    // storage full or blocked: the choice lasts for this test only
  }
}
