/**
 * The container of an Anki package (.apkg, .colpkg), as Anki writes it (rslib/src/import_export/
 * package/{meta.rs, media.rs, colpkg/export.rs}): a zip holding
 * - `meta` (since Anki 2.1.50): protobuf PackageMetadata { Version version = 1 }, 1 = LEGACY_1
 *   (collection.anki2), 2 = LEGACY_2 (collection.anki21), 3 = LATEST (collection.anki21b);
 * - the collection: `collection.anki21b` (SQLite schema 18, zstd-compressed), or
 *   `collection.anki21` / `collection.anki2` (SQLite schema 11, plain). Anki writes a dummy
 *   collection.anki2 ("please update Anki") beside an anki21b, so the newest layout present
 *   wins: anki21b, then anki21, then anki2;
 * - `media`: the media map, JSON `{ "0": "name.jpg" }` in the legacy layouts, zstd-compressed
 *   protobuf MediaEntries { repeated MediaEntry entries = 1 } with MediaEntry { string name = 1;
 *   uint32 size = 2; bytes sha1 = 3; } in the newer one; media files are entries "0", "1", …
 *
 * Everything happens in memory; nothing is written to disk.
 */
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';
import { IMPORT_LIMITS } from '@app/contracts';
import { refusalError } from './refusal.ts';
import { readZip } from './zip.ts';
import { decompressZstd } from './zstd.ts';

export type CollectionLayout = 'collection.anki21b' | 'collection.anki21' | 'collection.anki2';

/** Collection files by preference (newest layout first). */
const COLLECTIONS: CollectionLayout[] = [
  'collection.anki21b',
  'collection.anki21',
  'collection.anki2',
];

/** PackageMetadata.Version values this reader knows (LEGACY_1, LEGACY_2, LATEST). */
const KNOWN_VERSIONS = new Set([1, 2, 3]);

export interface AnkiPackage {
  /** Which collection file was read. */
  layout: CollectionLayout;
  /** The collection's SQLite database file. */
  collection: Uint8Array;
  /** File names of the package's media (from the media map; empty when unreadable). */
  mediaNames: Set<string>;
}

/** PackageMetadata.version from `meta` bytes (0 when absent or unreadable: Anki's UNKNOWN). */
export function readMetaVersion(bytes: Uint8Array): number {
  try {
    const reader = new BinaryReader(bytes);
    let version = 0;
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field === 1 && wireType === WireType.Varint) version = reader.int32();
      else reader.skip(wireType, field);
    }
    return version;
  } catch {
    return 0;
  }
}

/** Names in a newer-layout media map (decompressed protobuf MediaEntries). */
export function readMediaEntries(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (field !== 1 || wireType !== WireType.LengthDelimited) {
      reader.skip(wireType, field);
      continue;
    }
    const entry = new BinaryReader(reader.bytes());
    while (entry.pos < entry.len) {
      const [entryField, entryWire] = entry.tag();
      if (entryField === 1 && entryWire === WireType.LengthDelimited) names.push(entry.string());
      else entry.skip(entryWire, entryField);
    }
  }
  return names;
}

/** The media file names of a package: JSON map (legacy) or zstd protobuf (anki21b). */
function readMediaNames(bytes: Uint8Array | undefined, layout: CollectionLayout): Set<string> {
  if (!bytes || bytes.length === 0) return new Set();
  try {
    if (layout === 'collection.anki21b') {
      return new Set(readMediaEntries(decompressZstd(bytes, IMPORT_LIMITS.inflatedMaxBytes)));
    }
    const map: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof map !== 'object' || map === null) return new Set();
    return new Set(Object.values(map).filter((name): name is string => typeof name === 'string'));
  } catch {
    return new Set(); // the media map only names files that are not imported yet
  }
}

/**
 * Opens an Anki package: checks its zip (zip.ts limits), its meta version, picks the
 * collection file and decompresses it (zstd.ts limits).
 * @throws AppError 400 VALIDATION_ERROR: the zip's own errors, packageTooNew (a meta version
 *   this reader does not know), noCollection (no collection file), zipTooLarge or
 *   corruptCollection (the anki21b's zstd layer).
 */
export function openAnkiPackage(bytes: Uint8Array): AnkiPackage {
  const { files } = readZip(bytes, {
    wanted: new Set(['meta', 'media', ...COLLECTIONS]),
    maxTotalBytes: IMPORT_LIMITS.inflatedMaxBytes,
  });
  const meta = files.get('meta');
  if (meta && !KNOWN_VERSIONS.has(readMetaVersion(meta))) {
    throw refusalError('packageTooNew');
  }
  const layout = COLLECTIONS.find((name) => files.has(name));
  if (!layout) throw refusalError('noCollection');
  const stored = files.get(layout)!;
  const collection =
    layout === 'collection.anki21b'
      ? decompressZstd(stored, IMPORT_LIMITS.inflatedMaxBytes)
      : stored;
  return { layout, collection, mediaNames: readMediaNames(files.get('media'), layout) };
}
