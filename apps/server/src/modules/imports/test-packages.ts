/**
 * TEST SUPPORT ONLY (never imported by the app): Anki packages built the way Anki lays them out
 * (anki-package.ts describes the layouts), for the unit and integration tests of the import.
 * No binary fixture is committed: every package is made here, with sql.js, fflate, a zstd
 * encoder (@bokuweb/zstd-wasm, a dev dependency) and @bufbuild/protobuf's BinaryWriter.
 *
 * - legacyPackage: collection.anki2 or collection.anki21 (schema 11, deflated), JSON media map;
 * - both hold the note types of test-note-types.ts; a note names its own (Basic by default)
 *   and may name its deck;
 * - anki21bPackage: meta (version 3), collection.anki21b (schema 18 tables, zstd, the text
 *   columns declared `collate unicase` as Anki declares them), the dummy collection.anki2 Anki
 *   writes beside it, a zstd protobuf media map, media files as zstd entries "0", "1", …
 * - tamperedPackage: a legacy package whose collection was changed afterwards, e.g. by one of
 *   the HOSTILE_COLLECTIONS of issue 17 (views, triggers, costly generated columns).
 */
import { createHash } from 'node:crypto';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { compress, init as initZstd } from '@bokuweb/zstd-wasm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { buildLegacyCollection, SCHEMA_11, type AnkiNoteInput } from './anki-write.ts';
import { loadSqlJs } from './sqlite.ts';
import { insertSchema18NoteTypes, NOTE_TYPES, setNoteTypes } from './test-note-types.ts';
import { setSchema18Decks, type TestNote } from './test-note-types.ts';

const NOW = new Date('2026-01-15T08:00:00Z');
/** The note Anki puts in the dummy collection.anki2 of a newer package. */
export const DUMMY_NOTE =
  'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';

let zstdReady: Promise<void> | null = null;

/** zstd-compresses `bytes` (level 3). */
export async function zstd(bytes: Uint8Array): Promise<Uint8Array> {
  zstdReady ??= initZstd();
  await zstdReady;
  return compress(bytes, 3);
}

/** Text as UTF-8 bytes; bytes as they are. */
const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? strToU8(data) : data);
export interface PackageOptions {
  deckName?: string;
  /** The deck's description (Anki HTML): col.decks' `desc`, or schema 18's Normal.description. */
  deckDescription?: string;
  /** Media file name → content (text, or bytes such as a real image). */
  media?: Record<string, string | Uint8Array>;
}

/**
 * A schema-11 collection of `notes` in deck `deckName` (described as `description`), with the
 * note types of NOTE_TYPES.
 */
async function legacyCollection(
  deckName: string,
  notes: TestNote[],
  description = '',
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(await buildLegacyCollection(deckName, notes, NOW));
  try {
    setNoteTypes(db, notes);
    if (description !== '') {
      const decks = JSON.parse(
        String(db.exec('select decks from col')[0]!.values[0]![0]),
      ) as Record<string, { name: string; desc: string }>;
      for (const deck of Object.values(decks)) if (deck.name === deckName) deck.desc = description;
      db.run('update col set decks = ?', [JSON.stringify(decks)]);
    }
    return db.export();
  } finally {
    db.close();
  }
}

/**
 * A legacy package: `collection` (schema 11) with `notes` in one deck (their note types in
 * col.models JSON), a JSON media map and its media files (deflated entries "0", "1", …).
 */
export async function legacyPackage(
  notes: TestNote[],
  options: PackageOptions & { collection?: 'collection.anki2' | 'collection.anki21' } = {},
): Promise<Uint8Array> {
  const collection = await legacyCollection(
    options.deckName ?? 'Legacy deck',
    notes,
    options.deckDescription,
  );
  const media = Object.entries(options.media ?? {});
  const entries: Zippable = {
    [options.collection ?? 'collection.anki2']: collection,
    media: strToU8(JSON.stringify(Object.fromEntries(media.map(([name], i) => [String(i), name])))),
  };
  media.forEach(([, content], i) => (entries[String(i)] = bytesOf(content)));
  return zipSync(entries);
}

/** Tables of schema 18 that the reader may touch (Anki's schema 11 + upgrades 14-18). */
const SCHEMA_18_EXTRA = `
create table deck_config (id integer primary key not null, name text not null,
  mtime_secs integer not null, usn integer not null, config blob not null);
create table config (key text not null primary key, usn integer not null,
  mtime_secs integer not null, val blob not null) without rowid;
create table fields (ntid integer not null, ord integer not null, name text not null,
  config blob not null, primary key (ntid, ord)) without rowid;
create table templates (ntid integer not null, ord integer not null, name text not null,
  mtime_secs integer not null, usn integer not null, config blob not null,
  primary key (ntid, ord)) without rowid;
create table notetypes (id integer not null primary key, name text not null,
  mtime_secs integer not null, usn integer not null, config blob not null);
create table decks (id integer primary key not null, name text not null,
  mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null);
create unique index idx_decks_name on decks (name);
create unique index idx_fields_name_ntid on fields (name, ntid);
create unique index idx_templates_name_ntid on templates (name, ntid);
create unique index idx_notetypes_name on notetypes (name);
create table tags (id integer primary key not null, name text not null, usn integer not null,
  config blob not null);
`;

