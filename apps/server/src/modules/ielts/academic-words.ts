/**
 * The Academic Word List headwords (Coxhead, 2000: 570 word families) for the Writing feedback
 * (issue 10), read once from content/glossary/awl-headwords.txt: one lowercase headword per
 * line, `#` comment lines and blank lines ignored.
 */
import { readFile } from 'node:fs/promises';
import { contentPath } from '@app/content/paths';

let loading: Promise<ReadonlySet<string>> | undefined;

/** The headwords of one AWL file's text (lowercased, comments and blank lines left out). */
export function parseAcademicWords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/**
 * The AWL headwords, read on the first call (later calls share the promise; a failed read is
 * retried on the next call). Rejects when the file cannot be read.
 */
export function loadAcademicWords(): Promise<ReadonlySet<string>> {
  loading ??= readFile(contentPath('glossary', 'awl-headwords.txt'), 'utf8')
    .then(parseAcademicWords)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
