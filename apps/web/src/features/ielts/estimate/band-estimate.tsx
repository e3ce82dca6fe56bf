/**
 * The estimated band per criterion by the school's language model (issue 23 §3), on a Writing
 * review and a Speaking review: shown only when the server says it has one (GET
 * /api/ielts/estimate) and there is text to estimate — otherwise nothing at all. 'Ước lượng band'
 * asks for the estimate (POST); while it runs the button is busy and a status line says it may
 * take a minute; a failure (the model's 502/504, a 429, the network) shows the catalogue's
 * message and leaves the rest of the review as it is. The answer: each criterion's band, the
 * model's reason and the learner's sentence to improve, Writing's overall band, and always the
 * label 'ước lượng — không phải điểm của giám khảo'.
 */
import type { BandEstimateResponse, CriterionEstimate } from '@app/contracts';
import type { EstimateSkill, WritingTaskNumber } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLocale, useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useIeltsFormat } from '../lib/format.ts';
import { estimateAvailabilityQuery, useBandEstimate } from './api.ts';

export interface EstimateSubject {
  skill: EstimateSkill;
  /** Writing only (absent: Task 2). */
  task?: WritingTaskNumber | undefined;
  /** The task's question as the learner saw it ('' when unknown). */
  prompt: string;
  /** The essay, or the transcripts with their questions (speakingEstimateText). */
  text: string;
}

type Estimate = Extract<BandEstimateResponse, { available: true }>;

const LABEL =
  'inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200';

function CriterionCard({ item }: { item: CriterionEstimate }) {
  const t = useT();
  const { band } = useIeltsFormat();
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="estimate-criterion"
      data-criterion={item.criterion}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{t(`ielts.estimate.criteria.${item.criterion}`)}</h3>
        <span
          className="rounded-lg bg-blue-100 px-2 py-0.5 font-black text-blue-900 dark:bg-blue-950 dark:text-blue-100"
          data-testid="estimate-band"
        >
          {t('ielts.estimate.band', { band: band(item.band) })}
        </span>
      </div>
      <p className="mt-2 text-sm wrap-anywhere">
        <span className="font-semibold">{t('ielts.estimate.reason')}:</span>{' '}
        <span data-testid="estimate-reason">{item.reason}</span>
      </p>
      <p className="mt-2 text-sm font-semibold">{t('ielts.estimate.quote')}:</p>
      <blockquote
        lang="en"
        className="mt-1 border-l-4 border-amber-500 pl-3 text-sm italic wrap-anywhere dark:border-amber-400"
        data-testid="estimate-quote"
      >
        {item.quote}
      </blockquote>
    </li>
  );
}

function EstimateResult({ estimate }: { estimate: Estimate }) {
  const t = useT();
  const { band } = useIeltsFormat();
  return (
    <div className="space-y-3" data-testid="estimate-result">
      {estimate.overall === null ? null : (
        <div className="rounded-xl bg-blue-50 p-4 dark:bg-blue-950/60">
          <p className="text-sm font-semibold">{t('ielts.estimate.overall')}</p>
          <p className="text-3xl font-black" data-testid="estimate-overall">
            {band(estimate.overall)}
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {t('ielts.estimate.overallNote')}
          </p>
        </div>
      )}
      <ul className="space-y-3">
        {estimate.criteria.map((item) => (
          <CriterionCard key={item.criterion} item={item} />
        ))}
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="estimate-model">
        {t('ielts.estimate.model', { model: estimate.model })}
      </p>
    </div>
  );
}

/** The estimate section (see the module docstring); null when not available. */
export function BandEstimate({ subject }: { subject: EstimateSubject }) {
  const t = useT();
  const { locale } = useLocale();
  const available = useQuery(estimateAvailabilityQuery());
  const mutation = useBandEstimate();
  if (available.data !== true || subject.text.trim() === '') return null;
  const estimate = mutation.data?.available ? mutation.data : null;
  if (mutation.data && !mutation.data.available) return null; // LLM_URL removed meanwhile
  const ask = () =>
    mutation.mutate({
      skill: subject.skill,
      ...(subject.skill === 'writing' && subject.task ? { task: subject.task } : {}),
      prompt: subject.prompt,
      text: subject.text,
      language: locale,
    });
  return (
    <section
      aria-labelledby="estimate-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-800/40"
      data-testid="band-estimate"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="estimate-heading" className="text-xl font-bold">
          {t('ielts.estimate.heading')}
        </h2>
        <span className={LABEL} data-testid="estimate-label">
          {t('ielts.estimate.label')}
        </span>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(subject.skill === 'speaking' ? 'ielts.estimate.speakingIntro' : 'ielts.estimate.intro')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={estimate ? 'secondary' : 'primary'}
          onClick={ask}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          data-testid="estimate-button"
        >
          {mutation.isPending ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          ) : null}
          {estimate ? t('ielts.estimate.again') : t('ielts.estimate.button')}
        </Button>
        {mutation.isPending ? (
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t('ielts.estimate.loading')}
          </span>
        ) : null}
      </div>
      {mutation.isError ? (
        <Alert tone="error">
          <span data-testid="estimate-error">{errorMessage(mutation.error)}</span>
        </Alert>
      ) : null}
      {estimate && !mutation.isPending ? <EstimateResult estimate={estimate} /> : null}
    </section>
  );
}
