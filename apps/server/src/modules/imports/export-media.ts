/**
 * Card images in exports (issue 24 §2): each image a card of the set shows (one of our stored
 * files, `/api/files/users/<id>/cards/<uuid>.webp`) is read once from storage and named by its
 * key's last segment, `<uuid>.webp` (unique, and the same in every export of the set). An image
 * that storage no longer holds is left out (its card is exported without it).
 * - .apkg: files as zip entries "0", "1", … with the `media` map `{ "0": "<uuid>.webp" }`, and
 *   `<img src="<uuid>.webp">` in the note's Front or Back field (anki-write.ts);
 * - CSV with images: a zip of the CSV, whose front_image / back_image cells name the files,
 *   and an `images/` folder holding them (export.ts).
 */
import { keyOfUrl } from '../files/file-urls.ts';

/** A stored image as an export names it. */
export interface ExportImage {
  /** `<uuid>.webp`. */
  name: string;
  bytes: Uint8Array;
}

/** Reads a stored card image by URL: its bytes, or null when storage no longer holds it. */
export type ImageReader = (url: string) => Promise<Uint8Array | null>;

interface WithImages {
  frontImageUrl?: string | null;
  backImageUrl?: string | null;
}

/** The file name an export gives the stored image at `url`, or null when it is not ours. */
export function exportImageName(url: string | null | undefined): string | null {
  const key = keyOfUrl(url);
  return key === null ? null : (key.split('/').pop() ?? null);
}

/**
 * The images `cards` show, by URL, read with `read` one at a time (a set holds at most 1000
 * cards; each file is read once however many cards show it).
 */
export async function readExportImages(
  cards: readonly WithImages[],
  read: ImageReader,
): Promise<Map<string, ExportImage>> {
  const images = new Map<string, ExportImage>();
  for (const card of cards) {
    for (const url of [card.frontImageUrl, card.backImageUrl]) {
      const name = exportImageName(url);
      if (!url || name === null || images.has(url)) continue;
      const bytes = await read(url);
      if (bytes !== null) images.set(url, { name, bytes });
    }
  }
  return images;
}
