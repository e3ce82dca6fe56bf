/**
 * The collapsible transcript (spec §2 Player): closed at first; opening it loads the lesson's
 * script (its own chunk) and lists speaker and line; a lesson without one says 'Transcript chưa
 * có sẵn cho bài này'. Timed sentences follow the audio and seek it (transcript-lines.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { LibraryLesson } from '../lib/library.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { activeSentence, loadTranscript } from '../lib/transcript.ts';
import { TranscriptLines } from './transcript-lines.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

interface Follow {
  /** Where the audio is (seconds). */
  position: number;
  /** Moves the audio to `seconds` and plays from there. */
  onSeek: (seconds: number) => void;
}

function TranscriptBody({ lesson, position, onSeek }: { lesson: LibraryLesson } & Follow) {
  const t = useT();
  const transcript = useQuery({
    queryKey: ['radio-transcript', lesson.id],
    queryFn: () => loadTranscript(lesson.id),
    enabled: lesson.hasTranscript,
    staleTime: Infinity,
    retry: false,
  });
  if (!lesson.hasTranscript || transcript.data === null) {
    return <p className="text-slate-600 dark:text-slate-400">{t('radio.transcript.none')}</p>;
  }
  if (transcript.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
        {t('radio.transcript.failed')}
        <Button variant="secondary" onClick={() => void transcript.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!transcript.data) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        {t('radio.transcript.loading')}
      </p>
    );
  }
  const lines = transcript.data;
  const timed = lines.some((line) => line.sentences.some((s) => s.start !== null));
  return (
    <>
      {timed ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {t('radio.transcript.seekHint')}
        </p>
      ) : null}
      <TranscriptLines lines={lines} active={activeSentence(lines, position)} onSeek={onSeek} />
    </>
  );
}

/** The panel; its lines re-render only when the sentence being said changes. */
export function TranscriptPanel({
  lesson,
  position,
  onSeek,
}: {
  lesson: LibraryLesson;
} & Follow) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          data-testid="transcript-toggle"
        >
          <span>{open ? t('radio.transcript.hide') : t('radio.transcript.show')}</span>
          <ChevronDownIcon
            className={`h-5 w-5 transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div
        id={id}
        hidden={!open}
        className="border-t border-slate-200 px-5 py-4 dark:border-slate-800"
        data-testid="transcript"
      >
        {open ? <TranscriptBody lesson={lesson} position={position} onSeek={onSeek} /> : null}
      </div>
    </section>
  );
}
