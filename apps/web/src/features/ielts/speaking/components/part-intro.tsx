/**
 * The opening screen of a part (issue 11): what happens in it, Part 1's three topic frames
 * (issue 23 §4) and 'Bắt đầu Part n'.
 */
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import type { SpeakingPart } from '../lib/steps.ts';
import { partInfo } from '../lib/texts.ts';

export function PartIntro({
  part,
  questions,
  frames = [],
  onStart,
}: {
  part: SpeakingPart;
  /** Part 1's topic frames, in order. */
  frames?: readonly string[];
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
      {frames.length > 0 ? (
        <div>
          <h2 id="part-frames-heading" className="text-sm font-semibold">
            {t('speaking.partIntro.frames')}
          </h2>
          <ol
            aria-labelledby="part-frames-heading"
            className="mt-2 flex flex-wrap gap-2"
            data-testid="part-frames"
          >
            {frames.map((title, i) => (
              <li
                key={title}
                className="rounded-full bg-pink-50 px-3 py-1 text-sm text-pink-900 dark:bg-pink-950/50 dark:text-pink-100"
              >
                <span aria-hidden="true" className="font-semibold tabular-nums">
                  {i + 1}.{' '}
                </span>
                <span lang="en">{title}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <Button onClick={onStart} autoFocus>
        {part === 2 ? t('speaking.partIntro.startPart2') : t('speaking.partIntro.start', { part })}
      </Button>
    </section>
  );
}
