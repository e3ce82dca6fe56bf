/**
 * The answer controls of the Reading and Listening runners: a text gap, a letter chosen from a
 * list (select), a radio list of options, a row of choice buttons (TRUE/FALSE/NOT GIVEN,
 * YES/NO/NOT GIVEN, or Listening's letters), and the "choose TWO/THREE" checkboxes. Every
 * control carries `data-question` (the runner's current question follows focus) and is labelled
 * 'Câu n'.
 */
import { chosenLetters, toggleLetter, type QuestionGroupLike } from '../lib/questions.ts';
import { useT } from '../../../../i18n/i18n.tsx';
import { useRunner } from './runner-context.ts';

const FIELD =
  'rounded-lg border border-slate-400 bg-white text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-500/40 focus:outline-none disabled:opacity-70 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100';

/** The outline of the current question's gap. */
const CURRENT = 'border-blue-600 ring-2 ring-blue-500/40 dark:border-blue-400';

/** A text answer (a gap in a sentence or a text, or a short answer). */
export function GapInput({ number, wide = false }: { number: number; wide?: boolean }) {
  const { answers, disabled, setAnswers, current } = useRunner();
  const t = useT();
  return (
    <input
      type="text"
      data-question={number}
      aria-label={t('reading.question.numberAria', { n: number })}
      placeholder={String(number)}
      value={answers[String(number)] ?? ''}
      onChange={(event) => setAnswers({ [number]: event.target.value })}
      disabled={disabled}
      maxLength={200}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      className={`${FIELD} mx-0.5 px-2 py-0.5 text-center font-semibold placeholder:font-bold placeholder:text-slate-500 dark:placeholder:text-slate-400 ${wide ? 'w-full max-w-xs' : 'w-36 max-w-full'} ${current === number ? CURRENT : ''}`}
    />
  );
}

/** A letter or numeral from a list (matching, the word box). */
export function OptionSelect({
  number,
  options,
  showText = false,
}: {
  number: number;
  options: ReadonlyArray<{ key: string; text: string }>;
  /** Show each option's text after its key (the word box). */
  showText?: boolean;
}) {
  const { answers, disabled, setAnswers, current } = useRunner();
  const t = useT();
  return (
    <select
      data-question={number}
      aria-label={t('reading.question.numberAria', { n: number })}
      value={answers[String(number)] ?? ''}
      onChange={(event) => setAnswers({ [number]: event.target.value })}
      disabled={disabled}
      className={`${FIELD} mx-0.5 max-w-full px-2 py-1 font-semibold ${current === number ? CURRENT : ''}`}
    >
      <option value="">{`${number} —`}</option>
      {options.map((o) => (
        <option key={o.key} value={o.key}>
          {showText ? `${o.key}  ${o.text}` : o.key}
        </option>
      ))}
    </select>
  );
}

/** One option chosen from a radio list (multiple choice A-D). */
export function ChoiceList({
  number,
  options,
}: {
  number: number;
  options: ReadonlyArray<{ key: string; text: string }>;
}) {
  const { answers, disabled, setAnswers } = useRunner();
  const t = useT();
  const value = answers[String(number)] ?? '';
  return (
    <div
      role="radiogroup"
      aria-label={t('reading.question.numberAria', { n: number })}
      className="mt-2 space-y-1.5"
    >
      {options.map((o) => (
        <label
          key={o.key}
          className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${value === o.key ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/60' : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'}`}
        >
          <input
            type="radio"
            name={`q-${number}`}
            value={o.key}
            data-question={number}
            checked={value === o.key}
            onChange={() => setAnswers({ [number]: o.key })}
            disabled={disabled}
            className="mt-0.5 h-4 w-4 shrink-0 accent-blue-600"
          />
          <span className="font-bold">{o.key}</span>
          <span>{o.text}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * TRUE / FALSE / NOT GIVEN (or YES / NO / NOT GIVEN, or a Listening group's letters) as a row of
 * buttons (radios underneath).
 */
export function JudgementButtons({
  number,
  choices,
}: {
  number: number;
  choices: readonly string[];
}) {
  const { answers, disabled, setAnswers } = useRunner();
  const t = useT();
  const value = answers[String(number)] ?? '';
  return (
    <div
      role="radiogroup"
      aria-label={t('reading.question.numberAria', { n: number })}
      className="mt-2 flex flex-wrap gap-2"
    >
      {choices.map((choice) => (
        <label
          key={choice}
          className={`cursor-pointer rounded-lg border py-1.5 text-sm ${choice.length === 1 ? 'min-w-9 px-2 text-center' : 'px-3'} font-bold tracking-wide transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${value === choice ? 'border-blue-600 bg-blue-600 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'}`}
        >
          <input
            type="radio"
            name={`q-${number}`}
            value={choice}
            data-question={number}
            checked={value === choice}
            onChange={() => setAnswers({ [number]: choice })}
            disabled={disabled}
            className="sr-only"
          />
          {choice}
        </label>
      ))}
    </div>
  );
}

/**
 * "Choose TWO (THREE) letters": checkboxes, at most as many ticked as the group has questions;
 * the ticked letters go to its questions in order.
 */
export function MultiChoice({ group }: { group: QuestionGroupLike }) {
  const { answers, disabled, setAnswers } = useRunner();
  const t = useT();
  const chosen = chosenLetters(group, answers);
  const full = chosen.length >= group.questions.length;
  const first = group.questions[0]!.number;
  return (
    <fieldset className="mt-2 space-y-1.5">
      <legend className="sr-only">
        {t('reading.question.rangeAria', { first, last: first + group.questions.length - 1 })}
      </legend>
      {(group.options ?? []).map((o) => {
        const checked = chosen.includes(o.key);
        const slot = checked
          ? group.questions[chosen.indexOf(o.key)]!.number
          : (group.questions[chosen.length]?.number ?? first);
        return (
          <label
            key={o.key}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${checked ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/60' : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800'} ${!checked && full ? 'opacity-60' : ''}`}
          >
            <input
              type="checkbox"
              value={o.key}
              data-question={slot}
              checked={checked}
              disabled={disabled || (!checked && full)}
              onChange={() => setAnswers(toggleLetter(group, answers, o.key))}
              className="mt-0.5 h-4 w-4 shrink-0 accent-blue-600"
            />
            <span className="font-bold">{o.key}</span>
            <span>{o.text}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
