/**
 * Writes content/lesson-library.json (the listening library's list, see lesson-library.ts) from
 * the lesson files and the listening tests, formatted as Prettier would. Run it after changing
 * either: `npm run library -w @app/content` (lessons.test.ts fails until it is run).
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { LESSON_LIBRARY_FILE, libraryFromFiles } from './lesson-library-files.ts';

const options = (await resolveConfig(LESSON_LIBRARY_FILE)) ?? {};
const text = await format(JSON.stringify(libraryFromFiles()), { ...options, parser: 'json' });
writeFileSync(LESSON_LIBRARY_FILE, text);
console.log(`wrote ${LESSON_LIBRARY_FILE}`);
