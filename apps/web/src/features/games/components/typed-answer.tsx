/**
 * The typed-answer part of the spelling bee and the dictation (spec §4): the input and its
 * button ('Kiểm tra', then 'Từ tiếp theo' or 'Hoàn thành'; Enter does the same), and the
 * feedback ('Chính xác! +n', or 'Sai rồi!' with the letter-by-letter comparison).
 */
import { enterAction, type RoundPhase } from '@app/domain';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { SpellingDiff } from './spelling-diff.tsx';

export function TypedAnswerForm({
  inputRef,
  label,
  typed,
  phase,
  last,
  onType,
  onCheck,
  onNext,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  typed: string;
  phase: RoundPhase;
  /** True on the last word or with no life left: the button says 'Hoàn thành'. */
  last: boolean;
  onType: (value: string) => void;
  onCheck: () => void;
  onNext: () => void;
}) {
  const t = useT();
  return (
    <form
      className="mt-4 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const action = enterAction(phase, typed);
        if (action === 'check') onCheck();
        if (action === 'next') onNext();
      }}
    >
      <input
        ref={inputRef}
        aria-label={label}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={typed}
        readOnly={phase !== 'answering'}
        onChange={(e) => onType(e.target.value)}
        className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-lg dark:border-slate-600 dark:bg-slate-800"
      />
      {phase === 'answering' ? (
        <Button type="submit" disabled={typed.trim() === ''}>
          {t('games.answer.check')}
        </Button>
      ) : (
        <Button type="submit">
          {last ? t('games.answer.finish') : t('games.answer.nextWord')}
        </Button>
      )}
    </form>
  );
}

/** The feedback after a check; `children` adds to it (e.g. the meaning). */
export function TypedFeedback({
  result,
  front,
  children,
}: {
  result: { correct: boolean; points: number; typed: string };
  /** The card front the answer was checked against (its '/' alternatives). */
  front: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div role="status" className="mt-4">
      {result.correct ? (
        <p className="font-bold text-green-700 dark:text-green-300">
          {t('games.answer.correctPoints', { points: result.points })}
        </p>
      ) : (
        <>
          <p className="font-bold text-red-700 dark:text-red-300">{t('games.answer.wrong')}</p>
          <SpellingDiff typed={result.typed} front={front} />
        </>
      )}
      {children}
    </div>
  );
}
