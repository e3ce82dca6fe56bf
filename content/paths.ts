/**
 * Where the content files are on disk, for server-side readers. Resolved through the package's
 * own name, not `import.meta.url`: the server is bundled into apps/server/dist/main.js, where
 * `import.meta.url` names the bundle, while node_modules/@app/content still leads here.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Absolute path of the content package's folder. */
export const CONTENT_ROOT = dirname(
  createRequire(import.meta.url).resolve('@app/content/package.json'),
);

/** Absolute path of a file under the content folder, e.g. contentPath('glossary', 'en-vi.tsv'). */
export function contentPath(...parts: string[]): string {
  return join(CONTENT_ROOT, ...parts);
}
