/**
 * The collapsible transcript (spec §2 Player): closed at first; opening it loads the lesson's
 * script (its own chunk) and lists speaker and line; a lesson without one says 'Transcript chưa
 * có sẵn cho bài này'. Timed sentences follow the audio and seek it (transcript-lines.tsx);
 * 'Luyện nói theo' (issue 23 §4) adds a microphone to each, which opens the shadowing panel of
 * that sentence under the lines (components/shadowing).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { LibraryLesson } from '../lib/library.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { activeSentence, loadTranscript } from '../lib/transcript.ts';
import { TranscriptLines, type ShadowingMode } from './transcript-lines.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { ShadowToggle } from '../../../components/shadowing/shadow-controls.tsx';
import { ShadowPanel } from '../../../components/shadowing/shadow-panel.tsx';
import { shadowSentence } from '../../../components/shadowing/sentences.ts';
import { useShadowing } from '../../../components/shadowing/use-shadowing.ts';

interface Follow {
  /** Where the audio is (seconds). */
  position: number;
  /** Moves the audio to `seconds` and plays from there. */
  onSeek: (seconds: number) => void;
  /** Pauses the audio (shadowing plays and records on its own). */
  onPause: () => void;
}

function TranscriptBody({ lesson, position, onSeek, onPause }: { lesson: LibraryLesson } & Follow) {
  const t = useT();
  const { on: shadowOn, toggle, selected, onShadow, close, box } = useShadowing();
  const mode = useMemo<ShadowingMode | undefined>(
    () => (shadowOn ? { selected, onShadow } : undefined),
    [shadowOn, selected, onShadow],
  );
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
  const canShadow = timed && lesson.audioUrl !== null;
  const sentence =
    selected === null
      ? null
      : shadowSentence(
          lines.flatMap((line) => line.sentences),
          selected,
          lesson.seconds,
        );
  return (
    <div ref={box}>
      {timed ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shadowOn ? t('shadowing.hint') : t('radio.transcript.seekHint')}
          </p>
          {canShadow ? <ShadowToggle on={shadowOn} onToggle={toggle} /> : null}
        </div>
      ) : null}
      <TranscriptLines
        lines={lines}
        active={activeSentence(lines, position)}
        onSeek={onSeek}
        shadowing={mode}
      />
      {sentence && lesson.audioUrl ? (
        <ShadowPanel
          key={sentence.index}
          sentence={sentence}
          audioUrl={lesson.audioUrl}
          onBeforePlay={onPause}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** The panel; its lines re-render only when the sentence being said changes. */
export function TranscriptPanel({
  lesson,
  position,
  onSeek,
  onPause,
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
        {open ? (
          <TranscriptBody lesson={lesson} position={position} onSeek={onSeek} onPause={onPause} />
        ) : null}
      </div>
    </section>
  );
}
