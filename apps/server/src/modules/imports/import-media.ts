/**
 * The images of an import, on the worker's side (issue 24 §1, media): which image file each
 * card side shows (the first `<img>` of an Anki card's rendered side; a CSV row's front_image
 * and back_image), and the bytes of each file once, to be transferred to the server's thread.
 * There, import-images.ts checks and re-encodes them as POST /api/images does, stores them as
 * the learner's card images and sets the cards' frontImageUrl / backImageUrl.
 *
 * Limits: at most IMPORT_LIMITS.imagesPerImport distinct files per import (later ones are
 * reported as imagesNotImported); their bytes come out of the zip whose inflate cap
 * (IMPORT_LIMITS.inflatedMaxBytes) already counted them, and a zstd-compressed file (anki21b)
 * is decompressed within what is left of that cap for all media of the import together.
 */
import { IMPORT_LIMITS, type ImportPlace, type ImportPreview } from '@app/contracts';
import { decompressZstd } from './zstd.ts';

/** One image file of an import, as read from the package (not yet checked). */
export interface ImportImageFile {
  /** The name the package gives it (Anki media name, CSV cell). */
  name: string;
  /** Its bytes, in an ArrayBuffer of its own (transferred to the server's thread). */
  bytes: ArrayBuffer;
}

/** A card side that shows one of the files. */
export interface ImportImageRef {
  /** Index of the card in preview.cards. */
  card: number;
  side: 'front' | 'back';
  /** Index into ImportMedia.files. */
  file: number;
  /** The 1-based line or note the card comes from (for a problem). */
  line: number;
}

export interface ImportMedia {
  /** What a ref's `line` counts (as the preview's problems). */
  place: ImportPlace;
  files: ImportImageFile[];
  refs: ImportImageRef[];
}

/** A preview with the images its cards show, before they are stored. */
export interface ImportReading {
  preview: ImportPreview;
  media: ImportMedia;
}

/** A reading without images. */
export const withoutMedia = (preview: ImportPreview): ImportReading => ({
  preview,
  media: { place: 'line', files: [], refs: [] },
});

/** Where the bytes of a named file come from: raw bytes, a zstd frame, or nothing (missing). */
export type MediaSource = (name: string) => { bytes: Uint8Array; zstd: boolean } | null;

/** Why a referenced image gives no file. */
export type ImageMiss = 'missing' | 'unreadable' | 'overCap';

/** Collects the files that card sides show, each file once. */
export class ImageCollector {
  private readonly files: ImportImageFile[] = [];
  private readonly byName = new Map<string, number | ImageMiss>();
  private readonly refs: ImportImageRef[] = [];
  /** Bytes left for decompressing zstd media. */
  private zstdBudget: number = IMPORT_LIMITS.inflatedMaxBytes;

  constructor(
    private readonly source: MediaSource,
    private readonly place: ImportPlace = 'line',
  ) {}

  /**
   * Card `card` (from `line`) shows file `name` on `side`: answers null when it will, else why
   * not (the package lacks it, its zstd frame is broken or past the cap, or the import already
   * holds IMPORT_LIMITS.imagesPerImport files).
   */
  attach(card: number, side: 'front' | 'back', name: string, line: number): ImageMiss | null {
    const file = this.fileOf(name);
    if (typeof file !== 'number') return file;
    this.refs.push({ card, side, file, line });
    return null;
  }

  private fileOf(name: string): number | ImageMiss {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    const result = this.read(name);
    this.byName.set(name, result);
    return result;
  }

  private read(name: string): number | ImageMiss {
    const found = name === '' ? null : this.source(name);
    if (found === null) return 'missing';
    if (this.files.length >= IMPORT_LIMITS.imagesPerImport) return 'overCap';
    let bytes = found.bytes;
    if (found.zstd) {
      try {
        bytes = decompressZstd(found.bytes, this.zstdBudget);
      } catch {
        return 'unreadable';
      }
      this.zstdBudget -= bytes.length;
    }
    this.files.push({ name, bytes: bytes.slice().buffer });
    return this.files.length - 1;
  }

  /** The reading of `preview` with the files collected. */
  finish(preview: ImportPreview): ImportReading {
    const refs = this.refs.filter((ref) => ref.card < preview.cards.length);
    return { preview, media: { place: this.place, files: this.files, refs } };
  }
}
