/**
 * What the page keeps in IndexedDB, for tests that wait on work the page does in the background
 * with nothing to show for it (the offline copy's images and words, issue 20 §1).
 */
import type { Page } from 'playwright-core';

/**
 * The number of records in `store` of the page's first database whose name starts with
 * `prefix` (per-learner databases: `study-offline:<userId>`), under `key` when given; 0 while
 * no such database exists.
 */
export function idbCount(page: Page, prefix: string, store: string, key?: string): Promise<number> {
  return page.evaluate(
    async ({ prefix, store, key }) => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith(prefix))?.name;
      if (!name) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return 0;
        return await new Promise<number>((resolve, reject) => {
          const objects = db.transaction(store).objectStore(store);
          const request = key === undefined ? objects.count() : objects.count(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { prefix, store, key },
  );
}
