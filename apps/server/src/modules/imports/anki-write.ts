/**
 * Writing an .apkg that Anki imports (issue 7 §7): the legacy layout every Anki since 2.0 reads
 * — a zip holding `collection.anki2` (SQLite, schema 11: Anki's rslib/src/storage/schema11.sql,
 * tables col, notes, cards, revlog, graves) and `media` (the JSON map `{ "0": "a.webp" }` of
 * the media files, zip entries "0", "1", …, that the fields' `<img src>` name). The collection
 * holds one deck, one note type "Basic" (fields Front and Back, one card template) and one card
 * per note with the note's tags: new, or scheduled with its revlog rows (issue 24 §2). The col
 * row's JSON (conf, models, decks, dconf) follows what Anki's schema-11
 * collections hold, as genanki writes them (genanki/apkg_col.py, model.py, deck.py).
 *
 * Ids are epoch milliseconds counting up from `now`, as Anki makes them; a note's guid derives
 * from the card's id when it has one, so importing a later export of the same set updates the
 * notes instead of adding copies. Built with sql.js in memory; nothing touches the disk.
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { collectionCreation } from './anki-crt.ts';
import type { AnkiCardRow, AnkiRevlogRow } from './anki-history.ts';
import { ankiHtmlToText } from './anki-html.ts';
import { loadSqlJs } from './sqlite.ts';

/** Schema 11 as Anki creates it (rslib/src/storage/schema11.sql). */
export const SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null,
  scm integer not null, ver integer not null, dty integer not null, usn integer not null,
  ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null,
  mod integer not null, usn integer not null, tags text not null, flds text not null,
  sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null,
  ord integer not null, mod integer not null, usn integer not null, type integer not null,
  queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null,
  ease integer not null, ivl integer not null, lastIvl integer not null,
  factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** The note type's id: fixed, so every export shares one "Basic (IELTS Study)" in Anki. */
const MODEL_ID = 1_700_000_000_000;

const DECK_DEFAULTS = {
  collapsed: false,
  conf: 1,
  desc: '',
  dyn: 0,
  extendNew: 10,
  extendRev: 50,
  lrnToday: [0, 0],
  newToday: [0, 0],
  revToday: [0, 0],
  timeToday: [0, 0],
};

const DECK_CONFIG = {
  autoplay: true,
  id: 1,
  lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
  maxTaken: 60,
  mod: 0,
  name: 'Default',
  new: {
    bury: true,
    delays: [1, 10],
    initialFactor: 2500,
    ints: [1, 4, 7],
    order: 1,
    perDay: 20,
    separate: true,
  },
  replayq: true,
  rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 200 },
  timer: 0,
  usn: 0,
};

function basicModel(deckId: number, modSeconds: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    font: 'Arial',
    media: [],
    rtl: false,
    size: 20,
    sticky: false,
  });
  return {
    id: MODEL_ID,
    name: 'Basic (IELTS Study)',
    type: 0,
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    flds: [field('Front', 0), field('Back', 1)],
    css: '.card {\n font-family: arial;\n font-size: 20px;\n text-align: center;\n color: black;\n background-color: white;\n}\n',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    req: [[0, 'all', [0]]],
    tags: [],
    vers: [],
  };
}

/** A note's fields as Anki stores them: HTML, in note-type field order. */
export interface AnkiNoteInput {
  fields: string[];
  /** Stable identity (e.g. the card id) from which the note's guid derives; random if absent. */
  key?: string;
  /** Anki tags (no spaces inside one). */
  tags?: string[];
  /** The card's scheduling (a new card when absent) and its review log. */
  card?: AnkiCardRow;
  revlog?: AnkiRevlogRow[];
}

