/**
 * A test on one page (issue 21 §2, like Quizlet's test): the questions kind by kind, each kind
 * under its heading, matching questions in their groups, then how many are answered and 'Nộp
 * bài', which hands the whole test in at once (blanks allowed: they count as wrong).
 */
import { TEST_KINDS, type TestQuestion, type TestResponses, type TestSheet } from '@app/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import {
  ChoiceQuestion,
  MatchingGroup,
  TrueFalseQuestion,
  WrittenQuestion,
} from './test-questions.tsx';

type Matching = Extract<TestQuestion, { kind: 'matching' }>;

/** The matching questions by group, in order. */
function groups(questions: readonly TestQuestion[]): Matching[][] {
  const byGroup = new Map<number, Matching[]>();
  for (const question of questions) {
    if (question.kind !== 'matching') continue;
    byGroup.set(question.group, [...(byGroup.get(question.group) ?? []), question]);
  }
  return [...byGroup.values()];
}

export function TestSheetForm({
  sheet,
  onSubmit,
}: {
  sheet: TestSheet;
  onSubmit: (responses: TestResponses) => void;
}) {
  const t = useT();
  const [responses, setResponses] = useState<Record<string, string>>({});
  const first = useRef<HTMLHeadingElement>(null);
  // the start button is gone: keyboard and screen-reader users go on from the first heading
  useEffect(() => first.current?.focus(), []);
  const set = (id: string, value: string) => setResponses((old) => ({ ...old, [id]: value }));
  const total = sheet.questions.length;
  const answered = sheet.questions.filter((q) => (responses[q.id] ?? '').trim() !== '').length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(responses);
  };

  return (
    <form onSubmit={submit} className="space-y-8" data-testid="test-sheet">
      {TEST_KINDS.filter((kind) => sheet.questions.some((q) => q.kind === kind)).map((kind, i) => {
        const questions = sheet.questions.filter((question) => question.kind === kind);
        return (
          <section key={kind} aria-labelledby={`test-section-${kind}`} className="space-y-3">
            <h2
              id={`test-section-${kind}`}
              ref={i === 0 ? first : undefined}
              tabIndex={i === 0 ? -1 : undefined}
              className="text-lg font-bold"
            >
              {t(`testMode.sections.${kind}`)}{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({t('testMode.sectionCount', { n: questions.length })})
              </span>
            </h2>
            {kind === 'matching'
              ? groups(questions).map((group) => (
                  <MatchingGroup
                    key={group[0]!.group}
                    questions={group}
                    responses={responses}
                    onChange={set}
                  />
                ))
              : questions.map((question) => {
                  const props = {
                    value: responses[question.id],
                    onChange: (v: string) => set(question.id, v),
                  };
                  if (question.kind === 'true-false')
                    return <TrueFalseQuestion key={question.id} question={question} {...props} />;
                  if (question.kind === 'choice')
                    return <ChoiceQuestion key={question.id} question={question} {...props} />;
                  if (question.kind === 'written')
                    return <WrittenQuestion key={question.id} question={question} {...props} />;
                  return null;
                })}
          </section>
        );
      })}
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
        <p className="font-semibold" data-testid="test-answered" aria-live="polite">
          {t('testMode.answered', { answered, total })}
        </p>
        {answered < total ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('testMode.unanswered', { n: total - answered })}
          </p>
        ) : null}
        <Button type="submit" className="mt-3 w-full sm:w-auto">
          {t('testMode.submit')}
        </Button>
      </div>
    </form>
  );
}
