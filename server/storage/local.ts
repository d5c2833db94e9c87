// The local driver (the default): objects are files under DATA_DIR/files/<key>, written to a
// temporary file and renamed into place so a reader never sees half an object. Browsers
// upload through POST /storage/upload (routes/files), which speaks S3's POST protocol with
// a policy signed by the storage secret (postPolicy.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, toReadable } from './limit.ts';
import { LOCAL_ALGORITHM, LOCAL_BUCKET, encodePolicy, signPolicy } from './postPolicy.ts';
import {
  DEFAULT_PRESIGN_SECONDS,
  ObjectExistsError,
  assertValidKey,
  filePath,
  type ByteRange,
  type PresignOptions,
  type PresignedPost,
  type Storage,
  type StoredObject,
} from './types.ts';

export const LOCAL_UPLOAD_PATH = '/storage/upload';

export interface LocalStorageOptions {
  /** Directory holding the objects (DATA_DIR/files). */
  root: string;
  /** Signs POST policies: the secret, or a function that finds it on first use. */
  secret: string | (() => Promise<string>);
}

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  readonly root: string;
  private readonly findSecret: () => Promise<string>;
  private secretPromise: Promise<string> | undefined;
  private readonly tmpDir: string;

  constructor(options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
    const secret = options.secret;
    this.findSecret = typeof secret === 'string' ? async () => secret : secret;
    // Inside root, so the rename stays on one file system; keys cannot start with a dot.
    this.tmpDir = path.join(this.root, '.tmp');
  }

  /** The key that signs and checks POST policies. */
  signingSecret(): Promise<string> {
    this.secretPromise ??= this.findSecret().catch((err: unknown) => {
      this.secretPromise = undefined;
      throw err;
    });
    return this.secretPromise;
  }

  /** The file of a key; keys are validated so the path cannot leave root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error('key leaves the storage root');
    return file;
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string; maxBytes?: number }): Promise<{ size: number; etag: string }> {
    const target = this.pathOf(key);
    await fsp.mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    const limit = new ByteLimit(options.maxBytes);
    try {
      await pipeline(toReadable(body), limit, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o640 }));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // link() fails when the target exists, unlike rename(): an object is never replaced.
      await fsp.link(tmp, target).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new ObjectExistsError(key) : err;
      });
    } finally {
      await fsp.rm(tmp, { force: true });
    }
    return { size: limit.bytes, etag: limit.etag() };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    // The stream owns the open handle, so a remove() meanwhile cannot cut the read short.
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { body, size: stat.size };
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fsp.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async presignPost(options: PresignOptions): Promise<PresignedPost> {
    const key = `${options.keyPrefix}${randomUUID()}`;
    assertValidKey(key);
    const expiration = new Date(Date.now() + (options.expiresInSeconds ?? DEFAULT_PRESIGN_SECONDS) * 1000).toISOString();
    const policy = encodePolicy({
      expiration,
      conditions: [
        { bucket: LOCAL_BUCKET },
        ['starts-with', '$key', options.keyPrefix],
        { key },
        { success_action_status: '201' },
        { 'x-amz-algorithm': LOCAL_ALGORITHM },
        ['content-length-range', 0, options.maxBytes],
      ],
    });
    return {
      // Relative: the browser posts to the origin it is on, whatever PUBLIC_URL says.
      url: LOCAL_UPLOAD_PATH,
      form_fields: {
        key,
        success_action_status: '201',
        'x-amz-algorithm': LOCAL_ALGORITHM,
        policy,
        'x-amz-signature': signPolicy(await this.signingSecret(), policy),
      },
    };
  }

  publicUrl(key: string): string {
    return filePath(key);
  }

  async close(): Promise<void> {}
}

/**
 * The secret that signs local POST policies: STORAGE_SECRET, else one generated on first
 * use and kept in DATA_DIR/storage-secret. Processes sharing DATA_DIR (which the local
 * driver's files require anyway) share it; link() makes the first writer win a race.
 */
export async function localSecret(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'storage-secret');
  try {
    return (await fsp.readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fsp.mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${randomUUID()}`;
  await fsp.writeFile(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    await fsp.link(tmp, file).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  return (await fsp.readFile(file, 'utf8')).trim();
}
