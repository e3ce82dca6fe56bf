/**
 * What an uploaded Anki collection must be before the reader runs a query on its tables
 * (issue 17 §1): every table the reader touches — notes, cards, col, decks (anki-read.ts),
 * notetypes, fields, templates (anki-notetypes.ts) — an
 * ordinary table, and no trigger anywhere. Anki creates neither views, virtual tables nor
 * triggers, and a view named `notes` can make `select count(*) from notes` run a recursive
 * query forever.
 *
 * Only the schema is read: views and triggers from sqlite_master (its `type` column is what
 * SQLite itself goes by); virtual tables from `pragma table_list`, because the `sql` text of
 * sqlite_master can hide one (a comment between `create` and `virtual` still makes a virtual
 * table) and its `rootpage` can be forged.
 */
import type { ImportRefusalReason } from '@app/contracts';
import type { Database } from 'sql.js';
import { refusalError } from './refusal.ts';

/** The tables anki-read.ts queries. */
const READ_TABLES: readonly string[] = [
  'notes',
  'cards',
  'col',
  'decks',
  'notetypes',
  'fields',
  'templates',
  'revlog',
];

/** A schema object: its name and its kind ('table', 'view', 'virtual', 'trigger', …). */
export interface SchemaObject {
  name: string;
  type: string;
}

/**
 * The refusal reason for a collection with these schema objects, or null when it may be read:
 * 'collectionHasTriggers' for any trigger, collectionNotTables when a table of
 * READ_TABLES (names compared as SQLite does, ASCII case-insensitive) is a view or virtual.
 */
export function schemaRefusal(objects: readonly SchemaObject[]): ImportRefusalReason | null {
  if (objects.some((object) => object.type === 'trigger')) {
    return 'collectionHasTriggers';
  }
  const notTable = objects.some(
    (object) =>
      (object.type === 'view' || object.type === 'virtual') &&
      READ_TABLES.includes(object.name.toLowerCase()),
  );
  return notTable ? 'collectionNotTables' : null;
}

function rows(db: Database, sql: string): SchemaObject[] {
  return (db.exec(sql)[0]?.values ?? []).map(([name, type]) => ({
    name: String(name),
    type: String(type),
  }));
}

/**
 * Checks the schema of an opened collection, reading nothing but the schema.
 * @throws AppError 400 VALIDATION_ERROR with schemaRefusal's reason; Error (sql.js) when the
 *   schema itself cannot be read (the caller calls that corrupt).
 */
export function checkCollectionSchema(db: Database): void {
  const viewsAndTriggers = rows(
    db,
    "select name, type from sqlite_master where type in ('view', 'trigger')",
  );
  let refusal = schemaRefusal(viewsAndTriggers);
  if (refusal === null) {
    // table_list compiles any other view for its column count, but runs nothing
    refusal = schemaRefusal(
      rows(db, "select name, type from pragma_table_list where schema = 'main'"),
    );
  }
  if (refusal !== null) throw refusalError(refusal);
}
