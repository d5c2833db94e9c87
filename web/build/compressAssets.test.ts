// The build's compressed copies: beside every text file that gains, nowhere else.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './compressAssets.ts';

const text = Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px;color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`).join('\n');

describe('compressDirectory', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text files of 1 KB or more that shrink, in subfolders too', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-compress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app.css'), text);
    fs.writeFileSync(path.join(dir, 'assets', 'app.css.map'), text);
    fs.writeFileSync(path.join(dir, 'assets', 'logo.png'), text);
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1)');
    // Random bytes do not shrink: no copy, the server sends the file itself.
    fs.writeFileSync(path.join(dir, 'noise.js'), crypto.randomBytes(4096));

    const written = await compressDirectory(dir);

    expect(written.map((f) => path.relative(dir, f.file)).sort()).toEqual(['assets/app.css']);
    const css = path.join(dir, 'assets', 'app.css');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${css}.br`)).toString()).toBe(text);
    expect(zlib.gunzipSync(fs.readFileSync(`${css}.gz`)).toString()).toBe(text);
    expect(fs.statSync(`${css}.br`).size).toBeLessThan(fs.statSync(`${css}.gz`).size);
    const files = fs.readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files).toEqual(['assets', 'assets/app.css', 'assets/app.css.br', 'assets/app.css.gz', 'assets/app.css.map', 'assets/logo.png', 'noise.js', 'small.js']);
  });
});
