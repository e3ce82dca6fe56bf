/**
 * The runner once the essay is submitted: its figures, a link to the attempt's results page, the
 * way back to the list, then the review (essay, feedback, model answer).
 */
import type { TestResultDto, WritingFeedback } from '@app/contracts';
import type { AnyWritingTest as WritingTest } from '@app/content/ielts/schema';
import { formatMinutesSeconds } from '@app/domain';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Figure } from '../../../components/ui/figure.tsx';
import { useIntl, useT } from '../../../i18n/i18n.tsx';
import { WritingReview } from './writing-review.tsx';

/** The runner's end screen for a submitted essay. */
export function WritingSubmitted({
  test,
  text,
  result,
  feedback,
  onExit,
}: {
  test: WritingTest;
  text: string;
  result: TestResultDto;
  feedback: WritingFeedback;
  onExit: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl" data-testid="writing-submitted">
          {t('writing.submitted.title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{test.title}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label={t('writing.submitted.words')}
          value={intl.formatNumber(feedback.wordCount)}
          id="submitted-word-count"
        />
        <Figure
          label={t('writing.submitted.time')}
          value={formatMinutesSeconds(result.timeTakenSeconds ?? 0)}
          id="submitted-time"
        />
        <Figure
          label={t('writing.submitted.paragraphs')}
          value={intl.formatNumber(feedback.paragraphCount)}
          id="submitted-paragraphs"
        />
        <Figure
          label={t('writing.submitted.sentences')}
          value={intl.formatNumber(feedback.sentenceCount)}
          id="submitted-sentences"
        />
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link to={`/dashboard/ielts/results/${result.id}`} className={buttonStyles()}>
          {t('writing.submitted.viewResult')}
        </Link>
        <Button variant="secondary" onClick={onExit}>
          {t('writing.submitted.backToList')}
        </Button>
      </div>
      <WritingReview text={text} feedback={feedback} test={test} />
    </div>
  );
}
