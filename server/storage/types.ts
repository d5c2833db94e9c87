// The storage contract both drivers fulfil (docs/product/design.md#parts: local disk under
// DATA_DIR/files, or any S3-compatible bucket). Keys are opaque paths like
// `org/12/study_guide/<uuid>`.
import type { Readable } from 'node:stream';

/** A presigned POST (spec §7 `upload_form_values`): the browser POSTs `form_fields` plus the file to `url`. */
export interface PresignedPost {
  url: string;
  form_fields: Record<string, string>;
}

export interface PresignOptions {
  /** Every key the form may write starts with this prefix. */
  keyPrefix: string;
  /** Largest accepted body, bytes. */
  maxBytes: number;
  /** Seconds the form stays valid (default 15 minutes). */
  expiresInSeconds?: number;
}

export const DEFAULT_PRESIGN_SECONDS = 15 * 60;

export interface StoredObject {
  body: Readable;
  /** Size of the whole object, bytes (also when body is a range of it). */
  size: number;
}

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Writes a stream, refusing (and removing) it once it passes maxBytes (ObjectTooLargeError).
   * contentType is kept where the backend keeps one (S3); Pena serves the type recorded in
   * uploaded_files. The local driver refuses to overwrite an existing object.
   */
  put(key: string, body: Readable | Buffer, options: { contentType: string; maxBytes?: number }): Promise<{ size: number; etag: string }>;
  /** The object's bytes (or a range of them), or null when there is no object at key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size in bytes, or null when there is no object at key. */
  size(key: string): Promise<number | null>;
  /** Removes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
  presignPost(options: PresignOptions): Promise<PresignedPost>;
  /**
   * The address browsers load the object from: `/files/<key>`, relative to the origin the
   * browser is on (§1: Pena works at any address, not only PUBLIC_URL), so it is never
   * stored or handed out with a host in it.
   */
  publicUrl(key: string): string;
  close(): Promise<void>;
}

/** Where GET /files serves a key from, relative to Pena's origin. */
export const FILES_PATH = '/files/';

export function filePath(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The body passed the size cap while streaming; nothing is left in storage. */
export class ObjectTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** A key that is not a safe storage path (empty, absolute, `..`, odd characters). */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidKeyError';
  }
}

// Keys are built by the server (`org/<id>/<purpose>/<uuid>`) or chosen by a browser inside a
// signed prefix, so they are held to a small alphabet: no `..`, no leading slash, no backslash.
const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && segment !== '..' && segment !== '.');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** The local driver never overwrites: an upload to a key that holds an object is refused. */
export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`an object already exists at ${key}`);
    this.name = 'ObjectExistsError';
  }
}
