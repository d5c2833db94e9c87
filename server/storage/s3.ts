// The S3 driver: any S3-compatible bucket (AWS, MinIO, Ceph, R2, s3rver in tests). Uploads
// stream through a byte counter into lib-storage's Upload (multipart above 5 MB), which is
// aborted when the counter passes the cap; browsers get a real presigned POST. Objects are
// still served through GET /files/<key> (see routes/files), so every driver answers with
// the type recorded at upload and the same safe headers, and the bucket can stay private.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ByteLimit, toReadable } from './limit.ts';
import { DEFAULT_PRESIGN_SECONDS, assertValidKey, filePath, type ByteRange, type PresignOptions, type PresignedPost, type Storage, type StoredObject } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services; AWS when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Static credentials; the SDK's default chain (env, profile, instance role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey || err instanceof NotFound) return true;
  return err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');
}

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string; maxBytes?: number }): Promise<{ size: number; etag: string }> {
    assertValidKey(key);
    const source = toReadable(body);
    const limit = new ByteLimit(options.maxBytes);
    source.on('error', (err) => limit.destroy(err));
    source.pipe(limit);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limit, ContentType: options.contentType },
      leavePartsOnError: false,
    });
    try {
      const result = await upload.done();
      return { size: limit.bytes, etag: (result.ETag ?? '').replaceAll('"', '') || limit.etag() };
    } catch (err) {
      // Stop reading, as pipeline() does for the local driver: a refused body is not drained.
      source.unpipe(limit);
      source.destroy();
      // A single-part object may have been written before the error surfaced.
      await this.remove(key).catch(() => undefined);
      throw limit.destroyed && limit.errored ? limit.errored : err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
      return { body: out.Body as Readable, size: total ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async size(key: string): Promise<number | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async presignPost(options: PresignOptions): Promise<PresignedPost> {
    const key = `${options.keyPrefix}${randomUUID()}`;
    assertValidKey(key);
    const post = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['starts-with', '$key', options.keyPrefix],
        ['content-length-range', 0, options.maxBytes],
        { success_action_status: '201' },
      ],
      Fields: { success_action_status: '201' },
      Expires: options.expiresInSeconds ?? DEFAULT_PRESIGN_SECONDS,
    });
    return { url: post.url, form_fields: post.fields };
  }

  publicUrl(key: string): string {
    return filePath(key);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
