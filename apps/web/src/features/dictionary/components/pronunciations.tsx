/**
 * The pronunciation list (spec §2 Dictionary): each transcription with a play button for its
 * audio file; when the entry has no audio, 'US' and 'UK' buttons that let the browser say the
 * word (en-US, en-GB), or a message when the browser cannot speak.
 */
import type { DictionaryPhonetic } from '@app/contracts';
import { useState } from 'react';
import { SpeakerIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { playAudio, speakWord, speechSupported, type Accent } from '../lib/pronounce.ts';

const ACCENTS: Accent[] = ['en-US', 'en-GB'];
const ACCENT_NAMES = {
  'en-US': 'dictionary.accents.us',
  'en-GB': 'dictionary.accents.uk',
} as const satisfies Record<Accent, MessageId>;

function PlayButton({
  label,
  playing,
  onPlay,
  children,
}: {
  label: string;
  playing: boolean;
  onPlay: () => void;
  children?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onPlay}
      className={`inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
        playing
          ? 'bg-blue-600 text-white'
          : 'bg-blue-50 text-blue-800 hover:bg-blue-100 dark:bg-blue-950/60 dark:text-blue-200 dark:hover:bg-blue-900/60'
      }`}
    >
      <SpeakerIcon className={`h-5 w-5 ${playing ? 'motion-safe:animate-pulse' : ''}`} />
      {children}
    </button>
  );
}

/** Transcriptions and play buttons for `word`. */
export function Pronunciations({
  word,
  phonetics,
}: {
  word: string;
  phonetics: readonly DictionaryPhonetic[];
}) {
  const t = useT();
  const [playing, setPlaying] = useState<string | null>(null);
  const [noSpeech, setNoSpeech] = useState(false);
  const listed = phonetics.filter((p) => p.text || p.audio);
  const hasAudio = listed.some((p) => p.audio);
  const stop = () => setPlaying(null);

  const say = (accent: Accent) => {
    setPlaying(accent);
    if (!speakWord(word, accent, stop)) {
      setPlaying(null);
      setNoSpeech(true);
    }
  };

  return (
    <section aria-labelledby="pronunciation-heading">
      <h3
        id="pronunciation-heading"
        className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {t('dictionary.pronunciation')}
      </h3>
      <ul className="flex flex-wrap items-center gap-2" data-testid="pronunciations">
        {listed.map((phonetic, index) => {
          const id = `audio-${index}`;
          const name = [phonetic.accent, phonetic.text].filter(Boolean).join(' ') || word;
          return (
            <li
              key={id}
              className="flex items-center gap-2 rounded-xl border border-slate-200 py-1 pr-1 pl-3 dark:border-slate-700"
            >
              {phonetic.accent ? (
                <span className="text-xs font-bold text-slate-600 dark:text-slate-400">
                  {phonetic.accent === 'US' || phonetic.accent === 'UK'
                    ? t(phonetic.accent === 'US' ? ACCENT_NAMES['en-US'] : ACCENT_NAMES['en-GB'])
                    : phonetic.accent}
                </span>
              ) : null}
              <span className="font-mono text-slate-800 dark:text-slate-200">
                {phonetic.text ?? word}
              </span>
              {phonetic.audio ? (
                <PlayButton
                  label={t('dictionary.play', { what: name })}
                  playing={playing === id}
                  onPlay={() => {
                    setPlaying(id);
                    playAudio(phonetic.audio!, stop, () => {
                      const lang = phonetic.accent === 'UK' ? 'en-GB' : 'en-US';
                      if (!speakWord(word, lang, stop)) stop();
                    });
                  }}
                />
              ) : (
                <span className="w-1" />
              )}
            </li>
          );
        })}
        {hasAudio || !speechSupported()
          ? null
          : ACCENTS.map((accent) => (
              <li key={accent}>
                <PlayButton
                  label={t('dictionary.playAccent', { word, accent: t(ACCENT_NAMES[accent]) })}
                  playing={playing === accent}
                  onPlay={() => say(accent)}
                >
                  {t(ACCENT_NAMES[accent])}
                </PlayButton>
              </li>
            ))}
      </ul>
      {!hasAudio && (noSpeech || !speechSupported()) ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300" role="status">
          {t('dictionary.noSpeech')}
        </p>
      ) : null}
    </section>
  );
}
