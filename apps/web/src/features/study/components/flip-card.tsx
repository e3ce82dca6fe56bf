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

function Face({
  label,
  text,
  tags,
  color,
  hidden,
  back,
}: {
  label: string;
  text: string;
  tags: string[];
  color: string;
  hidden: boolean;
  back: boolean;
}) {
  return (
    <div
      className={`flip-face absolute inset-0 flex flex-col items-center justify-center overflow-auto rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl sm:p-10 dark:border-slate-700 dark:bg-slate-900 ${back ? 'flip-face-back' : ''}`}
      aria-hidden={hidden}
      style={{ borderTop: `6px solid ${color}` }}
    >
      <span className="absolute top-4 left-5 text-xs font-semibold tracking-wide text-slate-400 uppercase">
        {label}
      </span>
      <p
        className={`break-words whitespace-pre-wrap ${back ? 'text-xl sm:text-2xl' : 'text-2xl font-bold sm:text-3xl'}`}
        data-testid={back ? 'card-back' : 'card-front'}
      >
        {text}
      </p>
      <Tags tags={tags} />
    </div>
  );
}

/**
 * The study card: front, flipped to back by a click or Enter (Space is handled by the screen).
 * Text is rendered as text, never as HTML.
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
  return (
    <div
      role="button"
      tabIndex={0}
      onClick={onFlip}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onFlip();
      }}
      className="flip-card block h-72 w-full cursor-pointer rounded-3xl focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-blue-500 sm:h-80"
      aria-label={flipped ? vi.study.backLabel : vi.study.frontLabel}
      data-testid="flip-card"
    >
      <div className={`flip-card-inner relative h-full w-full ${flipped ? 'is-flipped' : ''}`}>
        <Face
          label={vi.study.frontLabel}
          text={card.front}
          tags={card.tags}
          color={color}
          hidden={flipped}
          back={false}
        />
        <Face
          label={vi.study.backLabel}
          text={card.back}
          tags={card.tags}
          color={color}
          hidden={!flipped}
          back
        />
      </div>
    </div>
  );
}
