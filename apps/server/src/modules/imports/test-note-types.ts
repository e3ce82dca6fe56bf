/**
 * TEST SUPPORT ONLY (never imported by the app): the note types test-packages.ts puts in its
 * Anki packages, in both storages Anki uses (anki-notetypes.ts describes them): Basic, Basic
 * (and reversed card), Cloze, a note type whose first two fields are not the card's sides, and
 * one whose templates are broken.
 */
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import type { Database } from 'sql.js';
import type { AnkiNoteInput } from './anki-write.ts';

export interface TestNoteType {
  id: number;
  name: string;
  /** Anki's model type: 0 standard, 1 cloze. */
  type: 0 | 1;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
}

const answer = (field: string) => `{{FrontSide}}\n\n<hr id=answer>\n\n{{${field}}}`;

export const NOTE_TYPES = {
  /** The id anki-write.ts gives its "Basic (IELTS Study)". */
  basic: {
    id: 1_700_000_000_000,
    name: 'Basic',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: answer('Back') }],
  },
  reversed: {
    id: 1_700_000_000_001,
    name: 'Basic (and reversed card)',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: answer('Back') },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: answer('Front') },
    ],
  },
  cloze: {
    id: 1_700_000_000_002,
    name: 'Cloze',
    type: 1,
    fields: ['Text', 'Back Extra'],
    templates: [
      { name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' },
    ],
  },
  /** Name and Reminder first: a card of the first two fields would be wrong. */
  vocab: {
    id: 1_700_000_000_003,
    name: 'Vocabulary',
    type: 0,
    fields: ['Name', 'Reminder', 'Word', 'Meaning'],
    templates: [
      {
        name: 'Recall',
        qfmt: '{{Word}}{{#Reminder}}<div class=small>{{hint:Reminder}}</div>{{/Reminder}}',
        afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}<br>{{type:Word}}',
      },
    ],
  },
  /** A template naming a field the note type lacks, and an answer with a section never closed. */
  broken: {
    id: 1_700_000_000_004,
    name: 'Broken',
    type: 0,
    fields: ['Front', 'Back'],
    templates: [
      {
        name: 'Card 1',
        qfmt: '{{Front}}{{Extra}}',
        afmt: '{{FrontSide}}<hr id=answer>{{Back}}{{#Front}}',
      },
    ],
  },
} satisfies Record<string, TestNoteType>;

export type NoteTypeName = keyof typeof NOTE_TYPES;

/** A test note: its fields (HTML), note type (Basic when absent), tags and deck. */
export interface TestNote extends AnkiNoteInput {
  type?: NoteTypeName;
  tags?: string[];
  /** The deck of the note's card ("::" hierarchy); the package's deck when absent. */
  deck?: string;
}

/** The ids given to the decks notes name (TestNote.deck), in first-seen order. */
function noteDecks(notes: TestNote[]): Map<string, number> {
  const decks = new Map<string, number>();
  for (const note of notes) {
    if (note.deck !== undefined && !decks.has(note.deck)) {
      decks.set(note.deck, 1_800_000_000_000 + decks.size);
    }
  }
  return decks;
}

/** Puts each note row's card (note id order) in its deck, when the note names one. */
function moveCards(db: Database, notes: TestNote[], decks: Map<string, number>): void {
  const ids = (db.exec('select id from notes order by id')[0]?.values ?? []).map(([id]) => id!);
  ids.forEach((id, index) => {
    const deck = notes[index]?.deck;
    if (deck !== undefined)
      db.run('update cards set did = ? where nid = ?', [decks.get(deck)!, id]);
  });
}

/** Schema 11: the decks notes name added to col.decks JSON, their cards moved there. */
function setLegacyDecks(db: Database, notes: TestNote[]): void {
  const decks = noteDecks(notes);
  if (decks.size === 0) return;
  const json = JSON.parse(String(db.exec('select decks from col')[0]!.values[0]![0])) as object;
  const added = [...decks].map(([name, id]) => [String(id), { id, name, dyn: 0, conf: 1 }]);
  db.run('update col set decks = ?', [JSON.stringify({ ...json, ...Object.fromEntries(added) })]);
  moveCards(db, notes, decks);
}

/**
 * Schema 18 (before its names are declared `collate unicase`): the decks notes name added to
 * the decks table ("::" stored as \x1f), their cards moved there.
 */
export function setSchema18Decks(db: Database, notes: TestNote[]): void {
  const decks = noteDecks(notes);
  for (const [name, id] of decks) {
    db.run("insert into decks values (?, ?, 0, 0, x'', x'')", [
      id,
      name.split('::').join('\u001f'),
    ]);
  }
  moveCards(db, notes, decks);
}

/** `col.models` JSON (schema 11) holding every NOTE_TYPES entry. */
export function modelsJson(): string {
  const models = Object.values(NOTE_TYPES).map((model) => [
    String(model.id),
    {
      id: model.id,
      name: model.name,
      type: model.type,
      flds: model.fields.map((name, ord) => ({ name, ord })),
      tmpls: model.templates.map((template, ord) => ({ ...template, ord })),
    },
  ]);
  return JSON.stringify(Object.fromEntries(models));
}

/**
 * Gives each note row (id order) its note type, tags and deck (TestNote.deck), and col.models
 * every note type.
 */
export function setNoteTypes(db: Database, notes: TestNote[]): void {
  db.run('update col set models = ?', [modelsJson()]);
  const ids = (db.exec('select id from notes order by id')[0]?.values ?? []).map(([id]) => id!);
  ids.forEach((id, index) => {
    const note = notes[index]!;
    const tags = note.tags?.length ? ` ${note.tags.join(' ')} ` : '';
    db.run('update notes set mid = ?, tags = ? where id = ?', [
      NOTE_TYPES[note.type ?? 'basic'].id,
      tags,
      id,
    ]);
  });
  setLegacyDecks(db, notes);
}

/** Schema 18 rows: notetypes (config: protobuf kind = 1), fields and templates (configs). */
export function insertSchema18NoteTypes(db: Database): void {
  for (const model of Object.values(NOTE_TYPES)) {
    const config = new BinaryWriter();
    if (model.type === 1) config.tag(1, WireType.Varint).int32(1);
    config.tag(3, WireType.LengthDelimited).string('.card { color: black; }');
    db.run('insert into notetypes values (?, ?, 0, 0, ?)', [model.id, model.name, config.finish()]);
    model.fields.forEach((name, ord) => {
      db.run("insert into fields values (?, ?, ?, x'')", [model.id, ord, name]);
    });
    model.templates.forEach((template, ord) => {
      const writer = new BinaryWriter();
      writer.tag(1, WireType.LengthDelimited).string(template.qfmt);
      writer.tag(2, WireType.LengthDelimited).string(template.afmt);
      writer.tag(5, WireType.Varint).int64(0);
      db.run('insert into templates values (?, ?, ?, 0, 0, ?)', [
        model.id,
        ord,
        template.name,
        writer.finish(),
      ]);
    });
  }
}
