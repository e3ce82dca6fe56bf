/**
 * The review's question list, by passage: each question's number, what it asked, the learner's
 * answer (or '—') with ✓ or ✗, the right answer written readably ('/' as "hoặc", words in
 * brackets marked optional) and the explanation. 'Chỉ hiện câu sai' narrows it to the misses.
 */
import type { ReadingTest } from '@app/content/ielts/schema';
import type { MarkedAnswer } from '@app/contracts';
import { useState } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import { hasOptionalWords, keyAlternatives } from '../lib/answer-key.ts';
import {
  optionText,
  questionRefs,
  type QuestionGroupLike,
  type QuestionRef,
} from '../lib/questions.ts';

/** A question of any test's groups (Reading's or Listening's). */
type AnyRef = QuestionRef<QuestionGroupLike>;

/** The key, alternatives joined by 'hoặc', optional words muted. */
function KeyText({ answer }: { answer: string }) {
  const t = useT();
  return (
    <>
      {keyAlternatives(answer).map((parts, i) => (
        <span key={i}>
          {i > 0 ? (
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {t('reading.review.or')}
            </span>
          ) : null}
          {parts.map((part, j) =>
            part.optional ? (
              <span key={j} className="font-normal text-slate-600 italic dark:text-slate-400">
                {' '}
                {part.text}{' '}
              </span>
            ) : (
              <span key={j}>{part.text}</span>
            ),
          )}
        </span>
      ))}
    </>
  );
}

/** What the question asked: its prompt, or for a gap the line of the text that holds it. */
function promptOf({ group, question }: AnyRef): string {
  if (question.prompt.trim() !== '') return question.prompt;
  const line = (group.context ?? '').split('\n').find((l) => l.includes(`{{${question.number}}}`));
  if (!line) return '';
  return line
    .replace(`{{${question.number}}}`, `(${question.number}) ______`)
    .replace(/\{\{\d+\}\}/g, '______')
    .replace(/\s*\|\s*/g, ' · ');
}

/**
 * A letter with the option it names ("B — …"), or the text as written; an option that only
 * repeats its letter ("C", "Paragraph C", a map's "Location C") adds nothing.
 */
function withOption(ref: AnyRef, value: string): string {
  const text = optionText(ref.group, ref.question, value);
  const key = value.trim().toLowerCase();
  const plain = text?.trim().toLowerCase() ?? key;
  const repeats = [key, `paragraph ${key}`, `location ${key}`].includes(plain);
  return text && !repeats ? `${value} — ${text}` : value;
}

function RightAnswer({ item: q }: { item: AnyRef }) {
  const t = useT();
  if (q.group.type === 'multiple-choice-multi') {
    const letters = q.group.questions.map((x) => x.answer).sort();
    return <>{t('reading.review.anyOrder', { letters: letters.join(t('reading.review.and')) })}</>;
  }
  const text = optionText(q.group, q.question, q.question.answer);
  if (text) return <>{withOption(q, q.question.answer)}</>;
  return <KeyText answer={q.question.answer} />;
}

/**
 * One reviewed question: what it asked, the learner's answer with ✓ or ✗, the key and the
 * explanation (also Listening's review).
 */
export function ReviewItem({ item, marked }: { item: AnyRef; marked: MarkedAnswer | undefined }) {
  const t = useT();
  const correct = marked?.correct ?? false;
  const given = marked?.given.trim() ?? '';
  const prompt = promptOf(item);
  return (
    <li
      data-testid={`review-${item.number}`}
      data-correct={correct}
      className={`rounded-xl border border-l-4 border-slate-200 p-3 text-sm dark:border-slate-700 ${correct ? 'border-l-green-600 dark:border-l-green-500' : 'border-l-red-600 dark:border-l-red-500'}`}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-md bg-slate-800 px-1.5 font-bold text-white dark:bg-slate-200 dark:text-slate-900">
          {item.number}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          {prompt ? <p className="text-slate-700 dark:text-slate-300">{prompt}</p> : null}
          <p>
            <span className="text-slate-600 dark:text-slate-400">
              {t('reading.review.yourAnswer')}
            </span>
            <span className="font-semibold wrap-anywhere">
              {given === '' ? '—' : withOption(item, given)}
            </span>{' '}
            <span
              role="img"
              aria-label={correct ? t('reading.review.correct') : t('reading.review.wrong')}
              className={`font-black ${correct ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
            >
              {correct ? '✓' : '✗'}
            </span>
          </p>
          <p>
            <span className="text-slate-600 dark:text-slate-400">
              {t('reading.review.rightAnswer')}
            </span>
            <span className="font-semibold text-green-800 dark:text-green-300">
              <RightAnswer item={item} />
            </span>
          </p>
          <p className="text-slate-700 dark:text-slate-300">{item.question.explanation}</p>
        </div>
      </div>
    </li>
  );
}

export function ReviewQuestions({
  test,
  marked,
}: {
  test: ReadingTest;
  marked: readonly MarkedAnswer[];
}) {
  const t = useT();
  const [onlyWrong, setOnlyWrong] = useState(false);
  const byNumber = new Map(marked.map((m) => [m.number, m]));
  const refs = questionRefs(test).filter(
    (r) => !onlyWrong || !(byNumber.get(r.number)?.correct ?? false),
  );
  const optional = test.groups.some((g) => g.questions.some((q) => hasOptionalWords(q.answer)));
  return (
    <section aria-labelledby="review-questions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="review-questions-title" className="text-lg font-bold">
          {t('reading.review.answersTitle')}
        </h3>
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
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('reading.review.optionalNote')}
        </p>
      ) : null}
      {[1, 2, 3].map((p) => {
        const items = refs.filter((r) => r.passage === p);
        if (items.length === 0) return null;
        return (
          <div key={p} className="mt-4">
            <h4 className="font-semibold">
              {t('reading.review.passageHeading', {
                n: p,
                title: test.passages[p - 1]?.title ?? '',
              })}
            </h4>
            <ol className="mt-2 space-y-2">
              {items.map((item) => (
                <ReviewItem key={item.number} item={item} marked={byNumber.get(item.number)} />
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
