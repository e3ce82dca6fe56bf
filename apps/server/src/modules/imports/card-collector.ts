/**
 * Collects the cards of an import preview and its problems, applying the rules every format
 * shares (issue 7 §7, SET_LIMITS in packages/contracts/src/flashcards.ts):
 * - a record (line, CSV row, Anki note) with an empty front or back is reported, not imported;
 * - a side longer than SET_LIMITS.cardTextMax characters is reported and skipped (never cut);
 * - control characters other than tab and newline are removed, sides are trimmed;
 * - more than IMPORT_LIMITS.cardsPerImport non-blank records, or cards, refuse the whole
 *   import (400);
 * - more than SET_LIMITS.cardsPerSet cards add a problem saying where the editor's limit falls.
 */
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  SET_LIMITS,
  importProblemMessage,
  normaliseText,
  type ImportedCard,
  type ImportPlace,
  type ImportPreview,
  type ImportProblem,
  type ImportProblemDetail,
} from '@app/contracts';
import type { AppError } from '../../lib/errors.ts';
import { refusalError } from './refusal.ts';

/** What a problem of the collector's records holds, before its place is added. */
type ProblemOf<D> = D extends ImportProblemDetail ? Omit<D, 'line' | 'place'> : never;
export type ProblemCause = ProblemOf<ImportProblemDetail>;

/** The error of an import past IMPORT_LIMITS.cardsPerImport records (400 tooManyCards). */
export function tooManyCardsError(): AppError {
  return refusalError('tooManyCards');
}

export class CardCollector {
  private readonly cards: ImportedCard[] = [];
  private readonly cardPlaces: number[] = [];
  private readonly problems: ImportProblem[] = [];
  private records = 0;

  constructor(private readonly placeKind: ImportPlace) {}

  /**
   * Counts one non-blank record. Call it before parsing the next one, so a huge file stops at
   * the cap instead of being read to its end.
   * @throws AppError 400 VALIDATION_ERROR (reason tooManyCards) past the cap.
   */
  countRecord(): void {
    this.records += 1;
    if (this.records > IMPORT_LIMITS.cardsPerImport) throw tooManyCardsError();
  }

  /** Adds a problem at `place` (1-based line or note number): its code and figures. */
  problem(place: number, cause: ProblemCause): void {
    this.problems.push(this.problemAt(place, cause));
  }

  /** The problem `cause` at `place`, with its place kind and Vietnamese message. */
  private problemAt(place: number, cause: ProblemCause): ImportProblem {
    const detail = { ...cause, line: Math.max(1, place), place: this.placeKind };
    return { ...detail, message: importProblemMessage(detail as ImportProblemDetail) };
  }

  /**
   * Adds a card from record `place` (already counted with countRecord), or a problem when a side
   * is empty or too long. Sides are raw text: line breaks become LF, control characters are
   * removed and both are trimmed. `extra`: what else the card carries (tags, schedule, …).
   * @throws AppError 400 VALIDATION_ERROR (reason tooManyCards) past IMPORT_LIMITS.cardsPerImport
   *   cards (an Anki note can give several).
   */
  add(
    place: number,
    rawFront: string,
    rawBack: string,
    extra: Omit<ImportedCard, 'front' | 'back'> = {},
  ): void {
    if (this.cards.length >= IMPORT_LIMITS.cardsPerImport) throw tooManyCardsError();
    const front = cleanSide(rawFront);
    const back = cleanSide(rawBack);
    const max = SET_LIMITS.cardTextMax;
    if (front === '') return this.problem(place, { code: 'emptyFront' });
    if (back === '') return this.problem(place, { code: 'emptyBack' });
    if (front.length > max) return this.problem(place, { code: 'sideTooLong', side: 'front', max });
    if (back.length > max) return this.problem(place, { code: 'sideTooLong', side: 'back', max });
    this.cards.push({ front, back, ...extra });
    this.cardPlaces.push(place);
  }

  /**
   * The preview with `title`; problems sorted by place (stable), with the editor's limit
   * (SET_LIMITS.cardsPerSet) reported at the first card past it.
   * @throws AppError 400 VALIDATION_ERROR (reason noCards) when nothing at all was found.
   */
  finish(title: string): ImportPreview {
    if (this.cards.length === 0 && this.problems.length === 0) {
      throw refusalError('noCards');
    }
    const problems = [...this.problems];
    if (this.cards.length > SET_LIMITS.cardsPerSet) {
      const place = this.cardPlaces[SET_LIMITS.cardsPerSet]!;
      problems.push(
        this.problemAt(place, {
          code: 'overEditorLimit',
          count: this.cards.length,
          max: SET_LIMITS.cardsPerSet,
        }),
      );
    }
    problems.sort((a, b) => a.line - b.line);
    return { title, cards: this.cards, problems };
  }
}

/** A side as stored: CR LF and CR become LF, control characters removed, trimmed. */
function cleanSide(value: string): string {
  return normaliseText(value.replace(/\r\n?/g, '\n')).trim();
}

/**
 * A preview title from an uploaded file's name: without folders and extension, control
 * characters removed, trimmed, at most SET_LIMITS.titleMax characters; IMPORT_MESSAGES.defaultTitle
 * when nothing is left (or for pasted text, `fileName` null).
 */
export function titleFromFileName(fileName: string | null): string {
  if (fileName === null) return IMPORT_MESSAGES.defaultTitle;
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return cleanTitle(dot > 0 ? base.slice(0, dot) : base) ?? IMPORT_MESSAGES.defaultTitle;
}

/** A title candidate cleaned (control characters removed, trimmed, cut to titleMax), or null. */
export function cleanTitle(value: string): string | null {
  const title = normaliseText(value).replace(/\s+/g, ' ').trim();
  return title === '' ? null : title.slice(0, SET_LIMITS.titleMax).trim();
}
