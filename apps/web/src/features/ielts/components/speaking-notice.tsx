/**
 * The orange notice of the Speaking list screen (spec §2): the test transcribes answers with the
 * browser's speech recognition, shows band 8-9 sample answers, lets the learner rate themselves
 * on four criteria, and may be unreliable on a phone.
 */
import { useT } from '../../../i18n/i18n.tsx';

export function SpeakingNotice() {
  const t = useT();
  return (
    <div
      className="rounded-2xl border border-orange-200 bg-orange-50 p-5 text-sm text-orange-900 dark:border-orange-900 dark:bg-orange-950/60 dark:text-orange-100"
      data-testid="speaking-notice"
    >
      <p className="font-bold">{t('ielts.speakingNotice.title')}</p>
      <p className="mt-2">{t('ielts.speakingNotice.body')}</p>
      <p className="mt-2">{t('ielts.speakingNotice.phone')}</p>
    </div>
  );
}
