/**
 * The IELTS attempt in progress as the app keeps it in IndexedDB (database 'ielts-attempts',
 * store 'attempts', keys '<skill>:<user id>:<test number>'), read and changed by e2e tests.
 */
import type { Page } from 'playwright-core';

/**
 * Changes the kept attempt of `skill` test `n` in IndexedDB (while no runner is open): `patch`
 * fields, and `startedAgo` / `checkAgo` seconds turned into start times before now.
 */
export async function editKeptAttempt(
  page: Page,
  skill: string,
  n: number,
  patch: Record<string, unknown>,
  ago: { startedAgo?: number; checkAgo?: number } = {},
): Promise<void> {
  await page.evaluate(
    async ([prefix, suffix, fields, times]) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const db = await done(indexedDB.open('ielts-attempts'));
      const tx = db.transaction('attempts', 'readwrite');
      const store = tx.objectStore('attempts');
      const keys = (await done(store.getAllKeys())) as string[];
      const key = keys.find((k) => k.startsWith(prefix) && k.endsWith(suffix))!;
      const kept = (await done(store.get(key))) as Record<string, unknown>;
      const now = Date.now();
      const next = { ...kept, ...fields };
      if (times.startedAgo !== undefined) next.startedAt = now - times.startedAgo * 1000;
      if (times.checkAgo !== undefined) next.checkStartedAt = now - times.checkAgo * 1000;
      store.put(next, key);
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [`${skill}:`, `:${n}`, patch, ago] as const,
  );
}

/** The number of answers the kept attempt of test `n` holds (0 when none is kept yet). */
export async function keptAnswerCount(page: Page, skill: string, n: number): Promise<number> {
  return page.evaluate(
    async ([prefix, suffix]) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const db = await done(indexedDB.open('ielts-attempts'));
      const store = db.transaction('attempts', 'readonly').objectStore('attempts');
      const keys = (await done(store.getAllKeys())) as string[];
      const key = keys.find((k) => k.startsWith(prefix) && k.endsWith(suffix));
      const kept = key ? ((await done(store.get(key))) as { answers?: object }) : undefined;
      db.close();
      return Object.values(kept?.answers ?? {}).filter((a) => a !== '' && a !== null).length;
    },
    [`${skill}:`, `:${n}`] as const,
  );
}

/**
 * Opens the Writing list at `baseUrl`, starts the test whose start button matches `testName`,
 * types `essay`, submits it through the confirmation dialog and waits for the submitted screen.
 */
export async function submitEssay(
  page: Page,
  baseUrl: string,
  testName: RegExp,
  essay: string,
): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/ielts/writing`);
  await page.getByRole('button', { name: testName }).click();
  await page.getByTestId('essay-editor').fill(essay);
  await page.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nộp bài' }).click();
  await page.getByTestId('writing-submitted').waitFor();
}
