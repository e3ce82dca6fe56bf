/**
 * The questions of a test (issue 21 §2), one component per kind: true/false (two radios),
 * multiple choice (four radios), a matching group (a select of the group's meanings per term)
 * and written (a text field). Each reports the learner's response as TestResponses encodes it
 * (domain test-mode.ts).
 */
import type { TestQuestion } from '@app/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';

type Of<K extends TestQuestion['kind']> = Extract<TestQuestion, { kind: K }>;

export interface QuestionProps<K extends TestQuestion['kind']> {
  question: Of<K>;
  value: string | undefined;
  onChange: (value: string) => void;
}

const box =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const pill =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 px-3 py-2 break-words has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 dark:border-slate-600 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950';

function QuestionNumber({ n }: { n: number }) {
  const t = useT();
  return (
    <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
      {t('testMode.question', { n })}
    </span>
  );
}

/** A radio question: its legend, then one pill per option. */
function Radios({
  question,
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  question: TestQuestion;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  columns: string;
}) {
  return (
    <fieldset className={`${box} min-w-0`} data-testid="test-question" data-kind={question.kind}>
      {/* floated: a legend otherwise sits on the fieldset's border */}
      <legend className="float-left w-full">{legend}</legend>
      <div className={`clear-both grid gap-2 pt-3 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className={pill}>
            <input
              type="radio"
              name={question.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 shrink-0 accent-blue-600"
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TrueFalseQuestion({ question, value, onChange }: QuestionProps<'true-false'>) {
  const t = useT();
  return (
    <Radios
      question={question}
      value={value}
      onChange={onChange}
      columns="grid-cols-2"
      legend={
        <span className="block">
          <QuestionNumber n={question.number} />
          <span className="mt-1 block text-lg break-words" data-testid="test-statement">
            <strong data-testid="test-term">{question.term}</strong>{' '}
            <span className="text-slate-600 dark:text-slate-400">
              {t('testMode.trueFalseMeans')}
            </span>{' '}
            <strong data-testid="test-shown">{question.shown}</strong>
          </span>
        </span>
      }
      options={[
        { value: 'true', label: t('testMode.true') },
        { value: 'false', label: t('testMode.false') },
      ]}
    />
  );
}

export function ChoiceQuestion({ question, value, onChange }: QuestionProps<'choice'>) {
  return (
    <Radios
      question={question}
      value={value}
      onChange={onChange}
      columns="sm:grid-cols-2"
      legend={
        <span className="block">
          <QuestionNumber n={question.number} />
          <strong className="mt-1 block text-lg break-words" data-testid="test-term">
            {question.term}
          </strong>
        </span>
      }
      options={question.options.map((option) => ({ value: option.cardId, label: option.text }))}
    />
  );
}

/** A matching group: each term with a select of the group's meanings. */
export function MatchingGroup({
  questions,
  responses,
  onChange,
}: {
  questions: readonly Of<'matching'>[];
  responses: Readonly<Record<string, string | undefined>>;
  onChange: (questionId: string, value: string) => void;
}) {
  const t = useT();
  return (
    <div className={`${box} space-y-3`} data-testid="test-matching-group">
      {questions.map((question) => (
        <div key={question.id} data-testid="test-question" data-kind="matching">
          <label htmlFor={`test-${question.id}`} className="block">
            <QuestionNumber n={question.number} />
            <strong className="block text-lg break-words" data-testid="test-term">
              {question.term}
            </strong>
          </label>
          <select
            id={`test-${question.id}`}
            value={responses[question.id] ?? ''}
            onChange={(event) => onChange(question.id, event.target.value)}
            className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 dark:border-slate-600 dark:bg-slate-800"
          >
            <option value="">{t('testMode.pick')}</option>
            {question.options.map((option) => (
              <option key={option.cardId} value={option.cardId}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

export function WrittenQuestion({ question, value, onChange }: QuestionProps<'written'>) {
  const t = useT();
  return (
    <div className={box} data-testid="test-question" data-kind="written">
      <QuestionNumber n={question.number} />
      <strong className="mt-1 block text-lg break-words" data-testid="test-term">
        {question.term}
      </strong>
      <input
        aria-label={t('testMode.writtenLabel', { term: question.term })}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        // Enter would hand in the whole test: it is kept for the submit button
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="mt-3 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-lg dark:border-slate-600 dark:bg-slate-800"
      />
    </div>
  );
}
