/**
 * Builds the storage the configuration asks for (STORAGE_DRIVER): local disk under
 * DATA_DIR/files (default) or an S3-compatible bucket. See storage.ts for the interface and the
 * key layout.
 */
import type { StorageConfig } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** What was opened, for the start-up log line (no secret in it). */
export interface OpenedStorage {
  storage: Storage;
  /** e.g. `local /srv/ielts/data/files` or `s3 ielts-files at http://127.0.0.1:9000`. */
  description: string;
}

/**
 * Opens the configured storage. Local: creates DATA_DIR/files if needed (and clears temporary
 * files a crash left). S3: creates the client only; the bucket must already exist, and the
 * first request tells whether it does.
 * @throws the file system's error when the local root cannot be created.
 */
export async function createStorage(config: StorageConfig): Promise<OpenedStorage> {
  if (config.driver === 'local') {
    return { storage: await LocalStorage.open(config.root), description: `local ${config.root}` };
  }
  const where = config.endpoint ?? `AWS S3 (${config.region})`;
  return {
    storage: new S3Storage(config),
    description: `s3 ${config.bucket} at ${where}`,
  };
}
