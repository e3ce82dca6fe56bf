/**
 * A wrong typed answer beside the right one, letter by letter (issue 8: the learner sees the
 * spelling mistake, not only 'Sai rồi!'): wrong letters struck through with the right letter,
 * missing letters underlined, extra letters struck through. Marked by more than colour.
 */
import { closestAlternative, compareSpelling } from '@app/domain';
import { useT } from '../../../i18n/i18n.tsx';

export function SpellingDiff({ typed, front }: { typed: string; front: string }) {
  const t = useT();
  const expected = closestAlternative(typed, front);
  const ops = compareSpelling(typed, expected);
  return (
    <p
      className="font-mono text-lg"
      aria-label={t('games.answer.diff', { typed, expected })}
      data-testid="spelling-diff"
    >
      {ops.map((op, i) => {
        if (op.op === 'match') return <span key={i}>{op.expected}</span>;
        if (op.op === 'missing')
          return (
            <span key={i} className="text-green-700 underline decoration-2 dark:text-green-300">
              {op.expected}
            </span>
          );
        if (op.op === 'extra')
          return (
            <span key={i} className="text-red-700 line-through dark:text-red-300">
              {op.typed}
            </span>
          );
        return (
          <span key={i}>
            <span className="text-red-700 line-through dark:text-red-300">{op.typed}</span>
            <span className="text-green-700 underline decoration-2 dark:text-green-300">
              {op.expected}
            </span>
          </span>
        );
      })}
    </p>
  );
}
