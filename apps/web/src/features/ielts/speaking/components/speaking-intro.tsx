/**
 * The Speaking test's start screen (issue 11): the three parts, what the browser will be asked
 * for, the accent speech recognition listens for (en-GB or en-US, kept for next time), and
 * 'Bắt đầu bài thi' (in a bar kept on screen: issue 34 §13). A browser without speech
 * recognition is told before it starts that answers will be typed.
 */
import type { SpeakingTest } from '@app/content/ielts/listening-schema';
import { Button } from '../../../../components/ui/button.tsx';
import { StickyActions } from '../../../../components/ui/sticky-actions.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import { useTestDescription } from '../../lib/description.ts';
import { SPEECH_LANGS, type SpeechLang } from '../lib/speech.ts';
import type { SpeakingPart } from '../lib/steps.ts';
import { partInfo } from '../lib/texts.ts';

const VOICE_KEY = { 'en-GB': 'enGB', 'en-US': 'enUS' } as const;

export function SpeakingIntro({
  test,
  lang,
  recognition,
  busy,
  onLang,
  onBegin,
}: {
  test: SpeakingTest;
  lang: SpeechLang;
  /** Whether this browser has speech recognition at all. */
  recognition: boolean;
  busy: boolean;
  onLang: (lang: SpeechLang) => void;
  onBegin: () => void;
}) {
  const parts: SpeakingPart[] = [1, 2, 3];
  const t = useT();
  const describe = useTestDescription();
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">{test.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{describe(test)}</p>
      </div>
      <ol className="grid gap-3 md:grid-cols-3">
        {parts.map((part) => (
          <li
            key={part}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="font-bold">{partInfo(t, part).title}</h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {partInfo(t, part).about}
            </p>
            <p className="mt-2 text-xs font-semibold text-slate-600 dark:text-slate-400">
              {t('speaking.intro.about', { target: partInfo(t, part).target })}
            </p>
          </li>
        ))}
      </ol>
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-bold">{t('speaking.intro.before')}</h2>
        {recognition ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>{t('speaking.intro.mic')}</li>
            <li>{t('speaking.intro.how')}</li>
            <li>{t('speaking.intro.headset')}</li>
          </ul>
        ) : (
          <p
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
            data-testid="speaking-no-recognition"
          >
            {t('speaking.intro.noRecognition')}
          </p>
        )}
        <label className="block max-w-sm text-sm font-semibold">
          {t('speaking.intro.voice')}
          <select
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal dark:border-slate-600 dark:bg-slate-800"
            value={lang}
            onChange={(event) => onLang(event.target.value as SpeechLang)}
            data-testid="speaking-lang"
          >
            {SPEECH_LANGS.map((option) => (
              <option key={option} value={option}>
                {t(`speaking.intro.voices.${VOICE_KEY[option]}`)}
              </option>
            ))}
          </select>
        </label>
      </section>
      <StickyActions>
        <Button
          onClick={onBegin}
          disabled={busy}
          className="w-full sm:w-auto"
          data-testid="speaking-begin"
        >
          {busy ? t('speaking.intro.opening') : t('speaking.intro.begin')}
        </Button>
      </StickyActions>
    </div>
  );
}
