/**
 * A section's transcript (its script): who speaks (name, and voice: woman or man, British or
 * American) and every turn in order, each under its speaker's name. Where the section's audio
 * and its sentence timings are known, 'Luyện nói theo' (issue 23 §4) splits the turns into
 * sentences, each with a microphone that opens its shadowing panel under the transcript.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import {
  ShadowSentenceButton,
  ShadowToggle,
} from '../../../../components/shadowing/shadow-controls.tsx';
import { ShadowPanel } from '../../../../components/shadowing/shadow-panel.tsx';
import { shadowSentence } from '../../../../components/shadowing/sentences.ts';
import { useShadowing } from '../../../../components/shadowing/use-shadowing.ts';
import type { ListeningSection } from '../lib/listening-refs.ts';
import { listeningTimingsQuery, timeSectionTurns } from '../lib/section-sentences.ts';

/** Name colours by speaker order (AA on white and on slate-900). */
const TONES = [
  'text-blue-700 dark:text-blue-300',
  'text-emerald-700 dark:text-emerald-300',
  'text-fuchsia-700 dark:text-fuchsia-300',
  'text-amber-800 dark:text-amber-300',
];

/**
 * Section `section`'s speakers and turns; `testNumber` names its timings, `audio` (its
 * recording's URL and length in seconds) is what shadowing plays, `onBeforePlay` pauses the
 * review's own player.
 */
export function Transcript({
  section,
  testNumber,
  audio,
  onBeforePlay = () => {},
}: {
  section: ListeningSection;
  testNumber?: number | undefined;
  audio?: { url: string; seconds: number } | undefined;
  onBeforePlay?: () => void;
}) {
  const t = useT();
  const index = new Map(section.speakers.map((s, i) => [s.id, i]));
  const timings = useQuery({ ...listeningTimingsQuery(), enabled: testNumber !== undefined });
  const turns = useMemo(
    () => timeSectionTurns(section, timings.data?.[`listening-${testNumber}-${section.number}`]),
    [section, testNumber, timings.data],
  );
  const { on: shadowOn, toggle, selected, onShadow, close, box } = useShadowing();
  const canShadow = turns !== null && audio !== undefined;
  const sentence =
    canShadow && selected !== null ? shadowSentence(turns.flat(), selected, audio.seconds) : null;
  return (
    <div ref={box} className="space-y-3 text-sm" data-testid={`transcript-${section.number}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {section.speakers
            .map((s) =>
              t('listening.review.speaker', { name: s.name, gender: s.gender, accent: s.accent }),
            )
            .join(' · ')}
        </p>
        {canShadow ? <ShadowToggle on={shadowOn} onToggle={toggle} /> : null}
      </div>
      {shadowOn ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('shadowing.hint')}</p>
      ) : null}
      <ol className="space-y-2">
        {section.script.map((turn, i) => {
          const at = index.get(turn.speaker) ?? 0;
          const speaker = section.speakers[at];
          const sentences = shadowOn ? turns?.[i] : undefined;
          return (
            <li key={i} className="leading-relaxed">
              <span className={`font-bold ${TONES[at % TONES.length]}`}>
                {speaker?.name ?? turn.speaker}:
              </span>{' '}
              {sentences
                ? sentences.map((s, k) => (
                    <span key={s.index}>
                      {k > 0 ? ' ' : null}
                      {s.text}
                      <ShadowSentenceButton
                        index={s.index}
                        text={s.text}
                        open={selected === s.index}
                        onShadow={onShadow}
                      />
                    </span>
                  ))
                : turn.text}
            </li>
          );
        })}
      </ol>
      {sentence && audio ? (
        <ShadowPanel
          key={sentence.index}
          sentence={sentence}
          audioUrl={audio.url}
          onBeforePlay={onBeforePlay}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
