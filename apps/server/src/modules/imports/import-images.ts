/**
 * The images of an import, on the server's thread (issue 24 §1, media): each file the import
 * worker read (import-media.ts) is checked and stored exactly as an upload to POST /api/images
 * (files.service.ts storeCardImage: magic bytes, sharp, ≤ 40 MP, fitted in 1024×1024, WebP;
 * a WebP that is already such an image is kept byte for byte, lib/clean-webp.ts) under the
 * importing learner's `users/<id>/cards/`, so POST /api/sets accepts it from them and nobody
 * else can read it until a card they may see shows it. Files are processed a few at a time
 * (IMAGE_CONCURRENCY: sharp runs on libuv's small thread pool), within a budget per import
 * (IMPORT_LIMITS.imageSeconds to start them, IMPORT_LIMITS.imageMegapixels decoded in all, read
 * from each header before decoding): a package of many huge images costs seconds, not minutes.
 * A file that cannot be read, or past the budget, is reported as imagesNotImported on each line
 * or note that shows it; its cards keep their text.
 *
 * A stored image that the learner never saves on a card stays as an orphan file, as an upload
 * to POST /api/images that is never saved does.
 */
import {
  IMPORT_LIMITS,
  importProblemMessage,
  type DroppedFile,
  type ImportedCard,
  type ImportPreview,
  type ImportProblem,
  type ImportProblemDetail,
} from '@app/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { storeCardImage, type FileDeps } from '../files/files.service.ts';
import type { ImportReading } from './import-media.ts';

/** Names listed in one problem (as anki-read.ts lists them). */
const NAMES_LISTED = 3;

/** Images checked and stored at once per import. */
export const IMAGE_CONCURRENCY = 2;

/** What one import may spend on its images (IMPORT_LIMITS by default; tests pass less). */
export interface ImageBudget {
  /** Time to start storing images, from the first, in ms. */
  ms: number;
  /** Pixels decoded in all (width × height × frames, from the headers). */
  pixels: number;
}

const DEFAULT_BUDGET: ImageBudget = {
  ms: IMPORT_LIMITS.imageSeconds * 1000,
  pixels: IMPORT_LIMITS.imageMegapixels * 1_000_000,
};

/** Pixels an image's header declares (0 when sharp cannot read it: storing then refuses it). */
async function declaredPixels(bytes: Uint8Array): Promise<number> {
  try {
    const {
      width = 0,
      height = 0,
      pages = 1,
    } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    return width * height * Math.max(1, pages);
  } catch {
    return 0;
  }
}

/** Runs `task` on each index 0 … count-1, `limit` at a time; answers results in order. */
async function mapLimited<T>(count: number, limit: number, task: (i: number) => Promise<T>) {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/**
 * The preview of `reading` with its images stored for `userId` within `budget`: cards get
 * frontImageUrl / backImageUrl, unreadable files and files past the budget become
 * imagesNotImported problems (problems stay sorted by line). @throws the storage's own errors
 * (answered 500).
 */
export async function storeImportImages(
  deps: Pick<FileDeps, 'storage'>,
  userId: string,
  { preview, media }: ImportReading,
  budget: ImageBudget = DEFAULT_BUDGET,
): Promise<ImportPreview> {
  if (media.refs.length === 0) return preview;
  const used = [...new Set(media.refs.map((ref) => ref.file))];
  const urls = new Map<number, string | null>();
  const started = performance.now();
  let pixels = 0;
  await mapLimited(used.length, IMAGE_CONCURRENCY, async (i) => {
    const file = media.files[used[i]!]!;
    const bytes = new Uint8Array(file.bytes);
    if (performance.now() - started > budget.ms) return urls.set(used[i]!, null);
    const declared = await declaredPixels(bytes);
    if (pixels + declared > budget.pixels) return urls.set(used[i]!, null);
    pixels += declared;
    const url = await storeCardImage(deps, userId, bytes).catch((error: unknown) => {
      if (error instanceof AppError) return null; // refused as an upload would be
      throw error;
    });
    urls.set(used[i]!, url);
  });
  const cards: ImportedCard[] = preview.cards.map((card) => ({ ...card }));
  const failed = new Map<number, DroppedFile[]>();
  for (const ref of media.refs) {
    const url = urls.get(ref.file) ?? null;
    if (url !== null) {
      cards[ref.card]![ref.side === 'front' ? 'frontImageUrl' : 'backImageUrl'] = url;
      continue;
    }
    const names = failed.get(ref.line) ?? [];
    const name = media.files[ref.file]!.name;
    if (!names.some((file) => file.name === name)) names.push({ name, missing: false });
    failed.set(ref.line, names);
  }
  const added: ImportProblem[] = [...failed].map(([line, files]) => {
    const detail: ImportProblemDetail = {
      line,
      place: media.place,
      code: 'imagesNotImported',
      files: files.slice(0, NAMES_LISTED),
      moreFiles: files.length > NAMES_LISTED,
    };
    return { ...detail, message: importProblemMessage(detail) };
  });
  const problems = [...preview.problems, ...added].sort((a, b) => a.line - b.line);
  return { ...preview, cards, problems };
}
