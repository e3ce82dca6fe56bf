import { useState } from 'react';
import type { StudyCard } from '../hooks/study-reducer.ts';
import { vi } from '../../../i18n/vi.ts';
import { FLIP_CARD_ATTRIBUTE } from '../hooks/use-study-keys.ts';

/** Text long enough to read as a paragraph: left-aligned and a size smaller. */
const LONG_TEXT = 160;

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

function textStyle(text: string, back: boolean): string {
  const long = text.length > LONG_TEXT || text.includes('\n');
  if (long)
    return back ? 'text-left text-base sm:text-lg' : 'text-left text-lg font-bold sm:text-xl';
  return back ? 'text-center text-xl sm:text-2xl' : 'text-center text-2xl font-bold sm:text-3xl';
}

/**
 * A side's image as the face's background (issue 7 §3): the whole image, centred, behind the
 * text; the text sits on a near-opaque panel so it keeps its contrast. An image that fails to
 * load is hidden.
 */
function Background({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <img
      src={url}
      alt=""
      className="pointer-events-none absolute inset-0 h-full w-full rounded-3xl object-contain p-2"
      onError={() => setBroken(true)}
      data-testid="card-image"
    />
  );
}

function Face({
  label,
  text,
  tags,
  color,
  shown,
  back,
  image,
}: {
  label: string;
  text: string;
  tags: string[];
  color: string;
  shown: boolean;
  back: boolean;
  image: string | null;
}) {
  return (
    <div
      className={`flip-face flex min-h-72 w-full flex-col rounded-3xl border border-slate-200 bg-white px-5 pt-4 pb-6 shadow-xl sm:min-h-80 sm:px-10 sm:pb-10 dark:border-slate-700 dark:bg-slate-900 ${back ? 'flip-face-back' : ''} ${shown ? 'relative' : 'absolute inset-0 overflow-hidden'}`}
      aria-hidden={!shown}
      style={{ borderTop: `6px solid ${color}` }}
    >
      {image && shown ? <Background key={image} url={image} /> : null}
      <span className="relative text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </span>
      <div className="relative flex min-w-0 flex-1 flex-col items-center justify-center pt-3">
        <p
          className={`w-full min-w-0 wrap-anywhere whitespace-pre-wrap ${textStyle(text, back)} ${image ? 'rounded-xl bg-white/90 px-3 py-2 dark:bg-slate-900/90' : ''}`}
          data-testid={back ? 'card-back' : 'card-front'}
        >
          {text}
        </p>
        <Tags tags={tags} />
      </div>
    </div>
  );
}

/**
 * The study card: front, flipped to back by a click or Enter (Space is handled by the screen).
 * Text is rendered as text, never as HTML. The card keeps a minimum height and grows with the
 * face shown, so a long text (up to the 2,000 characters a side may hold) reads in full and the
 * page scrolls; a long unbroken word wraps anywhere rather than being cut.
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
      className="flip-card block w-full cursor-pointer rounded-3xl focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-blue-500"
      aria-label={flipped ? vi.study.backLabel : vi.study.frontLabel}
      data-testid="flip-card"
      {...{ [FLIP_CARD_ATTRIBUTE]: '' }}
    >
      <div className={`flip-card-inner relative w-full ${flipped ? 'is-flipped' : ''}`}>
        <Face
          label={vi.study.frontLabel}
          text={card.front}
          tags={card.tags}
          color={color}
          shown={!flipped}
          back={false}
          image={card.frontImageUrl}
        />
        <Face
          label={vi.study.backLabel}
          text={card.back}
          tags={card.tags}
          color={color}
          shown={flipped}
          back
          image={card.backImageUrl}
        />
      </div>
    </div>
  );
}
