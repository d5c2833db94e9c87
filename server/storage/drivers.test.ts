// Both storage drivers against real backends: the local driver on a temporary directory,
// the S3 driver on a real s3rver started here. The same contract runs on each.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startS3rver, type RunningS3 } from './fixtures/s3rver.ts';
import { openStorage } from './index.ts';
import { LocalStorage, localSecret } from './local.ts';
import { S3Storage } from './s3.ts';
import { InvalidKeyError, ObjectExistsError, ObjectTooLargeError, type Storage } from './types.ts';

/** A stream of `total` bytes in 64 KiB chunks that records how much was read from it. */
function counted(total: number, fill = 0x61) {
  const state = { pulled: 0 };
  const chunk = Buffer.alloc(64 * 1024, fill);
  const stream = Readable.from(
    (function* () {
      while (state.pulled < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - state.pulled));
        state.pulled += part.length;
        yield part;
      }
    })(),
  );
  return { stream, state };
}

const bodyText = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  return object ? text(object.body) : null;
};

let dataDir: string;
let s3: RunningS3;
const drivers: Record<'local' | 's3', () => Storage> = { local: () => undefined as never, s3: () => undefined as never };
let local: LocalStorage;
let bucket: S3Storage;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-storage-'));
  s3 = await startS3rver();
  local = (await openStorage(loadConfig({ DATA_DIR: dataDir }))) as LocalStorage;
  bucket = (await openStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }))) as S3Storage;
  drivers.local = () => local;
  drivers.s3 = () => bucket;
}, 60_000);

afterAll(async () => {
  await bucket?.close();
  await s3?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('%s driver', (name) => {
  const storage = () => drivers[name]();
  let n = 0;
  const key = () => `org/1/image/${name}-${process.pid}-${++n}`;

  it('opens from configuration', () => {
    expect(storage().driver).toBe(name);
    expect(storage()).toBeInstanceOf(name === 'local' ? LocalStorage : S3Storage);
  });

  it('puts, reads, sizes and removes an object', async () => {
    const k = key();
    const put = await storage().put(k, Buffer.from('halo dunia'), { contentType: 'text/plain' });
    expect(put.size).toBe(10);
    expect(put.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(await storage().size(k)).toBe(10);
    expect(await bodyText(storage(), k)).toBe('halo dunia');
    await storage().remove(k);
    expect(await storage().size(k)).toBeNull();
    expect(await storage().get(k)).toBeNull();
    await storage().remove(k); // removing what is gone is fine
  });

  it('streams a body and reads a byte range', async () => {
    const k = key();
    await storage().put(k, Readable.from([Buffer.from('0123'), Buffer.from('456789')]), { contentType: 'text/plain' });
    const part = await storage().get(k, { start: 2, end: 5 });
    expect(part!.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');
  });

  it('answers null for a missing object', async () => {
    expect(await storage().size(key())).toBeNull();
    expect(await storage().get(key())).toBeNull();
  });

  it('cuts off a body past its cap while it streams and keeps nothing', async () => {
    const k = key();
    const { stream, state } = counted(64 * 1024 * 1024);
    await expect(storage().put(k, stream, { contentType: 'application/octet-stream', maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
    // Far less than the 64 MiB on offer was read: the cap stopped the stream.
    expect(state.pulled).toBeLessThan(8 * 1024 * 1024);
    expect(await storage().size(k)).toBeNull();
  });

  it('takes a body of exactly the cap', async () => {
    const k = key();
    const { stream } = counted(300 * 1024);
    expect((await storage().put(k, stream, { contentType: 'application/octet-stream', maxBytes: 300 * 1024 })).size).toBe(300 * 1024);
  });

  it.each(['../escape', '/absolute', 'a//b', 'a/../b', 'a/./b', '.hidden', 'a\\b', 'sp ace', ''])('refuses the key %j', async (bad) => {
    await expect(storage().put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage().get(bad)).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it('presigns a POST limited to a key prefix and a size', async () => {
    const post = await storage().presignPost({ keyPrefix: 'org/7/study_guide/', maxBytes: 2048 });
    expect(post.form_fields.key).toMatch(/^org\/7\/study_guide\/[0-9a-f-]{36}$/);
    expect(post.form_fields.success_action_status).toBe('201');
    // S3 names the field `Policy`; both drivers' browsers send fields as given.
    const policyField = Object.entries(post.form_fields).find(([k]) => k.toLowerCase() === 'policy')?.[1];
    const policy = JSON.parse(Buffer.from(policyField!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
    expect(policy.conditions).toContainEqual(['starts-with', '$key', 'org/7/study_guide/']);
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 2048]);
  });

  it('serves objects through /files, relative to the origin the browser is on', () => {
    expect(storage().publicUrl('org/1/image/abc')).toBe('/files/org/1/image/abc');
  });
});

describe('local driver', () => {
  it('never overwrites an object and leaves no temporary files', async () => {
    await local.put('org/1/image/once', Buffer.from('first'), { contentType: 'text/plain' });
    await expect(local.put('org/1/image/once', Buffer.from('second'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await bodyText(local, 'org/1/image/once')).toBe('first');
    expect(await fs.readdir(path.join(dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('keeps objects under DATA_DIR/files', async () => {
    await local.put('org/2/audio/x', Buffer.from('abc'), { contentType: 'text/plain' });
    expect(await fs.readFile(path.join(dataDir, 'files', 'org', '2', 'audio', 'x'), 'utf8')).toBe('abc');
  });

  it('generates its signing secret once and shares it through DATA_DIR', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-secret-'));
    try {
      const [a, b] = await Promise.all([localSecret(dir, undefined), localSecret(dir, undefined)]);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(b).toBe(a);
      expect(await localSecret(dir, undefined)).toBe(a);
      expect((await fs.stat(path.join(dir, 'storage-secret'))).mode & 0o077).toBe(0);
      expect(await localSecret(dir, 's'.repeat(40))).toBe('s'.repeat(40));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('S3 driver', () => {
  it('streams a large body as a multipart upload', async () => {
    const { stream } = counted(11 * 1024 * 1024, 0x62);
    const put = await bucket.put('org/1/audio/big', stream, { contentType: 'audio/mpeg', maxBytes: 50 * 1024 * 1024 });
    expect(put.size).toBe(11 * 1024 * 1024);
    expect(await bucket.size('org/1/audio/big')).toBe(11 * 1024 * 1024);
  });

  it('answers a browser POST with the key in XML (s3rver does not check policies: the local driver tests do)', async () => {
    const post = await bucket.presignPost({ keyPrefix: 'org/3/image/', maxBytes: 1024 });
    const form = new FormData();
    for (const [k, v] of Object.entries(post.form_fields)) form.append(k, v);
    form.append('file', new Blob(['posted bytes']), 'a.png');
    const res = await fetch(post.url, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const xml = await res.text();
    const keyInReply = /<Key>([^<]+)<\/Key>/.exec(xml)?.[1];
    expect(keyInReply).toBe(post.form_fields.key);
    expect(await bodyText(bucket, keyInReply!)).toBe('posted bytes');
  });
});
