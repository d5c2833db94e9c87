// A pass-through stream that counts bytes and fails with ObjectTooLargeError the moment the
// count passes the cap, so a too-large body is cut off while it streams, never buffered.
import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './types.ts';

export class ByteLimit extends Transform {
  bytes = 0;
  private readonly md5: Hash = createHash('md5');
  private readonly maxBytes: number;
  constructor(maxBytes: number = Number.POSITIVE_INFINITY) {
    super();
    this.maxBytes = maxBytes;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new ObjectTooLargeError(this.maxBytes));
    this.md5.update(chunk);
    done(null, chunk);
  }
  /** Hex MD5 of what passed (S3's ETag of a single-part object); call once, after the end. */
  etag(): string {
    return this.md5.digest('hex');
  }
}

export function toReadable(body: Readable | Buffer): Readable {
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}
