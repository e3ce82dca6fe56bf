/**
 * A zip that is not an Anki package (issue 24 §2): the CSV export with images
 * (`GET /api/sets/:setId/export?format=csv&images=true`, export-zip.ts) — one `.csv` (or `.txt`)
 * file at the zip's root and its images in an `images/` folder. The CSV is read by csv.ts, its
 * `front_image` / `back_image` cells naming files of `images/`; a `.txt` is Quizlet text
 * (quizlet-text.ts, no images). The zip goes through zip.ts with the import's inflate cap
 * (IMPORT_LIMITS.inflatedMaxBytes, images included); other entries are inflated only to be
 * counted.
 */
import { IMPORT_LIMITS } from '@app/contracts';
import { titleFromFileName } from './card-collector.ts';
import { readCsv } from './csv.ts';
import { extensionOf } from './detect.ts';
import { withoutMedia, type ImportReading } from './import-media.ts';
import { parseQuizletText, type QuizletSeparators } from './quizlet-text.ts';
import { refusalError } from './refusal.ts';
import { readZip } from './zip.ts';

/** The folder of a CSV zip that holds the images its rows name. */
export const IMAGES_FOLDER = 'images/';

const isRootText = (name: string) =>
  !name.includes('/') && ['csv', 'txt'].includes(extensionOf(name));

/**
 * Reads a zip holding one CSV or text file at its root (and its images), titled after
 * `fileName`.
 * @throws AppError 400 VALIDATION_ERROR: zip.ts's refusals, noCollection (no single .csv or .txt
 *   at the root: neither an Anki package nor our zip), notUtf8 (the text is not UTF-8), and the
 *   CSV's or text's own refusals.
 */
export function readCsvZip(
  bytes: Uint8Array,
  fileName: string,
  separators: QuizletSeparators,
): ImportReading {
  const { names, files } = readZip(bytes, {
    wanted: (name) => isRootText(name) || name.startsWith(IMAGES_FOLDER),
    maxTotalBytes: IMPORT_LIMITS.inflatedMaxBytes,
  });
  const texts = names.filter(isRootText);
  if (texts.length !== 1) throw refusalError('noCollection');
  const name = texts[0]!;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(files.get(name));
  } catch {
    throw refusalError('notUtf8');
  }
  const title = titleFromFileName(fileName);
  if (extensionOf(name) === 'txt') return withoutMedia(parseQuizletText(text, separators, title));
  return readCsv(text, title, (image) => {
    const file = image.includes('/') ? undefined : files.get(`${IMAGES_FOLDER}${image}`);
    return file ? { bytes: file, zstd: false } : null;
  });
}
