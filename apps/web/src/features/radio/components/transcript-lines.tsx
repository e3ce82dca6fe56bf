/**
 * The lines of a timed transcript (issue 18 §4): each sentence is a button that seeks the audio
 * to its start; the sentence being said is highlighted (aria-current) and kept in view inside
 * the transcript's own scroll box (the page itself does not move under the learner). The buttons
 * are inline spans with role=button (a <button> is an inline block: a sentence could not wrap
 * across lines like text), focusable, pressed by Enter or Space. In shadowing mode (issue 23
 * §4) each timed sentence is followed by a microphone button that opens its shadowing panel.
 */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { ShadowSentenceButton } from '../../../components/shadowing/shadow-controls.tsx';
import type { TranscriptLine } from '../lib/transcript.ts';

const SENTENCE =
  'cursor-pointer rounded box-decoration-clone transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 motion-reduce:transition-none';

/** Enter or Space on a sentence presses it (and Space does not also play or pause). */
function pressOnKey(event: KeyboardEvent, press: () => void) {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  press();
}

/** Shadowing mode: the sentence whose panel is open (null: none) and how to open one. */
export interface ShadowingMode {
  selected: number | null;
  onShadow: (index: number) => void;
}

export const TranscriptLines = memo(function TranscriptLines({
  lines,
  active,
  onSeek,
  shadowing,
}: {
  lines: readonly TranscriptLine[];
  /** Index of the sentence being said, -1 for none. */
  active: number;
  onSeek: (seconds: number) => void;
  /** Set in shadowing mode. */
  shadowing?: ShadowingMode | undefined;
}) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = box.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3) });
    }
  }, [active]);
  return (
    <ol
      ref={box}
      className="relative max-h-96 space-y-3 overflow-y-auto pr-1"
      data-testid="transcript-lines"
    >
      {lines.map((line, i) => (
        <li key={i} className="leading-relaxed">
          <span className="font-semibold text-blue-800 dark:text-blue-300">{line.speaker}: </span>
          {line.sentences.map((sentence, k) => {
            const { start } = sentence;
            const space = k > 0 ? ' ' : null;
            if (start === null) {
              return (
                <span key={sentence.index}>
                  {space}
                  {sentence.text}
                </span>
              );
            }
            const current = sentence.index === active;
            return (
              <span key={sentence.index}>
                {space}
                <span
                  role="button"
                  tabIndex={0}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSeek(start)}
                  onKeyDown={(event) => pressOnKey(event, () => onSeek(start))}
                  className={`${SENTENCE} ${
                    current
                      ? 'bg-amber-200 text-slate-950 dark:bg-amber-300'
                      : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                  }`}
                  data-testid="transcript-sentence"
                  data-start={start}
                >
                  {sentence.text}
                </span>
                {shadowing ? (
                  <ShadowSentenceButton
                    index={sentence.index}
                    text={sentence.text}
                    open={shadowing.selected === sentence.index}
                    onShadow={shadowing.onShadow}
                  />
                ) : null}
              </span>
            );
          })}
        </li>
      ))}
    </ol>
  );
});
