/** The opening screen of a part (issue 11): what happens in it and 'Bắt đầu Part n'. */
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import type { SpeakingPart } from '../lib/steps.ts';
import { partInfo } from '../lib/texts.ts';

export function PartIntro({
  part,
  questions,
  onStart,
}: {
  part: SpeakingPart;
  /** How many questions the part asks (Part 2: its follow-ups besides the cue card). */
  questions: number;
  onStart: () => void;
}) {
  const t = useT();
  const info = partInfo(t, part);
  return (
    <section
      aria-labelledby="part-intro-heading"
      className="mx-auto max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="part-intro"
    >
      <h1 id="part-intro-heading" className="text-2xl font-black">
        {info.title}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{info.about}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {part === 2
          ? t('speaking.partIntro.part2Count', { n: questions, target: info.target })
          : t('speaking.partIntro.count', { n: questions, target: info.target })}
      </p>
      <Button onClick={onStart} autoFocus>
        {part === 2 ? t('speaking.partIntro.startPart2') : t('speaking.partIntro.start', { part })}
      </Button>
    </section>
  );
}
