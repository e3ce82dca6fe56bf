/**
 * An Anki package → an import preview (issue 7 §7). One card per note, in note id (creation)
 * order: front = the note's first field, back = its second (notes.flds joins fields with
 * \x1f; Anki: rslib/src/storage/note/mod.rs), each converted from HTML to text (anki-html.ts).
 * Sounds and images are dropped and reported (card images are not imported in this step); a
 * note with an empty side is reported and not imported. The title is the name of the deck
 * holding most notes' cards (schema 18: table decks, hierarchy joined by \x1f; schema 11: JSON
 * in col.decks, joined by "::"), unless that is Anki's "Default" deck (id 1) or unreadable;
 * then the file name without extension.
 *
 * Queries never compare or sort the text columns that schema 18 declares `collate unicase`
 * (Anki registers that collation itself; sql.js cannot), so they run on plain SQLite.
 * The database lives in memory only (sql.js), is opened with SQLite's defences for untrusted
 * files (sqlite.ts), its schema is checked before any query reads a table
 * (collection-schema.ts), and it is closed before returning. The whole preview runs in an
 * import worker with a time limit (import-runner.ts).
 */
import { IMPORT_LIMITS, type DroppedFile, type ImportPreview } from '@app/contracts';
import type { Database, SqlValue } from 'sql.js';
import { AppError } from '../../lib/errors.ts';
import { ankiHtmlToText } from './anki-html.ts';
import { checkCollectionSchema } from './collection-schema.ts';
import { openAnkiPackage, type AnkiPackage } from './anki-package.ts';
import { refusalError } from './refusal.ts';
import {
  CardCollector,
  cleanTitle,
  titleFromFileName,
  tooManyCardsError,
} from './card-collector.ts';
import { isOutOfMemory, loadSqlJs, openUntrustedDatabase } from './sqlite.ts';

/** Anki's default deck, whose name says nothing about the cards. */
const DEFAULT_DECK_ID = 1;
/** Media names listed in one problem message before "…". */
const NAMES_LISTED = 3;

const corrupt = () => refusalError('corruptCollection');
const tooLarge = () => refusalError('importTooLarge');

function scalar(db: Database, sql: string, params: SqlValue[] = []): SqlValue | undefined {
  return db.exec(sql, params)[0]?.values[0]?.[0];
}

/** The deck name of most notes' cards, or null (Default deck, missing or unreadable). */
function deckTitle(db: Database): string | null {
  try {
    const did = scalar(
      db,
      'select did from cards group by did order by count(distinct nid) desc, did limit 1',
    );
    if (typeof did !== 'number' || did === DEFAULT_DECK_ID) return null;
    const hasDecksTable =
      scalar(db, "select count(*) from sqlite_master where type = 'table' and name = 'decks'") ===
      1;
    let name: unknown;
    if (hasDecksTable) {
      name = scalar(db, 'select name from decks where id = ?', [did]);
    } else {
      const decks: unknown = JSON.parse(String(scalar(db, 'select decks from col') ?? '{}'));
      name = (decks as Record<string, { name?: unknown } | undefined>)[String(did)]?.name;
    }
    return typeof name === 'string' ? cleanTitle(name.split('\u001f').join('::')) : null;
  } catch {
    return null;
  }
}

/** `"a.jpg", "b.mp3"` (files missing from the package marked), at most NAMES_LISTED then "…". */
function listNames(
  names: string[],
  inPackage: Set<string>,
): { files: DroppedFile[]; moreFiles: boolean } {
  const files = names
    .slice(0, NAMES_LISTED)
    .map((name) => ({ name, missing: name !== '' && !inPackage.has(name) }));
  return { files, moreFiles: names.length > NAMES_LISTED };
}

function readNotes(db: Database, pkg: AnkiPackage, fileName: string): ImportPreview {
  const count = scalar(db, 'select count(*) from notes');
  if (typeof count !== 'number') throw corrupt();
  if (count > IMPORT_LIMITS.cardsPerImport) throw tooManyCardsError();
  const title = deckTitle(db) ?? titleFromFileName(fileName);
  const collector = new CardCollector('note');
  const statement = db.prepare('select flds from notes order by id');
  try {
    for (let note = 1; statement.step(); note += 1) {
      collector.countRecord();
      const fields = String(statement.get()[0] ?? '').split('\u001f');
      const front = ankiHtmlToText(fields[0] ?? '');
      const back = ankiHtmlToText(fields[1] ?? '');
      const sounds = [...front.sounds, ...back.sounds];
      const images = [...front.images, ...back.images];
      if (sounds.length > 0) {
        collector.problem(note, { code: 'soundsDropped', ...listNames(sounds, pkg.mediaNames) });
      }
      if (images.length > 0) {
        collector.problem(note, { code: 'imagesDropped', ...listNames(images, pkg.mediaNames) });
      }
      collector.add(note, front.text, back.text);
    }
  } finally {
    statement.free();
  }
  return collector.finish(title);
}

/**
 * Reads an Anki package (.apkg, .colpkg) into a preview; `fileName` gives the title when no
 * deck name does.
 * @throws AppError 400 VALIDATION_ERROR: the package's own errors (anki-package.ts, zip.ts),
 *   collectionNotTables or collectionHasTriggers (collection-schema.ts), corruptCollection (not
 *   an Anki SQLite collection), importTooLarge (SQLite ran out of its heap limit), tooManyCards
 *   (more notes than IMPORT_LIMITS.cardsPerImport), noCards (no note at all).
 */
export async function previewAnkiPackage(
  bytes: Uint8Array,
  fileName: string,
): Promise<ImportPreview> {
  const pkg = openAnkiPackage(bytes);
  const SQL = await loadSqlJs();
  let db: Database;
  try {
    db = openUntrustedDatabase(SQL, pkg.collection);
  } catch {
    throw corrupt();
  }
  try {
    checkCollectionSchema(db);
    return readNotes(db, pkg, fileName);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw isOutOfMemory(error) ? tooLarge() : corrupt();
  } finally {
    db.close();
  }
}
