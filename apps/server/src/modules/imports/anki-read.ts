/**
 * An Anki package → an import preview (issue 7 §7, issue 24 §1). Notes in note id (creation)
 * order (notes.flds joins fields with \x1f; Anki: rslib/src/storage/note/mod.rs); each note
 * gives the cards Anki makes of it, rendered through its note type's templates
 * (anki-notetypes.ts reads them, @app/domain renderAnkiNote renders them: one card per card
 * template whose front shows a non-empty field, one per cloze number for a cloze note type),
 * front = the question, back = the answer below `<hr id=answer>`; a note whose note type cannot
 * be read falls back to its first field / second field. Each side is converted from HTML to
 * text (anki-html.ts) with no `{{…}}` markup left. The first `<img>` of a card's rendered front
 * becomes its front image, of its back its back image (import-media.ts collects the files;
 * further images on a side are reported as imagesDropped, images the package lacks as
 * imagesNotImported, once per note); sounds are dropped and reported once per note; a note that
 * gives no card is reported as emptyFront, a card with an empty side is reported and not
 * imported. Each card carries its group (note type + template) and deck, and template problems
 * are reported once (anki-pick.ts). The title is the last part of the name of the deck
 * holding most notes' cards ("IELTS::Education" → "Education"), with its description kept
 * (anki-deck.ts, import-title.ts), unless that is Anki's "Default" deck (id 1) or unreadable;
 * then the file name without extension.
 *
 * Queries never compare or sort the text columns that schema 18 declares `collate unicase`
 * (Anki registers that collation itself; sql.js cannot), so they run on plain SQLite.
 * The database lives in memory only (sql.js), is opened with SQLite's defences for untrusted
 * files (sqlite.ts), its schema is checked before any query reads a table
 * (collection-schema.ts), and it is closed before returning. The whole preview runs in an
 * import worker with a time limit (import-runner.ts).
 */
import {
  IMPORT_LIMITS,
  type DroppedFile,
  type ImportedCard,
  type ImportPreview,
} from '@app/contracts';
import { renderAnkiNote, stripTemplateMarkup, type AnkiNote, type AnkiNoteType } from '@app/domain';
import type { Database } from 'sql.js';
import { AppError } from '../../lib/errors.ts';
import { AnkiHistoryReader, noteTags } from './anki-history.ts';
import { ankiHtmlToText } from './anki-html.ts';
import { checkCollectionSchema } from './collection-schema.ts';
import { dropUnicaseCollation, readNoteTypes } from './anki-notetypes.ts';
import { readMainDeck } from './anki-deck.ts';
import { AnkiPick, cardDeckReader, readDeckNames } from './anki-pick.ts';
import { openAnkiPackage, type AnkiPackage } from './anki-package.ts';
import { ImageCollector, type ImportReading } from './import-media.ts';
import { refusalError } from './refusal.ts';
import {
  CardCollector,
  cleanTitle,
  titleFromFileName,
  tooManyCardsError,
} from './card-collector.ts';
import { deckDescription, deckTitle } from './import-title.ts';
import { isOutOfMemory, loadSqlJs, openUntrustedDatabase, scalar } from './sqlite.ts';

/** Media names listed in one problem message before "…". */
const NAMES_LISTED = 3;

const corrupt = () => refusalError('corruptCollection');
const tooLarge = () => refusalError('importTooLarge');

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

/** One side's HTML as card text: anki-html.ts, then no `{{…}}` markup left. */
function sideText(html: string) {
  const side = ankiHtmlToText(html);
  return { ...side, text: stripTemplateMarkup(side.text) };
}

/** The columns `select` reads from notes (id first): mid and tags only when the table has them. */
function noteColumns(db: Database): string {
  const names = new Set(
    (db.exec("select name from pragma_table_info('notes')")[0]?.values ?? []).map(String),
  );
  const mid = names.has('mid') ? 'mid' : 'null';
  const tags = names.has('tags') ? 'tags' : "''";
  return `select flds, ${mid}, ${tags}, id from notes order by id`;
}

/**
 * The cards of one note with their template's name: its note type's templates rendered (a
 * cloze note type's cards all named by its cloze template), or its first two fields under
 * template ''.
 */
function noteCards(noteType: AnkiNoteType | undefined, note: AnkiNote) {
  if (!noteType) {
    const card = { ord: 0, front: note.fields[0] ?? '', back: note.fields[1] ?? '', template: '' };
    return { cards: [card], problems: [] };
  }
  const { cards, problems } = renderAnkiNote(noteType, note);
  const template = (ord: number) =>
    (noteType.kind === 'cloze' ? noteType.templates[0] : noteType.templates[ord])?.name ?? '';
  return { cards: cards.map((card) => ({ ...card, template: template(card.ord) })), problems };
}

type Side = ReturnType<typeof sideText>;

/** A percent-encoded `src` decoded ('' when it is not valid percent-encoding). */
function decodedSrc(src: string): string {
  try {
    return decodeURIComponent(src);
  } catch {
    return '';
  }
}

/**
 * Adds one card of note `note` with its images: the first image of each side attached, the
 * others answered as `dropped`, those that give no file as `missed`.
 */
function addCard(
  collector: CardCollector,
  images: ImageCollector,
  note: number,
  card: { front: Side; back: Side; extra: Omit<ImportedCard, 'front' | 'back'> },
  out: { dropped: Set<string>; missed: Set<string> },
) {
  const index = collector.cardCount;
  // not imported: its images neither
  if (!collector.add(note, card.front.text, card.back.text, card.extra)) return;
  for (const side of ['front', 'back'] as const) {
    const [first, ...rest] = card[side].images;
    for (const name of rest) out.dropped.add(name);
    if (first !== undefined && images.attach(index, side, first, note) !== null) {
      out.missed.add(first);
    }
  }
}

