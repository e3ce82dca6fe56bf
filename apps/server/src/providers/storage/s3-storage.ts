/**
 * S3-compatible storage (STORAGE_DRIVER=s3): AWS S3, MinIO, Cloudflare R2, Garage, Ceph… through
 * @aws-sdk/client-s3. Object keys are the storage keys as they are (validated in storage.ts).
 * Several instances may share one bucket. The SDK's newer default of adding CRC checksums to
 * every request is turned down to "when the operation requires it": several S3-compatible
 * stores refuse or mishandle the extra headers.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidContentType,
  assertValidKey,
  assertValidPrefix,
  type DeletePrefixOptions,
  type Storage,
  type StoredObject,
} from './storage.ts';

/** Connection settings of an S3-compatible bucket (config.ts reads them from S3_*). */
export interface S3StorageOptions {
  /** e.g. `http://127.0.0.1:9000` for MinIO; null for AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/** Most keys one DeleteObjects request may name (S3's limit). */
const DELETE_BATCH = 1000;

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  /** Creates the client; no request is sent until the first call. */
  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      ...(options.endpoint === null ? {} : { endpoint: options.endpoint }),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Uploads `body` under `key` (replacing any object there) with its content type.
   * @throws InvalidStorageKeyError for a bad key; Error for a bad content type (see
   *   assertValidContentType); S3ServiceException or a network error.
   */
  async put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidKey(key);
    assertValidContentType(options.contentType, key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: body.byteLength,
      }),
    );
  }

  /**
   * Downloads the object under `key` (its whole body, in memory), or null when there is none.
   * The ETag is the store's own (for AWS, the quoted MD5 of a plain upload).
   * @throws InvalidStorageKeyError for a bad key; S3ServiceException other than "no such key",
   *   or a network error.
   */
  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (answer.Body === undefined) return null;
      const body = await answer.Body.transformToByteArray();
      return {
        body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: body.byteLength,
        etag: answer.ETag ?? '""',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Removes the object under `key`; S3 answers success when there is none.
   * @throws InvalidStorageKeyError for a bad key; S3ServiceException or a network error.
   */
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Lists every key that starts with `prefix` and deletes them (except `options.keep`) 1,000 per
   * request. Answers how many objects were deleted.
   * @throws InvalidStorageKeyError for a bad or empty prefix; Error naming the first key the
   *   store refused to delete; S3ServiceException or a network error.
   */
  async deletePrefix(prefix: string, options: DeletePrefixOptions = {}): Promise<number> {
    assertValidPrefix(prefix);
    const keep = options.keep ?? new Set<string>();
    let deleted = 0;
    let continuationToken: string | undefined;
    // Every listed page is deleted before the next is asked for, so memory stays bounded.
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: DELETE_BATCH,
          ContinuationToken: continuationToken,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) =>
        object.Key && !keep.has(object.Key) ? [object.Key] : [],
      );
      if (keys.length > 0) deleted += await this.deleteBatch(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    return deleted;
  }

  private async deleteBatch(keys: string[]): Promise<number> {
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = answer.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0];
      throw new Error(
        `S3 refused to delete ${failed.length} object(s), first ${first?.Key}: ${first?.Code} ${first?.Message}`,
      );
    }
    return keys.length;
  }
}

/** True for S3's "no such key" answer (404), not for a missing bucket (also 404). */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
