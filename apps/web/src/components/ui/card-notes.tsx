/**
 * The note lines of a card's back ("Ví dụ: …", "Collocation: …"; the domain's splitBack,
 * packages/domain/src/flashcards/card-notes.ts) shown under the answer: a size smaller and
 * muted (slate-600 on white, slate-300 on slate-900: AA contrast), the label in semibold. The
 * notes are the card's own text, rendered as text. Nothing is rendered when there are none.
 */
import { splitBack, type CardNote } from '@app/domain';

export function CardNotes({
  notes,
  className = '',
  testId = 'card-notes',
}: {
  notes: readonly CardNote[];
  className?: string;
  testId?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <ul
      className={`w-full min-w-0 space-y-1 text-left text-sm wrap-anywhere whitespace-pre-wrap text-slate-600 sm:text-base dark:text-slate-300 ${className}`}
      data-testid={testId}
    >
      {notes.map((note, index) => (
        <li key={index} data-kind={note.kind}>
          <span className="font-semibold">{note.label}</span>
          {note.text === '' ? null : ` ${note.text}`}
        </li>
      ))}
    </ul>
  );
}

/** The note lines of the card `cardId` of `cards` (nothing when it has none or is not there). */
export function CardNotesOf({
  cards,
  cardId,
  className,
  testId,
}: {
  cards: readonly { id: string; back: string }[];
  cardId: string;
  className?: string;
  testId?: string;
}) {
  const back = cards.find((card) => card.id === cardId)?.back ?? '';
  return <CardNotes notes={splitBack(back).notes} className={className} testId={testId} />;
}
