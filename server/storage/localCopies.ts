// Stored objects copied to a temporary folder for a reader that needs local files (the sandboxed
// readers take a path, never the bytes: server/sandbox/run.ts), streamed, never held in memory;
// the folder is removed afterwards, whatever happens.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './types.ts';

/** `run` with a local copy of each named object (null stays null); a missing object throws. */
export async function withLocalCopies<Name extends string, T>(
  storage: Storage,
  keys: Record<Name, string | null>,
  run: (paths: Record<Name, string | null>) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pena-copy-'));
  try {
    const paths = {} as Record<Name, string | null>;
    for (const name of Object.keys(keys) as Name[]) {
      const key = keys[name];
      if (key === null) {
        paths[name] = null;
        continue;
      }
      const object = await storage.get(key);
      if (!object) throw new Error(`the stored object ${key} is missing`);
      const target = path.join(dir, name);
      await pipeline(object.body, createWriteStream(target));
      paths[name] = target;
    }
    return await run(paths);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `run` with a local copy of the object at `key`. */
export function withLocalCopy<T>(storage: Storage, key: string, run: (path: string) => Promise<T>): Promise<T> {
  return withLocalCopies(storage, { file: key }, (paths) => run(paths.file!));
}
