/**
 * The collapsible transcript (spec §2 Player): closed at first; opening it loads the lesson's
 * script (its own chunk) and lists speaker and line; a lesson without one says 'Transcript chưa
 * có sẵn cho bài này'.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { LibraryLesson } from '../lib/library.ts';
import { RADIO_TEXT } from '../lib/text.ts';
import { loadTranscript } from '../lib/transcript.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

function TranscriptBody({ lesson }: { lesson: LibraryLesson }) {
  const transcript = useQuery({
    queryKey: ['radio-transcript', lesson.id],
    queryFn: () => loadTranscript(lesson.id),
    enabled: lesson.hasTranscript,
    staleTime: Infinity,
    retry: false,
  });
  if (!lesson.hasTranscript || transcript.data === null) {
    return <p className="text-slate-600 dark:text-slate-400">{RADIO_TEXT.noTranscript}</p>;
  }
  if (transcript.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
        {RADIO_TEXT.transcriptFailed}
        <Button variant="secondary" onClick={() => void transcript.refetch()}>
          {RADIO_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  if (!transcript.data) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        {RADIO_TEXT.loadingTranscript}
      </p>
    );
  }
  return (
    <ol className="space-y-3" data-testid="transcript-lines">
      {transcript.data.map((line, i) => (
        <li key={i} className="leading-relaxed">
          <span className="font-semibold text-blue-800 dark:text-blue-300">{line.speaker}: </span>
          <span>{line.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** Memoised: the player re-renders with every time update, the transcript need not. */
export const TranscriptPanel = memo(function TranscriptPanel({
  lesson,
}: {
  lesson: LibraryLesson;
}) {
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
          <span>{open ? RADIO_TEXT.hideTranscript : RADIO_TEXT.showTranscript}</span>
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
        {open ? <TranscriptBody lesson={lesson} /> : null}
      </div>
    </section>
  );
});
