// Pictures' descriptions from other tools' files reaching the Review: small QTI 2.1, QTI 3.0 and
// Moodle XML files read by readInterchange and built by buildInterchangeExtraction on a real
// database and storage give every stored picture the file's alt (a QTI image object its
// content) as one line of plain text, escaped by the sanitizer, never markup.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { readInterchange } from '../readers/interchange/read.ts';
import { LocalStorage } from '../storage/local.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { makeOrganization, makeUser } from '../test/factories.ts';
import { buildInterchangeExtraction } from './extraction.ts';

/** Two 1×1 PNGs. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const RED = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
const STORED = (alt: string) => new RegExp(`^<img src="/files/org/\\d+/image/[^"]+" alt="${alt}" data-media-id="\\d+" />$`);

const choices = (prefix: string, simple: string) => ['ya', 'tidak'].map((l, i) => `<${prefix}${simple} identifier="C${i}">${l}</${prefix}${simple}>`).join('');
const QTI21 = `<?xml version="1.0"?><assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="a" title="Peta"><responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>C0</value></correctResponse></responseDeclaration><outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/><itemBody><p>Ini pulau apa? <img src="data:image/png;base64,${PNG}" alt=" Peta&#10;  &lt;b&gt;Jawa&lt;/b&gt; &amp; &quot;Bali&quot; "/></p><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices('', 'simpleChoice')}</choiceInteraction></itemBody><responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/></assessmentItem>`;
const QTI3 = `<?xml version="1.0"?><qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="b" title="Daun"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>C0</qti-value></qti-correct-response></qti-response-declaration><qti-item-body><p>Daun apa? <object type="image/png" data="data:image/png;base64,${PNG}">Daun <em>mangga</em>
 yang hijau</object> <img src="data:image/png;base64,${RED}" alt=""/></p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${choices('qti-', 'simple-choice')}</qti-choice-interaction></qti-item-body><qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/></qti-assessment-item>`;
const MOODLE = `<?xml version="1.0" encoding="UTF-8"?><quiz><question type="truefalse"><name><text>Bendera</text></name><questiontext format="html"><text><![CDATA[<p>Ini bendera Indonesia. <img src="@@PLUGINFILE@@/bendera.png" alt="Merah
 di atas, putih di bawah"></p>]]></text><file name="bendera.png" encoding="base64">${PNG}</file></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>`;

describe.each(testDatabaseKinds())('buildInterchangeExtraction and pictures’ descriptions on %s', (kind) => {
  let database: Database;
  let storage: LocalStorage;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-alt-'));
    storage = new LocalStorage({ root: path.join(dir, 'files'), secret: 'x'.repeat(32) });
  });
  afterAll(async () => {
    await database?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  /** The stem's pictures of the file's one question, as the Review gets them. */
  async function pictures(name: string, text: string): Promise<{ format: string; imgs: string[] }> {
    const file = path.join(dir, name);
    await fs.writeFile(file, text);
    const read = await readInterchange(file, { categories: 'note' });
    const org = await makeOrganization(database.db);
    const user = await makeUser(database.db);
    const { result, mediaIds } = await buildInterchangeExtraction({ db: database.db, storage, organizationId: org.id, uploaderId: user.id }, read, { topicId: 1, fileName: name, language: 'en' });
    expect(result.skipped).toEqual([]);
    const html = (result.questions[0]!.document as { content_html: string }).content_html;
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) expect(mediaIds).toContain(Number(/data-media-id="(\d+)"/.exec(img)![1]));
    return { format: result.format, imgs };
  }

  it('QTI 2.1: an <img>’s alt', async () => {
    const { format, imgs } = await pictures('item21.xml', QTI21);
    expect(format).toBe('qti21');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]).toMatch(STORED('Peta &lt;b&gt;Jawa&lt;\\/b&gt; &amp; &quot;Bali&quot;'));
  });

  it('QTI 3.0: an image <object>’s content; an <img alt=""> stays decorative', async () => {
    const { format, imgs } = await pictures('item3.xml', QTI3);
    expect(format).toBe('qti3');
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toMatch(STORED('Daun mangga yang hijau'));
    expect(imgs[1]).toMatch(STORED(''));
  });

  it('Moodle XML: an embedded picture’s alt', async () => {
    const { format, imgs } = await pictures('quiz.xml', MOODLE);
    expect(format).toBe('moodle_xml');
    expect(imgs).toEqual([expect.stringMatching(STORED('Merah di atas, putih di bawah'))]);
  });
});
