// Build step: brotli and gzip copies of the built assets, served by content negotiation.
// The server (server/app.ts, @fastify/static's `preCompressed`) answers `x.js` with `x.js.br`
// or `x.js.gz` when the browser accepts it, so the best (slowest) settings are paid once
// here instead of per request. Runs after every other plugin has written its files (the
// service worker, public/), over the whole out dir.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats that shrink; images, fonts and media are compressed already, maps are for developers. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed reply saves less than its headers and the lookup cost. */
const MIN_BYTES = 1024;
/** The thread pool runs four zlib jobs at a time; more in flight only holds more buffers. */
const PARALLEL = 4;

export interface CompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside one file, each only when it is smaller. */
async function compressFile(file: string): Promise<CompressedFile | null> {
  if (!COMPRESSIBLE.has(path.extname(file))) return null;
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const result: CompressedFile = { file, bytes: source.length };
  // A copy no smaller than the file is left out: the server then sends the file itself.
  if (br.length < source.length) {
    await fs.writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < source.length) {
    await fs.writeFile(`${file}.gz`, gz);
    result.gz = gz.length;
  }
  return result.br || result.gz ? result : null;
}

/** Compresses every compressible file under `dir`; what was written, file by file. */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const queue = await filesUnder(dir);
  const done: CompressedFile[] = [];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const result = await compressFile(file);
      if (result) done.push(result);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return done;
}

export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pena-compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      async handler(error?: Error) {
        if (error) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await compressDirectory(outDir);
        const total = (key: 'bytes' | 'br' | 'gz') => files.reduce((sum, f) => sum + (f[key] ?? f.bytes), 0);
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        config.logger.info(`compressed ${files.length} files: ${kib(total('bytes'))} → ${kib(total('br'))} br, ${kib(total('gz'))} gzip`);
      },
    },
  };
}