/** Anki's checksum of a note's first field: the first 8 hex digits of SHA-1 of its text. */
function fieldChecksum(text: string): number {
  return parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

function guidFor(key: string | undefined): string {
  const seed = key ?? `${Date.now()}-${Math.random()}`;
  return createHash('sha256').update(seed).digest('base64url').slice(0, 11);
}

/**
 * A schema-11 Anki collection (SQLite file bytes) with one deck named `deckName`, the note type
 * "Basic (IELTS Study)" and `notes` (HTML fields; a Basic note uses the first two) with their
 * tags, as new cards unless a note gives its card's scheduling and revlog rows.
 * `now` dates the ids and modification times; the deck's id is `now` in ms unless `deckId` says
 * otherwise (1 is Anki's Default deck, whose name is then kept).
 */
export async function buildLegacyCollection(
  deckName: string,
  notes: AnkiNoteInput[],
  now: Date,
  deckId = now.getTime(),
  crt = collectionCreation(now),
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    const ms = now.getTime();
    const seconds = Math.floor(ms / 1000);
    const decks = {
      '1': { ...DECK_DEFAULTS, id: 1, name: 'Default', mod: seconds, usn: 0 },
      [String(deckId)]: { ...DECK_DEFAULTS, id: deckId, name: deckName, mod: seconds, usn: -1 },
    };
    const conf = {
      activeDecks: [1],
      addToCur: true,
      collapseTime: 1200,
      curDeck: 1,
      curModel: String(MODEL_ID),
      dueCounts: true,
      estTimes: true,
      newBury: true,
      newSpread: 0,
      nextPos: notes.length + 1,
      sortBackwards: false,
      sortType: 'noteFld',
      timeLim: 0,
    };
    db.run(SCHEMA_11);
    db.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      ms,
      ms,
      JSON.stringify(conf),
      JSON.stringify({ [String(MODEL_ID)]: basicModel(deckId, seconds) }),
      JSON.stringify(decks),
      JSON.stringify({ '1': DECK_CONFIG }),
      '{}',
    ]);
    db.run('begin');
    const insertNote = db.prepare("insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      "insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, '')",
    );
    const insertRevlog = db.prepare('insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)');
    const revlogIds = new Set<number>();
    notes.forEach((note, index) => {
      const id = ms + index;
      const sortText = ankiHtmlToText(note.fields[0] ?? '').text;
      const flds = note.fields.join('\u001f');
      insertNote.run([
        id,
        guidFor(note.key),
        MODEL_ID,
        seconds,
        note.tags?.length ? ` ${note.tags.join(' ')} ` : '',
        flds,
        sortText,
        fieldChecksum(sortText),
      ]);
      const c = note.card ?? {
        type: 0,
        queue: 0,
        due: index + 1,
        ivl: 0,
        factor: 0,
        reps: 0,
        lapses: 0,
      };
      insertCard.run([
        id,
        id,
        deckId,
        seconds,
        c.type,
        c.queue,
        c.due,
        c.ivl,
        c.factor,
        c.reps,
        c.lapses,
      ]);
      for (const row of note.revlog ?? []) {
        let revlogId = row.id;
        while (revlogIds.has(revlogId)) revlogId += 1; // revlog ids are unique review times
        revlogIds.add(revlogId);
        insertRevlog.run([
          revlogId,
          id,
          row.ease,
          row.ivl,
          row.lastIvl ?? 0,
          row.factor,
          row.time,
          row.type,
        ]);
      }
    });
    insertNote.free();
    insertCard.free();
    insertRevlog.free();
    db.run('commit');
    return db.export();
  } finally {
    db.close();
  }
}

/** A media file of an .apkg: its name (as the fields' `<img src>` say) and bytes. */
export interface AnkiMediaFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * An .apkg (zip bytes) of `notes` in one deck `deckName`: collection.anki2 (deflated), the media
 * map and the `media` files (entries "0", "1", …, stored as they are). Anki imports it as a new
 * deck (or updates notes it already has by guid).
 */
export async function writeApkg(
  deckName: string,
  notes: AnkiNoteInput[],
  now: Date,
  media: readonly AnkiMediaFile[] = [],
  crt = collectionCreation(now),
): Promise<Uint8Array> {
  const collection = await buildLegacyCollection(deckName, notes, now, now.getTime(), crt);
  const map = Object.fromEntries(media.map((file, index) => [String(index), file.name]));
  const files = Object.fromEntries(
    media.map((file, index) => [String(index), [file.bytes, { level: 0 }] as const]),
  );
  return zipSync({
    'collection.anki2': [collection, { level: 6 }],
    media: [strToU8(JSON.stringify(map)), { level: 0 }],
    ...files,
  });
}
