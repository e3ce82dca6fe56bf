/**
 * The review of a Listening attempt (after submitting, and on the results page): the raw score
 * out of 40, the estimated band, the time and the mode; then part by part every question with
 * the learner's answer, the key and the explanation (the Reading review's items), the part's
 * map where it has one, and its transcript with its recording ('Chỉ hiện câu sai' narrows the
 * questions to the misses) and shadowing of its sentences (components/transcript.tsx).
 * Transcripts are open after a practice run, folded after an exam.
 */
import type { ListeningTest } from '@app/content/ielts/listening-schema';
import type { MarkedAnswer, TestResultDto } from '@app/contracts';
import { formatMinutesSeconds, RAW_SCORE_MAX } from '@app/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Figure } from '../../../components/ui/figure.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { useIeltsFormat } from '../lib/format.ts';
import { ReviewItem } from '../reading/components/review-questions.tsx';
import { hasOptionalWords } from '../reading/lib/answer-key.ts';
import { MapFigure } from './components/map-figure.tsx';
import { Transcript } from './components/transcript.tsx';
import type { SectionAudio } from './lib/audio-manifest.ts';
import type { ListeningMode } from './lib/exam-flow.ts';
import { listeningRefs, type ListeningSection } from './lib/listening-refs.ts';

function SectionReview({
  section,
  testNumber,
  items,
  byNumber,
  audio,
  openTranscript,
}: {
  section: ListeningSection;
  testNumber: number;
  items: ReturnType<typeof listeningRefs>;
  byNumber: ReadonlyMap<number, MarkedAnswer>;
  audio: SectionAudio | undefined;
  openTranscript: boolean;
}) {
  const t = useT();
  const player = useRef<HTMLAudioElement>(null);
  const maps = section.groups.filter((g) => g.type === 'map-labelling' && g.map);
  const shownMaps = maps.filter((g) => items.some((item) => item.group === g));
  return (
    <section
      aria-labelledby={`review-part-${section.number}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={`review-part-${section.number}`} className="text-lg font-bold">
        {t('listening.review.partHeading', { n: section.number, title: section.title })}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{section.introduction}</p>
      {shownMaps.map((g) => (
        <div key={g.questions[0]!.number} className="mt-3 max-w-md">
          <MapFigure svg={g.map!} title={g.title} />
        </div>
      ))}
      {items.length > 0 ? (
        <ol className="mt-3 space-y-2">
          {items.map((item) => (
            <ReviewItem key={item.number} item={item} marked={byNumber.get(item.number)} />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-green-800 dark:text-green-300">
          {t('listening.review.noWrong')}
        </p>
      )}
      <details
        open={openTranscript}
        className="mt-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      >
        <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {t('listening.review.transcript', { n: section.number })}
        </summary>
        <div className="mt-3 space-y-3">
          {audio ? (
            <audio
              ref={player}
              controls
              preload="none"
              src={audio.url}
              className="w-full"
              aria-label={t('listening.review.listenAgain', { n: section.number })}
            />
          ) : null}
          <Transcript
            section={section}
            testNumber={testNumber}
            audio={audio}
            onBeforePlay={() => player.current?.pause()}
          />
        </div>
      </details>
    </section>
  );
}

/**
 * A Listening attempt's review: `answers` are the marked answers, `result` the saved result,
 * `mode` how it was taken, `audio` the parts' recordings to hear again (when known); `actions`
 * ('Làm lại', …) sit under the score.
 */
export function ListeningReview({
  test,
  answers,
  result,
  mode,
  audio,
  actions,
}: {
  test: ListeningTest;
  answers: readonly MarkedAnswer[];
  result: TestResultDto;
  mode: ListeningMode;
  audio?: readonly SectionAudio[] | undefined;
  actions?: ReactNode;
}) {
  const t = useT();
  const format = useIeltsFormat();
  const [onlyWrong, setOnlyWrong] = useState(false);
  const refs = useMemo(() => listeningRefs(test), [test]);
  const byNumber = useMemo(() => new Map(answers.map((a) => [a.number, a])), [answers]);
  const score = result.score ?? answers.filter((a) => a.correct).length;
  const shown = refs.filter((r) => !onlyWrong || !(byNumber.get(r.number)?.correct ?? false));
  const optional = refs.some((r) => hasOptionalWords(r.question.answer));
  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="listening-review">
      <section
        aria-labelledby="listening-review-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          {t('listening.review.eyebrow')}
        </p>
        <h2 id="listening-review-title" className="mt-1 text-2xl font-black">
          {test.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label={t('reading.review.score')}
            value={t('ielts.rawScore', { score, max: RAW_SCORE_MAX })}
            id="listening-score"
          />
          <Figure
            label={t('reading.review.band')}
            value={result.bandScore === null ? format.notAvailable : format.band(result.bandScore)}
            id="listening-band"
          />
          {result.timeTakenSeconds !== null ? (
            <Figure
              label={t('reading.review.time')}
              value={formatMinutesSeconds(result.timeTakenSeconds)}
              id="listening-time"
            />
          ) : null}
          <Figure
            label={t('listening.review.modeLabel')}
            value={t('listening.mode', { mode })}
            id="listening-mode-result"
          />
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
          {t('listening.review.bandNote')}
          {mode === 'practice' ? t('listening.review.practiceNote') : null}
        </p>
        {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{t('listening.review.title')}</h3>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyWrong}
            onChange={(event) => setOnlyWrong(event.target.checked)}
            className="h-4 w-4 accent-blue-600"
          />
          {t('reading.review.onlyWrong')}
        </label>
      </div>
      {optional ? (
        <p className="-mt-4 text-xs text-slate-600 dark:text-slate-400">
          {t('reading.review.optionalNote')}
        </p>
      ) : null}
      {test.sections.map((section) => (
        <SectionReview
          key={section.number}
          section={section}
          testNumber={test.testNumber}
          items={shown.filter((r) => r.passage === section.number)}
          byNumber={byNumber}
          audio={audio?.[section.number - 1]}
          openTranscript={mode === 'practice'}
        />
      ))}
    </div>
  );
}
