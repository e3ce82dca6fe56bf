/**
 * A band 8-9 model answer with the notes that teach from it (issue 23 §4): the answer with its
 * useful phrases marked, then the phrases with what they mean, and what makes the answer fluent
 * (linking, extending, fillers, paraphrase), each point with the words of the answer it is
 * about. The notes are content written in Vietnamese for Vietnamese learners; the headings are
 * the catalogue's.
 */
import type { SpeakingNotes } from '@app/content/ielts/listening-schema';
import { useT } from '../../../../i18n/i18n.tsx';
import { markedPhrases } from '../lib/marked-phrases.ts';

export function ModelAnswer({ answer, notes }: { answer: string; notes: SpeakingNotes | null }) {
  const t = useT();
  const pieces = markedPhrases(answer, notes?.phrases.map((p) => p.phrase) ?? []);
  return (
    <div className="mt-2 space-y-4">
      <p lang="en" className="leading-relaxed whitespace-pre-line" data-testid="model-answer-text">
        {pieces.map((piece, i) =>
          piece.marked ? (
            <mark
              key={i}
              className="rounded bg-amber-100 px-0.5 text-inherit dark:bg-amber-400/25 dark:text-amber-50"
            >
              {piece.text}
            </mark>
          ) : (
            piece.text
          ),
        )}
      </p>
      {notes ? (
        <section
          aria-label={t('speaking.notes.heading')}
          className="space-y-3 border-t border-blue-200 pt-3 text-sm dark:border-blue-900"
          data-testid="model-notes"
        >
          <div>
            <h4 className="font-semibold text-blue-900 dark:text-blue-100">
              {t('speaking.notes.phrases')}
            </h4>
            <ul className="mt-1 space-y-1.5">
              {notes.phrases.map(({ phrase, note }) => (
                <li key={phrase} data-testid="model-phrase">
                  <q lang="en" className="font-semibold">
                    {phrase}
                  </q>{' '}
                  <span lang="vi" className="text-slate-700 dark:text-slate-300">
                    — {note}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold text-blue-900 dark:text-blue-100">
              {t('speaking.notes.fluency')}
            </h4>
            <ul className="mt-1 space-y-2">
              {notes.fluency.map(({ kind, quote, note }) => (
                <li key={`${kind}-${quote}`} data-testid="model-fluency" data-kind={kind}>
                  <span className="mr-1.5 inline-block rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-blue-800 ring-1 ring-blue-200 dark:bg-slate-900 dark:text-blue-200 dark:ring-blue-800">
                    {t(`speaking.notes.kinds.${kind}`)}
                  </span>
                  <q lang="en" className="italic">
                    {quote}
                  </q>{' '}
                  <span lang="vi" className="text-slate-700 dark:text-slate-300">
                    — {note}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}
