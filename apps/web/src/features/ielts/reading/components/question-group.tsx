/**
 * One group of questions as the exam shows it: 'Câu 1–6', the instructions, the shared list of
 * options once (headings, features, endings, the word box), then each question with the control
 * its type needs (see question-inputs.tsx and completion-context.tsx). Reading's groups and
 * Listening's (a section's groups, read through QuestionGroupLike; a map or plan goes beside the
 * questions as `figure`).
 */
import { memo, type ReactNode } from 'react';
import {
  CONTEXT_TYPES,
  JUDGEMENT_CHOICES,
  LETTER_TYPES,
  MATCHING_TYPES,
  numberRange,
  type QuestionGroupLike,
  type QuestionLike,
} from '../lib/questions.ts';
import { useT } from '../../../../i18n/i18n.tsx';
import { CompletionContext } from './completion-context.tsx';
import { FlagRow, QuestionBlock } from './question-block.tsx';
import {
  ChoiceList,
  GapInput,
  JudgementButtons,
  MultiChoice,
  OptionSelect,
} from './question-inputs.tsx';

/** The shared list's title kind (`reading.question.listTitle`), per group type. */
const LIST_TITLES: Partial<Record<string, 'headings' | 'endings' | 'box'>> = {
  'matching-headings': 'headings',
  'matching-sentence-endings': 'endings',
  'summary-completion-box': 'box',
};

/**
 * The shared options, shown once (not for matching information, whose paragraphs are labelled,
 * nor for map labelling, whose letters are on the map).
 */
function OptionsBox({ group }: { group: QuestionGroupLike }) {
  const t = useT();
  if (!group.options || group.type === 'matching-information' || group.type === 'map-labelling')
    return null;
  const kind = LIST_TITLES[group.type];
  const title = kind ? t('reading.question.listTitle', { type: kind }) : null;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      {title ? <p className="mb-1.5 font-bold">{title}</p> : null}
      <ul
        className={
          group.type === 'summary-completion-box'
            ? 'grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3'
            : 'space-y-1'
        }
      >
        {group.options.map((o) => (
          <li key={o.key} className="flex gap-2">
            <span className="min-w-6 font-bold">{o.key}</span>
            <span>{o.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A sentence with its ______ gap as an input. */
function Sentence({ question }: { question: QuestionLike }) {
  const [before, ...after] = question.prompt.split(/_{3,}/);
  return (
    <p className="leading-loose">
      {before}
      <GapInput number={question.number} />
      {after.join(' ')}
    </p>
  );
}

function Question({ group, question }: { group: QuestionGroupLike; question: QuestionLike }) {
  const choices = LETTER_TYPES.includes(group.type)
    ? (group.options ?? []).map((o) => o.key)
    : JUDGEMENT_CHOICES[group.type];
  if (choices) {
    return (
      <QuestionBlock number={question.number}>
        <p>{question.prompt}</p>
        <JudgementButtons number={question.number} choices={choices} />
      </QuestionBlock>
    );
  }
  if (MATCHING_TYPES.includes(group.type)) {
    return (
      <QuestionBlock number={question.number}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0">{question.prompt}</p>
          <OptionSelect number={question.number} options={group.options ?? []} />
        </div>
      </QuestionBlock>
    );
  }
  if (group.type === 'sentence-completion') {
    return (
      <QuestionBlock number={question.number}>
        <Sentence question={question} />
      </QuestionBlock>
    );
  }
  if (group.type === 'short-answer') {
    return (
      <QuestionBlock number={question.number}>
        <p>{question.prompt}</p>
        <div className="mt-2">
          <GapInput number={question.number} wide />
        </div>
      </QuestionBlock>
    );
  }
  return (
    <QuestionBlock number={question.number}>
      <p>{question.prompt}</p>
      <ChoiceList number={question.number} options={question.options ?? group.options ?? []} />
    </QuestionBlock>
  );
}

/** A group of questions with its heading and instructions; `figure` (a map) beside the questions. */
export const QuestionGroup = memo(function QuestionGroup({
  group,
  figure,
}: {
  group: QuestionGroupLike;
  figure?: ReactNode;
}) {
  const t = useT();
  const numbers = group.questions.map((q) => q.number);
  let body;
  if (CONTEXT_TYPES.includes(group.type)) {
    body = (
      <>
        <CompletionContext group={group} />
        {group.type === 'summary-completion-box' ? <OptionsBox group={group} /> : null}
        <FlagRow numbers={numbers} />
      </>
    );
  } else if (group.type === 'multiple-choice-multi') {
    body = (
      <div data-testid={`question-${numbers[0]}`} className="mt-3 text-sm leading-relaxed">
        <p className="font-medium">{group.questions[0]!.prompt}</p>
        <MultiChoice group={group} />
        <FlagRow numbers={numbers} />
      </div>
    );
  } else {
    body = (
      <>
        {group.type === 'summary-completion-box' ? null : <OptionsBox group={group} />}
        <div className="mt-2 space-y-1">
          {group.questions.map((question) => (
            <Question key={question.number} group={group} question={question} />
          ))}
        </div>
      </>
    );
  }
  return (
    <section
      aria-labelledby={`group-${numbers[0]}`}
      data-numbers={numbers.join(',')}
      tabIndex={-1}
      className="border-b border-slate-200 pb-6 focus:outline-none last:border-b-0 dark:border-slate-800"
    >
      <h3 id={`group-${numbers[0]}`} className="text-base font-bold">
        {t('reading.question.range', { range: numberRange(group) })}
      </h3>
      <p className="mt-1 text-sm text-slate-700 italic dark:text-slate-300">{group.instructions}</p>
      {figure ? (
        <div className="mt-3 grid gap-4 md:grid-cols-2 md:items-start">
          {figure}
          <div className="min-w-0">{body}</div>
        </div>
      ) : (
        body
      )}
    </section>
  );
});
