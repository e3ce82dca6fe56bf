/**
 * One Learn question (issue 21 §1) at the step the card is asked: multiple choice (the term →
 * pick its meaning), written (the term → type its meaning) or listen (hear the term → type it).
 * A typed answer is checked with checkWrittenAnswer: right, "Thiếu dấu" (right, the right form
 * shown) or wrong (the answer shown, and "Tôi đã đúng" lets the learner overrule the mark). The
 * result goes to the parent only on "Tiếp tục", so an overruled mark counts as right.
 * A meaning is its back's answer (card-notes): the options, the typed check and the right form
 * leave the note lines out ("Ví dụ: …" holds the term); they are shown once the card is answered.
 */
import {
  backAnswer,
  checkWrittenAnswer,
  learnChoiceOptions,
  splitBack,
  type GameCard,
  type LearnStep,
  type WrittenCheck,
} from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonStyles } from '../../../../components/ui/button.tsx';
import { CardNotes } from '../../../../components/ui/card-notes.tsx';
import { useT } from '../../../../i18n/i18n.tsx';

/** Speaks the term in English (the listen step). */
function speak(text: string): void {
  if (typeof speechSynthesis === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
}

function ChoiceOptions({
  card,
  options,
  picked,
  onPick,
}: {
  card: GameCard;
  options: readonly GameCard[];
  picked: string | null;
  onPick: (id: string) => void;
}) {
  const tone = (id: string) => {
    if (picked === null) return 'border-slate-300 dark:border-slate-600';
    if (id === card.id) return 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950';
    if (id === picked) return 'border-red-600 bg-red-50 dark:bg-red-950';
    return 'border-slate-200 opacity-70 dark:border-slate-700';
  };
  return (
    <div className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="learn-options">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          disabled={picked !== null}
          onClick={() => onPick(option.id)}
          className={`rounded-xl border-2 px-4 py-3 text-left font-medium break-words ${tone(option.id)}`}
        >
          {backAnswer(option.back)}
        </button>
      ))}
    </div>
  );
}

function Feedback({
  check,
  typed,
  overruled,
  onOverrule,
}: {
  check: WrittenCheck | { verdict: 'correct' | 'wrong'; expected: string };
  typed: string | null;
  overruled: boolean;
  onOverrule: () => void;
}) {
  const t = useT();
  const tone =
    check.verdict === 'wrong' && !overruled
      ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
      : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100';
  return (
    <div role="status" className={`mt-4 rounded-xl px-4 py-3 ${tone}`} data-testid="learn-feedback">
      {check.verdict === 'correct' ? <p className="font-semibold">{t('learn.right')}</p> : null}
      {check.verdict === 'missing-marks' ? (
        <p className="font-semibold">{t('learn.missingMarks', { expected: check.expected })}</p>
      ) : null}
      {check.verdict === 'wrong' ? (
        <>
          <p className="font-semibold">{t('learn.wrong', { expected: check.expected })}</p>
          {typed !== null ? (
            <p className="mt-1 text-sm">{t('learn.yourAnswer', { typed })}</p>
          ) : null}
          {typed === null ? null : overruled ? (
            <p className="mt-1 text-sm font-semibold">{t('learn.overruled')}</p>
          ) : (
            <button
              type="button"
              className="mt-2 text-sm font-semibold underline"
              onClick={onOverrule}
            >
              {t('learn.overrule')}
            </button>
          )}
        </>
      ) : null}
    </div>
  );
}

export function LearnQuestion({
  card,
  step,
  cards,
  onDone,
}: {
  card: GameCard;
  step: LearnStep;
  /** The set's cards: a multiple-choice question draws its options from them, once. */
  cards: readonly GameCard[];
  /** Called on "Tiếp tục" with whether the answer counts as right. */
  onDone: (right: boolean) => void;
}) {
  const t = useT();
  // drawn once per question (the parent keys this component by question)
  const [options] = useState(() =>
    step === 'choice' ? learnChoiceOptions(cards, card, Math.random) : [],
  );
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [check, setCheck] = useState<WrittenCheck | null>(null);
  const [overruled, setOverruled] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const answered = picked !== null || check !== null;
  const typedStep = step !== 'choice';

  useEffect(() => {
    if (step === 'listen') speak(card.front);
    if (typedStep) input.current?.focus();
  }, [card.front, step, typedStep]);
  useEffect(() => {
    if (answered) next.current?.focus();
  }, [answered]);

  const right =
    step === 'choice'
      ? picked === card.id
      : check !== null && (check.verdict !== 'wrong' || overruled);
  const choiceCheck = {
    verdict: picked === card.id ? 'correct' : 'wrong',
    expected: backAnswer(card.back),
  } as const;

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p
        className="text-sm font-semibold text-slate-600 dark:text-slate-400"
        data-testid="learn-step"
      >
        {t(`learn.steps.${step}`)}
      </p>
      {step === 'listen' ? (
        <Button variant="secondary" className="mt-3" onClick={() => speak(card.front)}>
          {t('learn.speak')}
        </Button>
      ) : (
        <p className="mt-2 text-3xl font-black break-words" data-testid="learn-prompt">
          {card.front}
        </p>
      )}
      {step === 'choice' ? (
        <ChoiceOptions card={card} options={options} picked={picked} onPick={setPicked} />
      ) : (
        <form
          className="mt-4 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (check || typed.trim() === '') return;
            setCheck(
              checkWrittenAnswer(typed, step === 'written' ? backAnswer(card.back) : card.front),
            );
          }}
        >
          <input
            ref={input}
            aria-label={t('learn.answerLabel')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            readOnly={check !== null}
            onChange={(event) => setTyped(event.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-lg dark:border-slate-600 dark:bg-slate-800"
          />
          {check ? null : (
            <Button type="submit" disabled={typed.trim() === ''}>
              {t('learn.check')}
            </Button>
          )}
        </form>
      )}
      {answered ? (
        <>
          <Feedback
            check={check ?? choiceCheck}
            typed={typedStep ? typed : null}
            overruled={overruled}
            onOverrule={() => setOverruled(true)}
          />
          <CardNotes notes={splitBack(card.back).notes} className="mt-3" testId="learn-notes" />
          <button
            ref={next}
            type="button"
            className={buttonStyles('primary', 'mt-4 w-full sm:w-auto')}
            onClick={() => onDone(right)}
          >
            {t('learn.next')}
          </button>
        </>
      ) : null}
    </section>
  );
}
