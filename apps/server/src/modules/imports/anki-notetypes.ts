/**
 * The note types of an Anki collection (issue 24 §1): each one's kind (standard or cloze), field
 * names and card templates (question and answer formats), keyed by note type id (notes.mid), for
 * the domain's renderer (@app/domain renderAnkiNote).
 *
 * Two storages, as Anki writes them:
 * - schema 11 (collection.anki2, collection.anki21): JSON in `col.models`,
 *   `{ "<id>": { name, type: 0 | 1, flds: [{ name, ord }], tmpls: [{ name, ord, qfmt, afmt }] } }`
 *   (Anki: pylib/anki/models.py, rslib/src/notetype/schema11.rs);
 * - schema 18 (collection.anki21b): tables `notetypes` (id, name, config = protobuf
 *   Notetype.Config with `kind` = field 1, 1 = cloze), `fields` (ntid, ord, name) and
 *   `templates` (ntid, ord, name, config = protobuf Notetype.Template.Config with q_format =
 *   field 1, a_format = field 2) (Anki: proto/anki/notetypes.proto, rslib/src/storage/notetype).
 * The newer tables win when a collection has `notetypes`. Anything unreadable (bad JSON, a
 * malformed blob, a missing table) leaves that note type out: its notes then fall back to the
 * first two fields (anki-read.ts). The tables' text columns are never compared or sorted
 * (schema 18 declares them `collate unicase`).
 */
import type { AnkiCardTemplate, AnkiNoteType } from '@app/domain';
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import type { Database, SqlValue } from 'sql.js';
import { hasTable } from './sqlite.ts';

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** Strings and varints of the top-level fields of a protobuf message (others skipped). */
function readMessage(bytes: Uint8Array): Map<number, string | number> {
  const fields = new Map<number, string | number>();
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (wireType === WireType.Varint) fields.set(field, Number(reader.uint64()));
    else if (wireType === WireType.LengthDelimited && (field === 1 || field === 2)) {
      fields.set(field, reader.string());
    } else reader.skip(wireType, field);
  }
  return fields;
}

function blob(value: SqlValue | undefined): Uint8Array {
  return value instanceof Uint8Array ? value : new Uint8Array();
}

/** Orders by ordinal (the tables are read unsorted, never sorting a `collate unicase` column). */
function byOrd<T extends { ord: number }>(items: T[]): T[] {
  return items.sort((a, b) => a.ord - b.ord);
}

function schema18(db: Database): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  const fields = new Map<number, { ord: number; name: string }[]>();
  const templates = new Map<number, (AnkiCardTemplate & { ord: number })[]>();
  for (const [ntid, ord, name] of rows(db, 'select ntid, ord, name from fields')) {
    const list = fields.get(Number(ntid)) ?? [];
    list.push({ ord: Number(ord), name: String(name) });
    fields.set(Number(ntid), list);
  }
  for (const [ntid, ord, name, config] of rows(
    db,
    'select ntid, ord, name, config from templates',
  )) {
    try {
      const message = readMessage(blob(config));
      const list = templates.get(Number(ntid)) ?? [];
      const text = (field: number) => {
        const value = message.get(field);
        return typeof value === 'string' ? value : '';
      };
      list.push({ ord: Number(ord), name: String(name), qfmt: text(1), afmt: text(2) });
      templates.set(Number(ntid), list);
    } catch {
      // a malformed template is left out
    }
  }
  for (const [id, name, config] of rows(db, 'select id, name, config from notetypes')) {
    try {
      const kind = readMessage(blob(config)).get(1) === 1 ? 'cloze' : 'standard';
      types.set(Number(id), {
        name: String(name),
        kind,
        fields: byOrd(fields.get(Number(id)) ?? []).map((field) => field.name),
        templates: byOrd(templates.get(Number(id)) ?? []).map(({ name, qfmt, afmt }) => ({
          name,
          qfmt,
          afmt,
        })),
      });
    } catch {
      // a malformed note type is left out
    }
  }
  return types;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
    : [];

function schema11(db: Database): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  const json = rows(db, 'select models from col limit 1')[0]?.[0];
  let models: unknown;
  try {
    models = JSON.parse(String(json ?? '{}'));
  } catch {
    return types;
  }
  if (typeof models !== 'object' || models === null) return types;
  for (const [key, model] of Object.entries(models as Record<string, unknown>)) {
    if (typeof model !== 'object' || model === null) continue;
    const m = model as Record<string, unknown>;
    const id = Number(m.id ?? key);
    if (!Number.isFinite(id)) continue;
    types.set(id, {
      name: str(m.name),
      kind: m.type === 1 ? 'cloze' : 'standard',
      fields: byOrd(list(m.flds).map((f) => ({ ord: num(f.ord), name: str(f.name) }))).map(
        (f) => f.name,
      ),
      templates: byOrd(
        list(m.tmpls).map((t) => ({
          ord: num(t.ord),
          name: str(t.name),
          qfmt: str(t.qfmt),
          afmt: str(t.afmt),
        })),
      ).map(({ name, qfmt, afmt }) => ({ name, qfmt, afmt })),
    });
  }
  return types;
}

/** Schema 18's WITHOUT ROWID tables whose `name` column Anki declares `COLLATE unicase`. */
const UNICASE_TABLES = "('fields', 'templates')";

/**
 * Makes schema 18's `fields` and `templates` readable by sql.js, on this in-memory copy only.
 * Both are WITHOUT ROWID tables, so their rows live in their primary key's b-tree, which holds
 * the `name COLLATE unicase` column; SQLite cannot use an index with a collation it lacks (Anki
 * registers `unicase` itself: rslib/src/storage/sqlite.rs; sql.js cannot), so any query on
 * them fails with "no query solution". The declaration is removed from those two tables' SQL
 * (no other row of sqlite_master changes), the schema reloaded, and the caller must check the
 * schema again (collection-schema.ts) before reading. Unicase names are never compared here.
 * @throws Error (sql.js) when the schema cannot be rewritten or reloaded.
 */
export function dropUnicaseCollation(db: Database): void {
  db.run(
    `pragma query_only = off;
     pragma writable_schema = on;
     update sqlite_master
       set sql = replace(replace(sql, ' COLLATE unicase', ''), ' collate unicase', '')
       where type = 'table' and name in ${UNICASE_TABLES};
     pragma writable_schema = reset;
     pragma query_only = on;`,
  );
}

/**
 * The note types of an opened collection (schema already checked; for schema 18 after
 * dropUnicaseCollation), by id; empty when none can
 * be read. Never throws for malformed content; sql.js errors on a broken file propagate.
 */
export function readNoteTypes(db: Database): Map<number, AnkiNoteType> {
  if (hasTable(db, 'notetypes')) {
    return hasTable(db, 'fields') && hasTable(db, 'templates') ? schema18(db) : new Map();
  }
  return hasTable(db, 'col') ? schema11(db) : new Map();
}
