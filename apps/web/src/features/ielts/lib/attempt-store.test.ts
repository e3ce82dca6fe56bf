import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadListening, listeningKey, saveListening } from '../listening/lib/listening-storage.ts';
import {
  clearSnapshot,
  loadSnapshot,
  saveSnapshot,
  snapshotKey,
} from '../reading/lib/runner-storage.ts';
import { attemptKey } from './attempt-store.ts';

const reading = {
  answers: { '1': 'sunlight', '14': 'B' },
  flags: [3],
  highlights: [{ passage: 1, paragraph: 0, start: 0, end: 15 }],
  lookedUp: ['evidence'],
  startedAt: Date.UTC(2026, 10, 26, 10, 0, 0),
};

describe('tests in progress kept in IndexedDB', () => {
  it('keeps a Reading attempt per account and test until it is cleared', async () => {
    const mine = snapshotKey('user-a', 1);
    expect(mine).toBe(attemptKey('reading', 'user-a', 1));
    expect(await loadSnapshot(mine)).toBeNull();
    await saveSnapshot(mine, reading);
    // what another tab (or the page after a reload) reads: the answers and the start time
    expect(await loadSnapshot(mine)).toEqual(reading);
    expect(await loadSnapshot(snapshotKey('user-b', 1))).toBeNull();
    expect(await loadSnapshot(snapshotKey('user-a', 2))).toBeNull();
    await saveSnapshot(mine, { ...reading, answers: { '1': 'sunshine' } });
    expect((await loadSnapshot(mine))?.answers).toEqual({ '1': 'sunshine' });
    await clearSnapshot(mine);
    expect(await loadSnapshot(mine)).toBeNull();
  });

  it('reads an outdated record (the old seconds-used shape) as none', async () => {
    const key = snapshotKey('user-c', 1);
    const { startedAt: _dropped, ...old } = reading;
    await saveSnapshot(key, { ...old, elapsedSeconds: 90 } as unknown as typeof reading);
    expect(await loadSnapshot(key)).toBeNull();
  });

  it('keeps a Listening attempt with its start and the start of its check', async () => {
    const key = listeningKey('user-a', 1);
    const kept = {
      mode: 'exam' as const,
      answers: { '1': 'Smith' },
      flags: [],
      section: 4,
      startedAt: reading.startedAt,
      checkStartedAt: reading.startedAt + 25 * 60_000,
    };
    await saveListening(key, kept);
    expect(await loadListening(key)).toEqual(kept);
    expect(await loadSnapshot(snapshotKey('user-a', 1))).toBeNull();
  });
});
