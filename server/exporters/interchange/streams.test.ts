import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../../../domain/rules/text.ts';
import { readInterchange } from '../../readers/interchange/read.ts';
import { generateQuestion } from './test/generator.ts';
import { answer, memoryMedia, question, written } from './test/fixtures.ts';
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

describe('characters XML 1.0 forbids', () => {
  const stem = '<p>Soal\u0001 ]]&gt; &lt;b&gt; &amp; "kutip" \'satu\'\u001F</p>';
  const q = question(1, 'multiple_choice', stem, { answers: [answer('Ya\u0002 ]]&gt;', { correct: true }), answer('Tidak')] });
  const dir = mkdtempSync(join(tmpdir(), 'pena-xml-chars-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['qti3', 'qti21', 'moodle_xml'] as const)('%s: none is written, and `]]>`, `<`, `&` and quotes read back as written', async (format) => {
    const bytes = await written((out) => writeQuestionExport(format, [{ id: 1, title: 'Bab\u0003 1', questions: [q], passages: [] }], memoryMedia, out));
    const files = format === 'moodle_xml' ? { 'quiz.xml': bytes } : unzipSync(bytes);
    for (const [name, data] of Object.entries(files)) {
      // eslint-disable-next-line no-control-regex -- these characters are what the test looks for
      if (name.endsWith('.xml')) expect(Buffer.from(data).toString('utf8'), name).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
    }
    const path = join(dir, format);
    writeFileSync(path, bytes);
    const read = await readInterchange(path, { categories: 'ignore' });
    expect(htmlToText(read.questions[0]!.document.content_html)).toBe('Soal ]]> <b> & "kutip" \'satu\'');
    expect(read.questions[0]!.document.answers!.map((a) => htmlToText(a.content))).toEqual(['Ya ]]>', 'Tidak']);
  });
});
