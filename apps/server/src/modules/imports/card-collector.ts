/**
 * Collects the cards of an import preview and its problems, applying the rules every format
 * shares (issue 7 §7, SET_LIMITS in packages/contracts/src/flashcards.ts):
 * - a record (line, CSV row, Anki note) with an empty front or back is reported, not imported;
 * - a side longer than SET_LIMITS.cardTextMax characters is reported and skipped (never cut);
 * - control characters other than tab and newline are removed, sides are trimmed;
 * - more than IMPORT_LIMITS.cardsPerImport non-blank records refuse the whole import (400);
 * - more than SET_LIMITS.cardsPerSet cards add a problem saying where the editor's limit falls.
 */
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  SET_LIMITS,
  normaliseText,
  type ImportedCard,
  type ImportPreview,
  type ImportProblem,
} from '@app/contracts';
import { AppError } from '../../lib/errors.ts';

/** How problems name their place: 'line' (text, CSV) or 'note' (Anki). */
export type PlaceKind = 'line' | 'note';

/** The error of an import past IMPORT_LIMITS.cardsPerImport records (400 VALIDATION_ERROR). */
export function tooManyCardsError(): AppError {
  return new AppError('VALIDATION_ERROR', { message: IMPORT_MESSAGES.tooManyCards });
}

export class CardCollector {
  private readonly cards: ImportedCard[] = [];
  private readonly cardPlaces: number[] = [];
  private readonly problems: ImportProblem[] = [];
  private records = 0;

  constructor(private readonly placeKind: PlaceKind) {}

  /** 'Dòng 3' or 'Ghi chú 3': how a message names place `place` (1-based). */
  label(place: number): string {
    return this.placeKind === 'line'
      ? IMPORT_MESSAGES.lineLabel(place)
      : IMPORT_MESSAGES.noteLabel(place);
  }

  /**
   * Counts one non-blank record. Call it before parsing the next one, so a huge file stops at
   * the cap instead of being read to its end.
   * @throws AppError 400 VALIDATION_ERROR (IMPORT_MESSAGES.tooManyCards) past the cap.
   */
  countRecord(): void {
    this.records += 1;
    if (this.records > IMPORT_LIMITS.cardsPerImport) throw tooManyCardsError();
  }

  /** Adds a problem at `place` (1-based line or note number) with a finished message. */
  problem(place: number, message: string): void {
    this.problems.push({ line: Math.max(1, place), message });
  }

  /**
   * Adds a card from record `place` (already counted with countRecord), or a problem when a side
   * is empty or too long. Sides are raw text: line breaks become LF, control characters are
   * removed and both are trimmed.
   */
  add(place: number, rawFront: string, rawBack: string): void {
    const front = cleanSide(rawFront);
    const back = cleanSide(rawBack);
    const where = this.label(place);
    if (front === '') return this.problem(place, IMPORT_MESSAGES.emptyFront(where));
    if (back === '') return this.problem(place, IMPORT_MESSAGES.emptyBack(where));
    if (front.length > SET_LIMITS.cardTextMax) {
      return this.problem(place, IMPORT_MESSAGES.sideTooLong(where, 'front'));
    }
    if (back.length > SET_LIMITS.cardTextMax) {
      return this.problem(place, IMPORT_MESSAGES.sideTooLong(where, 'back'));
    }
    this.cards.push({ front, back });
    this.cardPlaces.push(place);
  }

  /**
   * The preview with `title`; problems sorted by place (stable), with the editor's limit
   * (SET_LIMITS.cardsPerSet) reported at the first card past it.
   * @throws AppError 400 VALIDATION_ERROR (IMPORT_MESSAGES.noCards) when nothing at all was found.
   */
  finish(title: string): ImportPreview {
    if (this.cards.length === 0 && this.problems.length === 0) {
      throw new AppError('VALIDATION_ERROR', { message: IMPORT_MESSAGES.noCards });
    }
    const problems = [...this.problems];
    if (this.cards.length > SET_LIMITS.cardsPerSet) {
      const place = this.cardPlaces[SET_LIMITS.cardsPerSet]!;
      problems.push({
        line: place,
        message: IMPORT_MESSAGES.overEditorLimit(this.cards.length, this.label(place)),
      });
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
