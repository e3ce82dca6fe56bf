/**
 * TEST SUPPORT ONLY (never imported by the app): the note types test-packages.ts puts in its
 * Anki packages, in both storages Anki uses (anki-notetypes.ts describes them): Basic, Basic
 * (and reversed card), Cloze, and a note type whose first two fields are not the card's sides.
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
} satisfies Record<string, TestNoteType>;

export type NoteTypeName = keyof typeof NOTE_TYPES;

/** A test note: its fields (HTML), note type (Basic when absent) and tags. */
export interface TestNote extends AnkiNoteInput {
  type?: NoteTypeName;
  tags?: string[];
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

/** Gives each note row (id order) its note type and tags, and col.models every note type. */
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
