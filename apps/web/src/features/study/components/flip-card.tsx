import type { StudyCard } from '../hooks/study-reducer.ts';
import { vi } from '../../../i18n/vi.ts';

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-1.5">
      {tags.map((tag) => (
        <span
          key={tag}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {tag}
        </span>
      ))}
    </div>
  );
}

/**
 * The study card: front, flipped to back by a click (or Space, handled by the screen). Text is
 * rendered as text, never as HTML.
 */
export function FlipCard({
  card,
  flipped,
  color,
  onFlip,
}: {
  card: StudyCard;
  flipped: boolean;
  color: string;
  onFlip: () => void;
}) {
  const face =
    'flip-face absolute inset-0 flex flex-col items-center justify-center overflow-auto rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-10 dark:border-slate-700 dark:bg-slate-900';
  return (
    <button
      type="button"
      onClick={onFlip}
      className="flip-card block h-72 w-full rounded-3xl focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-blue-500 sm:h-80"
      aria-label={flipped ? vi.study.backLabel : vi.study.frontLabel}
      data-testid="flip-card"
    >
      <div className={`flip-card-inner relative h-full w-full ${flipped ? 'is-flipped' : ''}`}>
        <div className={face} aria-hidden={flipped} style={{ borderTop: `6px solid ${color}` }}>
          <span className="absolute top-4 left-5 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {vi.study.frontLabel}
          </span>
          <p
            className="text-2xl font-bold break-words whitespace-pre-wrap sm:text-3xl"
            data-testid="card-front"
          >
            {card.front}
          </p>
          <Tags tags={card.tags} />
        </div>
        <div
          className={`${face} flip-face-back`}
          aria-hidden={!flipped}
          style={{ borderTop: `6px solid ${color}` }}
        >
          <span className="absolute top-4 left-5 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {vi.study.backLabel}
          </span>
          <p
            className="text-xl break-words whitespace-pre-wrap sm:text-2xl"
            data-testid="card-back"
          >
            {card.back}
          </p>
          <Tags tags={card.tags} />
        </div>
      </div>
    </button>
  );
}
