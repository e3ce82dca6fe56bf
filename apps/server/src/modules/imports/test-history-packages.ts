/**
 * TEST SUPPORT ONLY (never imported by the app): review history put into a package that
 * test-packages.ts built (legacy or anki21b), as Anki stores it (anki-history.ts describes the
 * columns): `withHistory` unzips the package, opens its collection (zstd for anki21b), sets
 * col.crt, updates or inserts each scheduled card's `cards` row and its `revlog` rows, and zips
 * it again with every other entry unchanged.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { decompress } from 'fzstd';
import { loadSqlJs } from './sqlite.ts';
import { zstd } from './test-packages.ts';

/** One revlog row of a test card (Anki's columns; lastIvl 0, usn -1). */
export interface TestRevlog {
  /** Review time, epoch ms (also the row id). */
  id: number;
  /** 1-4 Again/Hard/Good/Easy; 0 for a manual (type 4/5) row. */
  ease: number;
  ivl: number;
  factor: number;
  time: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled. */
  type: number;
}

/** A test card's Anki scheduling, for note number `note` (0-based, note id order). */
export interface TestCardHistory {
  note: number;
  /** Template ordinal (cloze number − 1); 0 by default. */
  ord?: number;
  type: 0 | 1 | 2 | 3;
  /** Anki's queue; the type by default (0 new, 1 learning, 2 review). */
  queue?: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  revlog?: TestRevlog[];
}

/**
 * `pkg` (a zip from test-packages.ts) with col.crt = `crt` (epoch seconds) and `cards`'
 * scheduling and revlog written into its collection (the newest layout present).
 */
export async function withHistory(
  pkg: Uint8Array,
  crt: number,
  cards: readonly TestCardHistory[],
): Promise<Uint8Array> {
  const files = unzipSync(pkg);
  const name = ['collection.anki21b', 'collection.anki21', 'collection.anki2'].find(
    (candidate) => candidate in files,
  )!;
  const zstdLayer = name === 'collection.anki21b';
  const stored = files[name]!;
  const SQL = await loadSqlJs();
  const db = new SQL.Database(zstdLayer ? decompress(stored) : stored);
  try {
    db.run('update col set crt = ?', [crt]);
    const notes = (db.exec('select id from notes order by id')[0]?.values ?? []).map(
      ([id]) => id as number,
    );
    const did = db.exec('select did from cards limit 1')[0]?.values[0]?.[0] ?? 1;
    cards.forEach((card, index) => {
      const nid = notes[card.note]!;
      const ord = card.ord ?? 0;
      const found = db.exec('select id from cards where nid = ? and ord = ?', [nid, ord]);
      let id = found[0]?.values[0]?.[0] as number | undefined;
      if (id === undefined) {
        id = 1_800_000_000_000 + index;
        db.run(
          "insert into cards values (?, ?, ?, ?, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')",
          [id, nid, did, ord],
        );
      }
      db.run(
        'update cards set type = ?, queue = ?, due = ?, ivl = ?, factor = ?, reps = ?, lapses = ? where id = ?',
        [
          card.type,
          card.queue ?? card.type,
          card.due,
          card.ivl,
          card.factor,
          card.reps,
          card.lapses,
          id,
        ],
      );
      for (const row of card.revlog ?? []) {
        db.run('insert into revlog values (?, ?, -1, ?, ?, 0, ?, ?, ?)', [
          row.id,
          id,
          row.ease,
          row.ivl,
          row.factor,
          row.time,
          row.type,
        ]);
      }
    });
    const collection = db.export();
    const entries: Zippable = { ...files };
    entries[name] = zstdLayer ? await zstd(collection) : collection;
    return zipSync(entries);
  } finally {
    db.close();
  }
}