/** protobuf Deck.KindContainer { Normal normal = 1 } with Normal { description = 4 }. */
function normalDeckKind(description: string): Uint8Array {
  const writer = new BinaryWriter();
  writer.tag(1, WireType.LengthDelimited).fork();
  writer.tag(1, WireType.Varint).int64(1);
  writer.tag(4, WireType.LengthDelimited).string(description);
  writer.join();
  return writer.finish();
}

async function schema18Collection(
  deckName: string,
  notes: TestNote[],
  description = '',
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(SCHEMA_11.replace('create table graves', 'create table graves_old'));
    db.run(SCHEMA_18_EXTRA);
    db.run('drop table graves_old');
    db.run(`create table graves (oid integer not null, type integer not null,
      usn integer not null, primary key (oid, type)) without rowid`);
    db.run("insert into col values (1, 0, 0, 0, 18, 0, 0, 0, '', '', '', '', '')");
    const deckId = 1_736_900_000_000;
    db.run("insert into decks values (1, ?, 0, 0, x'', x'')", ['Default']);
    db.run("insert into decks values (?, ?, 0, 0, x'', ?)", [
      deckId,
      deckName,
      normalDeckKind(description),
    ]);
    insertSchema18NoteTypes(db);
    notes.forEach((note, index) => {
      const id = 1_736_900_000_000 + index;
      db.run("insert into notes values (?, ?, ?, 0, 0, ?, ?, '', 0, 0, '')", [
        id,
        `guid${index}`,
        NOTE_TYPES[note.type ?? 'basic'].id,
        note.tags?.length ? ` ${note.tags.join(' ')} ` : '',
        note.fields.join('\u001f'),
      ]);
      db.run("insert into cards values (?, ?, ?, 0, 0, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')", [
        id,
        id,
        deckId,
        index,
      ]);
    });
    setSchema18Decks(db, notes);
    // Anki declares these text columns with its own collation, which plain SQLite lacks.
    db.run('pragma writable_schema = on');
    db.run(`update sqlite_master set sql = replace(sql, 'name text not null,',
      'name text not null collate unicase,') where type = 'table'`);
    db.run('pragma writable_schema = off');
    return db.export();
  } finally {
    db.close();
  }
}

/** protobuf MediaEntries { repeated MediaEntry { name = 1, size = 2, sha1 = 3 } entries = 1 }. */
export function encodeMediaEntries(media: [name: string, content: Uint8Array][]): Uint8Array {
  const writer = new BinaryWriter();
  for (const [name, content] of media) {
    writer.tag(1, WireType.LengthDelimited).fork();
    writer.tag(1, WireType.LengthDelimited).string(name);
    writer.tag(2, WireType.Varint).uint32(content.length);
    writer.tag(3, WireType.LengthDelimited).bytes(createHash('sha1').update(content).digest());
    writer.join();
  }
  return writer.finish();
}

/**
 * A package in Anki's newer layout (Anki 23.10+ default export), `notes` in deck `deckName`
 * ("::" in it becomes schema 18's \x1f hierarchy separator).
 */
export async function anki21bPackage(
  notes: TestNote[],
  options: PackageOptions = {},
): Promise<Uint8Array> {
  const deckName = (options.deckName ?? 'Modern deck').split('::').join('\u001f');
  const collection = await schema18Collection(deckName, notes, options.deckDescription);
  const dummy = await buildLegacyCollection('Default', [{ fields: [DUMMY_NOTE, ''] }], NOW, 1);
  const media = Object.entries(options.media ?? {}).map(
    ([name, content]) => [name, bytesOf(content)] as [string, Uint8Array],
  );
  const entries: Zippable = {
    meta: [new Uint8Array([0x08, 0x03]), { level: 0 }],
    'collection.anki21b': [await zstd(collection), { level: 0 }],
    'collection.anki2': [dummy, { level: 0 }],
    media: [await zstd(encodeMediaEntries(media)), { level: 0 }],
  };
  for (const [index, [, content]] of media.entries()) {
    entries[String(index)] = [await zstd(content), { level: 0 }];
  }
  return zipSync(entries);
}

/** Deflating tens of MB takes a second or two: each bomb's zip is made once per process. */
const zerosZips = new Map<string, Uint8Array>();

/**
 * A zip bomb with lying headers: one entry `name` that inflates to `size` zero bytes while its
 * headers declare `declared` bytes. With `descriptor`, the local header instead says "sizes
 * follow the data" (general purpose flag bit 3, sizes 0, a data descriptor after the data), as
 * a streamed zip does, so a reader cannot know the size before inflating.
 */
