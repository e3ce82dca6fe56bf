/**
 * A section's transcript (its script): who speaks (name, and voice: woman or man, British or
 * American) and every turn in order, each under its speaker's name.
 */
import { useT } from '../../../../i18n/i18n.tsx';
import type { ListeningSection } from '../lib/listening-refs.ts';

/** Name colours by speaker order (AA on white and on slate-900). */
const TONES = [
  'text-blue-700 dark:text-blue-300',
  'text-emerald-700 dark:text-emerald-300',
  'text-fuchsia-700 dark:text-fuchsia-300',
  'text-amber-800 dark:text-amber-300',
];

/** Section `section`'s speakers and turns. */
export function Transcript({ section }: { section: ListeningSection }) {
  const t = useT();
  const index = new Map(section.speakers.map((s, i) => [s.id, i]));
  return (
    <div className="space-y-3 text-sm" data-testid={`transcript-${section.number}`}>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {section.speakers
          .map((s) =>
            t('listening.review.speaker', { name: s.name, gender: s.gender, accent: s.accent }),
          )
          .join(' · ')}
      </p>
      <ol className="space-y-2">
        {section.script.map((turn, i) => {
          const at = index.get(turn.speaker) ?? 0;
          const speaker = section.speakers[at];
          return (
            <li key={i} className="leading-relaxed">
              <span className={`font-bold ${TONES[at % TONES.length]}`}>
                {speaker?.name ?? turn.speaker}:
              </span>{' '}
              {turn.text}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
