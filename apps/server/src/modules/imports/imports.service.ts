/**
 * Import previews (issue 7 §7): an uploaded file or pasted Quizlet text → `ImportPreview`
 * `{ title, cards, problems }`. Nothing is saved and nothing is written to disk: uploads are
 * read from memory (fflate, fzstd, sql.js in WebAssembly), and the learner saves the cards
 * afterwards through the set editor.
 *
 * Formats by content (detect.ts): a zip is an Anki package (anki-read.ts), or, without an Anki
 * collection and not named .apkg/.colpkg, our CSV export with images (csv-zip.ts); UTF-8 text named
 * .csv is CSV with a header row (csv.ts), other UTF-8 text is Quizlet text (quizlet-text.ts;
 * tab and newline unless the upload names other separators).
 */
import type { ImportPreview, ValidImportText } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';
import { readAnkiPackage } from './anki-read.ts';
import { titleFromFileName } from './card-collector.ts';
import { readCsv } from './csv.ts';
import { readCsvZip } from './csv-zip.ts';
import { detectFile, extensionOf } from './detect.ts';
import { withoutMedia, type ImportReading } from './import-media.ts';
import { looksAlternating, previewAlternating, readAlternating } from './quizlet-alternating.ts';
import { parseQuizletText, type QuizletSeparators } from './quizlet-text.ts';

export interface UploadedFile {
  /** The name the browser sent (only its extension and base name are used). */
  name: string;
  bytes: Uint8Array;
}

/**
 * The preview of an uploaded file and the images its cards show; `separators` apply when it is
 * Quizlet text, `keepHistory` when it is an Anki package (its cards' schedule and reviews;
 * ignored for other formats). A zip without an Anki collection, unless named .apkg or .colpkg,
 * is read as a CSV zip (csv-zip.ts).
 * @throws AppError 400 VALIDATION_ERROR with a reason (and its Vietnamese message) for a file
 *   of the wrong kind, a hostile or broken archive, too many cards, or nothing to import (see
 *   the format modules).
 */
export async function previewUpload(
  file: UploadedFile,
  separators: QuizletSeparators & { keepHistory?: boolean },
): Promise<ImportReading> {
  const detected = detectFile(file.name, file.bytes);
  const title = titleFromFileName(file.name);
  if (detected.kind === 'anki') {
    try {
      return await readAnkiPackage(file.bytes, file.name, {
        keepHistory: separators.keepHistory,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.reason !== 'noCollection') throw error;
      // a file named as an Anki package stays one: only another zip may be our CSV zip
      if (['apkg', 'colpkg'].includes(extensionOf(file.name))) throw error;
      return readCsvZip(file.bytes, file.name, separators);
    }
  }
  if (detected.kind === 'csv') return readCsv(detected.text, title);
  return withoutMedia(parseQuizletText(detected.text, separators, title));
}

/**
 * The preview of pasted Quizlet text, as importTextRequestSchema outputs it (the route
 * validates), titled by its first line (issue 34 §16: a heading line, else the first term;
 * alternate lines: the page's title when its header holds one), else
 * IMPORT_MESSAGES.defaultTitle, with the `layout` it was read in. `layout` 'auto' reads alternate lines
 * (quizlet-alternating.ts) only with the default separators (tab, newline) and when the text
 * looks like them; 'lines' and 'alternating' force one reading.
 * @throws AppError 400 VALIDATION_ERROR: too many cards or nothing to import.
 */
export function previewPastedText(input: ValidImportText): ImportPreview {
  const { text, termSeparator, cardSeparator, layout } = input;
  const title = titleFromFileName(null);
  if (layout !== 'lines') {
    const reading = readAlternating(text);
    const defaults = termSeparator === 'tab' && cardSeparator === 'newline';
    if (layout === 'alternating' || (defaults && looksAlternating(reading))) {
      return previewAlternating(reading, title);
    }
  }
  const preview = parseQuizletText(text, { termSeparator, cardSeparator }, title, { pasted: true });
  return { ...preview, layout: 'lines' };
}
