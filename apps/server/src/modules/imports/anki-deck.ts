/**
 * The main deck of an Anki collection (issue 34 §16): the deck holding most notes' cards, its
 * full name ("IELTS::Education": schema 18's `decks.name` joins the hierarchy with \x1f, schema
 * 11's `col.decks` JSON with "::") and its description as text — schema 11: the deck's `desc`;
 * schema 18: `decks.kind`, protobuf Deck.KindContainer { Normal normal = 1 } with
 * Normal { string description = 4 } (Anki: proto/anki/decks.proto). A description is Anki HTML
 * (or Markdown, shown as written), turned into text by ankiHtmlToText.
 * Anki's "Default" deck (id 1) says nothing about the cards: null, as for an unreadable deck.
 * Never throws for malformed content; never compares the `collate unicase` columns in SQL.
 */
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import type { Database, SqlValue } from 'sql.js';
import { ankiHtmlToText } from './anki-html.ts';
import { hasTable, scalar } from './sqlite.ts';

/** Anki's default deck, whose name says nothing about the cards. */
const DEFAULT_DECK_ID = 1;

export interface MainDeck {
  /**
   * The deck's full name, "::" between levels, as Anki has it: not cut to a title's length, so
   * that its last part (import-title.ts deckTitle) survives a long hierarchy.
   */
  name: string;
  /** Its description as text ('' when it has none or it cannot be read). */
  description: string;
}

/** The length-delimited field `field` of a protobuf message, or null. */
function bytesField(bytes: Uint8Array, field: number): Uint8Array | null {
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [number, wireType] = reader.tag();
    if (number === field && wireType === WireType.LengthDelimited) return reader.bytes();
    reader.skip(wireType, number);
  }
  return null;
}

/** The description in a schema-18 `decks.kind` blob ('' when absent or malformed). */
export function kindDescription(kind: SqlValue | undefined): string {
  if (!(kind instanceof Uint8Array)) return '';
  try {
    const normal = bytesField(kind, 1);
    const description = normal ? bytesField(normal, 4) : null;
    return description ? new TextDecoder('utf-8', { fatal: true }).decode(description) : '';
  } catch {
    return '';
  }
}

/** The main deck of `db`, or null (the Default deck, none, or unreadable). */
export function readMainDeck(db: Database): MainDeck | null {
  try {
    const did = scalar(
      db,
      'select did from cards group by did order by count(distinct nid) desc, did limit 1',
    );
    if (typeof did !== 'number' || did === DEFAULT_DECK_ID) return null;
    let name: unknown;
    let html = '';
    if (hasTable(db, 'decks')) {
      const row = db.exec('select name, kind from decks where id = ?', [did])[0]?.values[0];
      name = row?.[0];
      html = kindDescription(row?.[1]);
    } else {
      const decks: unknown = JSON.parse(String(scalar(db, 'select decks from col') ?? '{}'));
      const deck = (decks as Record<string, { name?: unknown; desc?: unknown } | undefined>)[
        String(did)
      ];
      name = deck?.name;
      html = typeof deck?.desc === 'string' ? deck.desc : '';
    }
    if (typeof name !== 'string' || name.trim() === '') return null;
    return { name: name.split('\u001f').join('::'), description: ankiHtmlToText(html).text };
  } catch {
    return null;
  }
}