export function lyingZip(
  name: string,
  size: number,
  declared: number,
  descriptor = false,
): Uint8Array {
  const key = `${name}:${size}`;
  let zeros = zerosZips.get(key);
  if (!zeros) {
    zeros = zipSync({ [name]: new Uint8Array(size) }, { level: 1 });
    zerosZips.set(key, zeros);
  }
  const zip = new Uint8Array(zeros);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const central = zip.findLastIndex(
    (_, i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 1 && zip[i + 3] === 2,
  );
  view.setUint32(22, declared, true); // local header: uncompressed size
  view.setUint32(central + 24, declared, true); // central directory: uncompressed size
  if (!descriptor) return zip;

  const crc = view.getUint32(14, true);
  const compressed = view.getUint32(18, true);
  const dataEnd = 30 + view.getUint16(26, true) + view.getUint16(28, true) + compressed;
  view.setUint16(6, view.getUint16(6, true) | 8, true); // local header flag: data descriptor
  view.setUint16(central + 8, view.getUint16(central + 8, true) | 8, true);
  for (const offset of [14, 18, 22]) view.setUint32(offset, 0, true);
  const record = new DataView(new ArrayBuffer(16));
  record.setUint32(0, 0x08074b50, true);
  record.setUint32(4, crc, true);
  record.setUint32(8, compressed, true);
  record.setUint32(12, declared, true);
  const out = new Uint8Array(zip.length + 16);
  out.set(zip.subarray(0, dataEnd));
  out.set(new Uint8Array(record.buffer), dataEnd);
  out.set(zip.subarray(dataEnd), dataEnd + 16);
  const end = new DataView(out.buffer);
  const eocd = out.length - 22; // no archive comment
  end.setUint32(eocd + 16, end.getUint32(eocd + 16, true) + 16, true); // central dir offset
  return out;
}

/** A recursive query that never ends. */
const FOREVER = 'with recursive r(n) as (select 1 union all select n + 1 from r)';
/** Rewrites a generated column's expression `'x'` into `expression` (sqlite_master text). */
const generatedAs = (table: string, expression: string) => [
  'pragma writable_schema = on',
  `update sqlite_master set sql = replace(sql, '(''x'')', '(${expression.replaceAll("'", "''")})')
     where name = '${table}'`,
  'pragma writable_schema = off',
];
/** `notes` as a table of 2000 rows whose `flds` is a virtual generated column of `expression`. */
const generatedNotes = (expression: string) => [
  'drop table notes',
  "create table notes (id integer primary key, flds text generated always as ('x') virtual)",
  'with recursive r(n) as (select 1 union all select n + 1 from r limit 2000) insert into notes (id) select n from r',
  ...generatedAs('notes', expression),
];

/** SQL that turns a legacy collection into a hostile one (tamperedPackage). */
export const HOSTILE_COLLECTIONS = {
  /** `notes` a view over an endless recursive query: `select count(*) from notes` never ends. */
  notesView: [
    'drop table notes',
    `create view notes as ${FOREVER} select n as id, 'a' || char(31) || 'b' as flds from r`,
  ],
  /** `cards` an endless view: the deck title's `group by did` never ends. */
  cardsView: [
    'drop table cards',
    `create view cards as ${FOREVER} select n as id, n as nid, 2 as did from r`,
  ],
  /** `col` an endless view: reading the decks JSON never ends (nor stops growing). */
  colView: ['drop table col', `create view col as ${FOREVER} select '{}' as decks from r`],
  /** `notes` a bounded view that still takes seconds (10 million rows) to count. */
  heavyView: [
    'drop table notes',
    "create view notes as with recursive r(n) as (select 1 union all select n + 1 from r limit 10000000) select n as id, 'a' || char(31) || 'b' as flds from r where n < 0",
  ],
  /** A trigger (it would fire on no read, but Anki never makes one). */
  trigger: ['create trigger notes_touched after update on notes begin select 1; end'],
  /**
   * `notes` whose every field takes ~0.1 s of CPU to compute in 10 MB (a naive substring
   * search through 10 million characters): minutes for its 2000 notes.
   */
  slowColumn: generatedNotes(
    `instr(printf('%.*c', 10000000 + id, 'a'), '${'a'.repeat(29)}b') || char(31) || 'b'`,
  ),
  /** `notes` whose every field is a 900 MB string. */
  hugeColumn: generatedNotes("printf('%.*c', 900000000, 'x')"),
} satisfies Record<string, string[]>;

/**
 * A legacy package (collection.anki2, no media) whose collection holds `notes` and was then
 * changed by `statements` (SQL run in order; they may rewrite sqlite_master with
 * `pragma writable_schema`), e.g. HOSTILE_COLLECTIONS.notesView.
 */
export async function tamperedPackage(
  statements: readonly string[],
  notes: AnkiNoteInput[] = [{ fields: ['front', 'back'] }],
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database(await buildLegacyCollection('Tampered deck', notes, NOW));
  try {
    for (const statement of statements) db.run(statement);
    return zipSync({ 'collection.anki2': db.export(), media: strToU8('{}') });
  } finally {
    db.close();
  }
}
