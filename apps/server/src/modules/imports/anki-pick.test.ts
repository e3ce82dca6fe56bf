import { IMPORT_MESSAGES, importPreviewSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { previewAnkiPackage } from './anki-read.ts';
import { anki21bPackage, legacyPackage } from './test-packages.ts';
import type { TestNote } from './test-note-types.ts';

describe.each([
  ['legacy (col.decks JSON)', legacyPackage],
  ['newer (decks table)', anki21bPackage],
])('Anki cards carry their group and deck: %s layout', (_layout, build) => {
  const notes: TestNote[] = [
    { type: 'reversed', fields: ['cohesion', 'sự mạch lạc'], deck: 'IELTS::Words' },
    { fields: ['hello', 'xin chào'], deck: 'Greetings' },
    { type: 'reversed', fields: ['scarce', 'khan hiếm'], deck: 'IELTS::Words' },
    { type: 'reversed', fields: ['resilient', ''], deck: 'Greetings' }, // Card 1 only
    { fields: ['goodbye', 'tạm biệt'] }, // the package's own deck
  ];

  it('groups cards by note type and template, with counts, in first-seen order', async () => {
    const preview = await previewAnkiPackage(await build(notes, { deckName: 'Main' }), 'x.apkg');
    expect(importPreviewSchema.parse(preview)).toEqual(preview);
    expect(preview.groups).toEqual([
      { noteType: 'Basic (and reversed card)', template: 'Card 1', count: 2 },
      { noteType: 'Basic (and reversed card)', template: 'Card 2', count: 2 },
      { noteType: 'Basic', template: 'Card 1', count: 2 },
    ]);
    expect(preview.decks).toEqual([
      { name: 'IELTS::Words', count: 4 },
      { name: 'Greetings', count: 1 },
      { name: 'Main', count: 1 },
    ]);
    expect(preview.cards.map(({ front, group, deck }) => [front, group, deck])).toEqual([
      ['cohesion', 0, 0],
      ['sự mạch lạc', 1, 0],
      ['hello', 2, 1],
      ['scarce', 0, 0],
      ['khan hiếm', 1, 0],
      ['goodbye', 2, 2],
    ]);
    // Card 1 of "resilient" has an empty back: reported, not counted in any group
    expect(preview.problems.map((p) => [p.line, p.code])).toEqual([[4, 'emptyBack']]);
    expect(preview.title).toBe('Words');
  });

  it('reports a broken template once, at its first note, not once per note', async () => {
    const broken: TestNote[] = Array.from({ length: 30 }, (_, i) => ({
      type: 'broken',
      fields: [`w${i}`, `n${i}`],
    }));
    const preview = await previewAnkiPackage(
      await build([{ fields: ['a', 'b'] }, ...broken]),
      'x.apkg',
    );
    expect(preview.cards).toHaveLength(31);
    expect(preview.groups).toEqual([
      { noteType: 'Basic', template: 'Card 1', count: 1 },
      { noteType: 'Broken', template: 'Card 1', count: 30 },
    ]);
    expect(preview.problems).toEqual([
      {
        line: 2,
        place: 'note',
        code: 'templateSyntax',
        noteType: 'Broken',
        template: 'Card 1',
        message: IMPORT_MESSAGES.templateSyntax('Ghi chú 2', 'Broken', 'Card 1'),
      },
      {
        line: 2,
        place: 'note',
        code: 'templateField',
        noteType: 'Broken',
        template: 'Card 1',
        field: 'Extra',
        message: IMPORT_MESSAGES.templateField('Ghi chú 2', 'Broken', 'Card 1', 'Extra'),
      },
    ]);
    expect(preview.problems[1]!.message).toContain('"Extra"');
  });
});

it('puts the cards of a note whose note type cannot be read in the group of no note type', async () => {
  const apkg = await legacyPackage([{ fields: ['a', 'b'] }]);
  const { unzipSync, zipSync } = await import('fflate');
  const { loadSqlJs } = await import('./sqlite.ts');
  const files = unzipSync(apkg);
  const SQL = await loadSqlJs();
  const db = new SQL.Database(files['collection.anki2']);
  db.run("update col set models = '{}'");
  const collection = db.export();
  db.close();
  const preview = await previewAnkiPackage(
    zipSync({ ...files, 'collection.anki2': collection }),
    'x.apkg',
  );
  expect(preview.cards).toEqual([{ front: 'a', back: 'b', group: 0, deck: 0 }]);
  expect(preview.groups).toEqual([{ noteType: '', template: '', count: 1 }]);
  expect(preview.decks).toEqual([{ name: 'Legacy deck', count: 1 }]);
});
