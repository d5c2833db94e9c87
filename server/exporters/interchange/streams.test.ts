import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateQuestion } from './test/generator.ts';
import { memoryMedia } from './test/fixtures.ts';
import { writeQuestionExport } from './index.ts';

describe('a 5,000-question package', () => {
  it('streams: the writer waits for a slow reader, so little is ever buffered', async () => {
    const questions = Array.from({ length: 5_000 }, (_, i) => generateQuestion(i, i + 1, 'multiple_choice'));
    const chunks: Buffer[] = [];
    let mostBuffered = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        mostBuffered = Math.max(mostBuffered, out.writableLength);
        setImmediate(done);
      },
    });
    await writeQuestionExport('qti3', [{ id: 1, title: 'Big', questions, passages: [] }], memoryMedia, out);
    const zip = Buffer.concat(chunks);
    expect(zip.length).toBeGreaterThan(1024 * 1024);
    // At most one entry's deflated bytes wait (the manifest, the largest), never the package.
    expect(mostBuffered).toBeLessThan(zip.length / 4);
    expect(Object.keys(unzipSync(zip)).filter((f) => f.startsWith('items/'))).toHaveLength(5_000);
  }, 120_000);
});