/** How a package is read: with its review history (keepHistory), dated `now`. */
export interface AnkiReadOptions {
  keepHistory?: boolean;
  now?: Date;
}

function readNotes(
  db: Database,
  pkg: AnkiPackage,
  fileName: string,
  options: AnkiReadOptions,
): ImportReading {
  const count = scalar(db, 'select count(*) from notes');
  if (typeof count !== 'number') throw corrupt();
  if (count > IMPORT_LIMITS.cardsPerImport) throw tooManyCardsError();
  // the main deck's last name part, else the file name; its description kept (import-title.ts)
  const deck = readMainDeck(db);
  const title = (deck && deckTitle(deck.name)) ?? titleFromFileName(fileName);
  const description = deck ? deckDescription(deck.description) : null;
  const noteTypes = readNoteTypes(db);
  const pick = new AnkiPick(readDeckNames(db), (deck && cleanTitle(deck.name)) ?? title);
  const collector = new CardCollector('note');
  const images = new ImageCollector((name) => {
    // Anki's editor may percent-encode a src ("a%20b.jpg" for "a b.jpg")
    const bytes = pkg.mediaFiles.get(name) ?? pkg.mediaFiles.get(decodedSrc(name));
    return bytes ? { bytes, zstd: pkg.mediaZstd } : null;
  }, 'note');
  const inPackage = new Set(pkg.mediaFiles.keys());
  const statement = db.prepare(noteColumns(db));
  const cardDecks = cardDeckReader(db);
  const history = options.keepHistory ? new AnkiHistoryReader(db, options.now ?? new Date()) : null;
  try {
    for (let note = 1; statement.step(); note += 1) {
      collector.countRecord();
      const [flds, mid, tags, id] = statement.get();
      const fields = String(flds ?? '').split('\u001f');
      const noteType = typeof mid === 'number' ? noteTypes.get(mid) : undefined;
      const tagList = String(tags ?? '')
        .split(/\s+/)
        .filter((tag) => tag !== '');
      const cardTags = noteTags(String(tags ?? ''));
      const decks = cardDecks.read(id);
      const rendered = noteCards(noteType, {
        fields,
        tags: tagList,
        deck: pick.deckName(decks.first),
      });
      for (const cause of pick.templateProblems(
        Number(mid),
        noteType?.name ?? '',
        rendered.problems,
      )) {
        collector.problem(note, cause);
      }
      const sides = rendered.cards.map((card) => ({
        front: sideText(card.front),
        back: sideText(card.back),
        extra: {
          group: pick.group(noteType?.name ?? '', card.template),
          deck: pick.deck(decks.byOrd.get(card.ord) ?? decks.first),
          ...(cardTags.length > 0 ? { tags: cardTags } : {}),
          ...(history && typeof id === 'number' ? history.forCard(id, card.ord) : {}),
        },
      }));
      const sounds = [...new Set(sides.flatMap((s) => [...s.front.sounds, ...s.back.sounds]))];
      if (sounds.length > 0) {
        collector.problem(note, { code: 'soundsDropped', ...listNames(sounds, pkg.mediaNames) });
      }
      if (sides.length === 0) collector.add(note, '', ''); // no card: reported as emptyFront
      const out = { dropped: new Set<string>(), missed: new Set<string>() };
      for (const side of sides) addCard(collector, images, note, side, out);
      if (out.dropped.size > 0) {
        collector.problem(note, {
          code: 'imagesDropped',
          ...listNames([...out.dropped], inPackage),
        });
      }
      if (out.missed.size > 0) {
        const files = listNames([...out.missed], inPackage);
        collector.problem(note, { code: 'imagesNotImported', ...files });
      }
    }
  } finally {
    statement.free();
    cardDecks.free();
    history?.free();
  }
  const preview = pick.finish({
    ...collector.finish(title),
    ...(description ? { description } : {}),
  });
  return images.finish(options.keepHistory ? { ...preview, history: true } : preview);
}

/** The preview alone of readAnkiPackage (no images stored). */
export async function previewAnkiPackage(
  bytes: Uint8Array,
  fileName: string,
  options: AnkiReadOptions = {},
): Promise<ImportPreview> {
  return (await readAnkiPackage(bytes, fileName, options)).preview;
}

/**
 * Reads an Anki package (.apkg, .colpkg) into a preview and the image files its cards show;
 * `fileName` gives the title when no deck name does. Each card carries its note's tags
 * (anki-history.ts noteTags); with `options.keepHistory` also its schedule and reviews
 * (AnkiHistoryReader) and the preview says `history: true`.
 * @throws AppError 400 VALIDATION_ERROR: the package's own errors (anki-package.ts, zip.ts),
 *   collectionNotTables or collectionHasTriggers (collection-schema.ts), corruptCollection (not
 *   an Anki SQLite collection), importTooLarge (SQLite ran out of its heap limit), tooManyCards
 *   (more notes than IMPORT_LIMITS.cardsPerImport), noCards (no note at all).
 */
export async function readAnkiPackage(
  bytes: Uint8Array,
  fileName: string,
  options: AnkiReadOptions = {},
): Promise<ImportReading> {
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
    if (pkg.layout === 'collection.anki21b') {
      dropUnicaseCollation(db);
      checkCollectionSchema(db);
    }
    return readNotes(db, pkg, fileName, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw isOutOfMemory(error) ? tooLarge() : corrupt();
  } finally {
    db.close();
  }
}
