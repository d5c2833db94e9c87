// A document picture's description reaching the Review: a .docx LibreOffice saved with a
// described picture (fixtures/id-tabel-pecahan.docx, its wp:docPr descr) read, extracted by the
// built-in reader and built by buildExtraction on a real database and storage, gives the stored
// image that description as its alt; an extractor's own alt (a model's) is kept instead, as one
// line of plain text, never markup.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { extractQuestions } from '../readers/documents/extract/builtin/index.ts';
import type { Extraction } from '../readers/documents/extract/types.ts';
import { readDocx } from '../readers/documents/docx.ts';
import { LocalStorage } from '../storage/local.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization, makeUser } from '../test/factories.ts';
import { buildExtraction } from './extraction.ts';

const DESCRIPTION = 'Segitiga siku-siku ABC dengan sisi 6 cm dan 8 cm';
const docx = () => new Uint8Array(readFileSync(path.join(import.meta.dirname, '../readers/documents/fixtures/id-tabel-pecahan.docx')));

describe.each(testDatabaseKinds())('buildExtraction and pictures’ descriptions on %s', (kind) => {
  let database: Database;
  let storage: LocalStorage;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-alt-'));
    storage = new LocalStorage({ root: dir, secret: 'x'.repeat(32) });
  });
  afterAll(async () => {
    await database?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  async function build(extraction: Extraction) {
    const org = await makeOrganization(database.db);
    const user = await makeUser(database.db);
    const { result } = await buildExtraction({ db: database.db, storage, organizationId: org.id, uploaderId: user.id }, extraction, { topicId: 1, extractor: 'builtin', fileName: 'soal.docx' });
    return JSON.stringify(result);
  }

  it('gives the stored picture of a .docx the description Word keeps for it', async () => {
    const extraction = extractQuestions(await readDocx(docx()), 'id');
    expect(extraction.images.map((i) => i.alt)).toEqual([DESCRIPTION]);
    const imgs = [...(await build(extraction)).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(1);
    expect(imgs[0]).toMatch(new RegExp(`^<img src=\\\\"/files/org/\\d+/image/[^"]+\\\\" alt=\\\\"${DESCRIPTION}\\\\" data-media-id=\\\\"\\d+\\\\" />$`));
  });

  it('keeps an extractor’s own alt as one line of plain text, escaped, and the picture’s description when it writes none', async () => {
    const [image] = extractQuestions(await readDocx(docx()), 'id').images;
    const question = (html: string) => ({
      number: 1,
      passage_key: null,
      answer_found: true,
      document: { type: 'multiple_choice' as const, content_html: html, answers: [{ key: 'a', content: 'ya', correct: true }, { key: 'b', content: 'tidak', correct: false }] },
    });
    const json = await build({
      questions: [question('<p>Satu <img data-image-ref="0" alt="  Segitiga&#10;&#10; &lt;b&gt;ABC&lt;/b&gt;\t &quot;siku&quot; "></p>'), question(`<p>Dua <img data-image-ref="0" alt=""> <img data-image-ref="0" alt="${'sisi '.repeat(200)}"></p>`)],
      passages: [],
      images: [image!],
    });
    const [one, two] = JSON.parse(json).questions.map((q: { document: { content_html: string } }) => q.document.content_html);
    expect(one).toMatch(/^<p>Satu <img src="[^"]+" alt="Segitiga &lt;b&gt;ABC&lt;\/b&gt; &quot;siku&quot;" data-media-id="\d+" \/><\/p>$/);
    const alts = [...(two as string).matchAll(/alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual([DESCRIPTION, 'sisi '.repeat(100).trim()]);
  });
});
