import { IMPORT_MESSAGES } from '@app/contracts';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { previewAnkiPackage } from './anki-read.ts';
import { checkCollectionSchema, schemaRefusal } from './collection-schema.ts';
import { loadSqlJs, openUntrustedDatabase } from './sqlite.ts';
import { HOSTILE_COLLECTIONS, legacyPackage, tamperedPackage } from './test-packages.ts';

describe('schemaRefusal', () => {
  it('accepts ordinary tables, and views or virtual tables the reader never reads', () => {
    expect(
      schemaRefusal([
        { name: 'notes', type: 'table' },
        { name: 'cards', type: 'table' },
        { name: 'stats', type: 'view' },
        { name: 'search', type: 'virtual' },
        { name: 'search_content', type: 'shadow' },
      ]),
    ).toBeNull();
  });

  it('refuses a read table that is a view or virtual, whatever its case', () => {
    for (const name of ['notes', 'cards', 'col', 'decks', 'NoTeS']) {
      for (const type of ['view', 'virtual']) {
        expect(schemaRefusal([{ name, type }])).toBe('collectionNotTables');
      }
    }
  });

  it('refuses any trigger', () => {
    expect(schemaRefusal([{ name: 'anything', type: 'trigger' }])).toBe('collectionHasTriggers');
  });
});

/** The opened collection of a package built by test-packages.ts. */
async function openCollection(apkg: Uint8Array) {
  return openUntrustedDatabase(await loadSqlJs(), unzipSync(apkg)['collection.anki2']!);
}

describe('checkCollectionSchema', () => {
  it('passes a collection as Anki makes it', async () => {
    const db = await openCollection(await legacyPackage([{ fields: ['a', 'b'] }]));
    try {
      expect(() => checkCollectionSchema(db)).not.toThrow();
    } finally {
      db.close();
    }
  });

  it('finds a virtual table that sqlite_master disguises (comment in its sql, forged rootpage)', async () => {
    const apkg = await tamperedPackage([
      'drop table notes',
      'create virtual table notes using fts3(flds)',
      'pragma writable_schema = on',
      "update sqlite_master set rootpage = 2, sql = 'create /* x */ virtual table notes using fts3(flds)' where name = 'notes'",
      'pragma writable_schema = off',
    ]);
    const db = await openCollection(apkg);
    try {
      expect(() => checkCollectionSchema(db)).toThrow(IMPORT_MESSAGES.collectionNotTables);
    } finally {
      db.close();
    }
  });
});

describe('hostile collections (issue 17)', () => {
  const refusals: [keyof typeof HOSTILE_COLLECTIONS, string][] = [
    ['notesView', IMPORT_MESSAGES.collectionNotTables],
    ['cardsView', IMPORT_MESSAGES.collectionNotTables],
    ['colView', IMPORT_MESSAGES.collectionNotTables],
    ['heavyView', IMPORT_MESSAGES.collectionNotTables],
    ['trigger', IMPORT_MESSAGES.collectionHasTriggers],
  ];
  it.each(refusals)('refuses %s before querying it', async (name, message) => {
    const apkg = await tamperedPackage(HOSTILE_COLLECTIONS[name]);
    const started = performance.now();
    await expect(previewAnkiPackage(apkg, 'x.apkg')).rejects.toThrow(message);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stops a 900 MB generated field at SQLite heap limit', async () => {
    const apkg = await tamperedPackage(HOSTILE_COLLECTIONS.hugeColumn);
    await expect(previewAnkiPackage(apkg, 'x.apkg')).rejects.toThrow(
      IMPORT_MESSAGES.importTooLarge,
    );
  });
});
