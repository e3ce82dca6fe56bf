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
 *   (the n-th name of the map is entry "n"), each zstd-compressed in the newer layout
 *   (rslib/src/import_export/package/media.rs); their bytes count in the zip's inflate cap.
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
  /**
   * Media file name → its zip entry's bytes (zstd-compressed when `mediaZstd`), for the names of
   * the media map whose entry the zip holds.
   */
  mediaFiles: Map<string, Uint8Array>;
  /** True in the anki21b layout, whose media entries are each a zstd frame. */
  mediaZstd: boolean;
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

/**
 * The media map of a package, zip entry name → file name: JSON `{ "0": "a.jpg" }` (legacy) or
 * zstd protobuf (anki21b, the n-th entry is zip entry "n"). Empty when absent or unreadable
 * (its images are then reported as missing).
 */
function readMediaMap(
  bytes: Uint8Array | undefined,
  layout: CollectionLayout,
): Map<string, string> {
  if (!bytes || bytes.length === 0) return new Map();
  try {
    if (layout === 'collection.anki21b') {
      const names = readMediaEntries(decompressZstd(bytes, IMPORT_LIMITS.inflatedMaxBytes));
      return new Map(names.map((name, index) => [String(index), name]));
    }
    const map: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof map !== 'object' || map === null) return new Map();
    const entries = Object.entries(map as Record<string, unknown>);
    return new Map(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return new Map();
  }
}

/** Zip entries an Anki package may hold: the fixed names and media files "0", "1", … */
const isPackageEntry = (name: string) =>
  name === 'meta' ||
  name === 'media' ||
  COLLECTIONS.includes(name as CollectionLayout) ||
  /^[0-9]+$/.test(name);

/**
 * Opens an Anki package: checks its zip (zip.ts limits), its meta version, picks the
 * collection file and decompresses it (zstd.ts limits).
 * @throws AppError 400 VALIDATION_ERROR: the zip's own errors, packageTooNew (a meta version
 *   this reader does not know), noCollection (no collection file), zipTooLarge or
 *   corruptCollection (the anki21b's zstd layer).
 */
export function openAnkiPackage(bytes: Uint8Array): AnkiPackage {
  const { files } = readZip(bytes, {
    wanted: isPackageEntry,
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
  const mediaMap = readMediaMap(files.get('media'), layout);
  const mediaFiles = new Map<string, Uint8Array>();
  for (const [entry, name] of mediaMap) {
    const file = files.get(entry);
    if (file && !mediaFiles.has(name)) mediaFiles.set(name, file);
  }
  return {
    layout,
    collection,
    mediaNames: new Set(mediaMap.values()),
    mediaFiles,
    mediaZstd: layout === 'collection.anki21b',
  };
}
