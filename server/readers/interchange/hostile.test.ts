// Hostile files against the interchange reader, each made at test time in a temp dir: broken
// and entity-declaring XML, zip bombs, lying headers, names and hrefs that leave the package,
// a package missing an item, truncated zips, and texts past the item and question limits.
// The cases that could hurt the process run through readInterchangeFile (the real sandbox, as
// the job and the CLI do); the rest through readInterchange in this process, which is the same
// code without the child. Every refusal is an InterchangeReadError with its code, nothing else.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERCHANGE_MAX_ITEMS, INTERCHANGE_MAX_QUESTIONS } from '../../../domain/schemas/interchange.ts';
import { InterchangeReadError, readInterchangeFile } from './index.ts';
import { readInterchange } from './read.ts';
import { MAX_XML_DEPTH } from './xml.ts';
import { aikenText, billionLaughsXml, deflated, qti12Item, qtiItem, qtiItemWith, qtiManifest, qtiPackage, rawZip, stored, xxeXml, zeroBomb } from './test/hostileFiles.ts';

const temp = mkdtempSync(join(tmpdir(), 'pena-hostile-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const options = { categories: 'note' as const };

let n = 0;
/** Writes the bytes to a fresh file of the temp dir; its path. */
function fileOf(bytes: string | Uint8Array, name = 'upload'): string {
  const path = join(temp, `${++n}-${name}`);
  writeFileSync(path, bytes);
  return path;
}

/** The refusal a read ends in; fails the test when the read succeeds or throws anything else. */
async function refusal(read: Promise<unknown>): Promise<InterchangeReadError> {
  try {
    await read;
  } catch (error) {
    expect(error).toBeInstanceOf(InterchangeReadError);
    return error as InterchangeReadError;
  }
  throw new Error('the file was read');
}

const inProcess = (bytes: string | Uint8Array, name?: string) => refusal(readInterchange(fileOf(bytes, name), options));
const inSandbox = (bytes: string | Uint8Array, name?: string) => refusal(readInterchangeFile(fileOf(bytes, name), options));

describe('hostile XML', () => {
  it('malformed XML (an unclosed tag) is damaged_file', async () => {
    expect((await inProcess('<?xml version="1.0"?>\n<quiz><question type="truefalse"><name><text>Q</text></question></quiz>')).code).toBe('damaged_file');
    expect((await inProcess('<quiz><question>')).code).toBe('damaged_file');
  });

  it('an external entity (XXE) is unsafe_file, read in the sandbox, and the target’s content appears nowhere', async () => {
    const secret = fileOf(`rahasia-${process.pid}-jangan-bocor`, 'secret.txt');
    for (const target of ['/etc/passwd', secret]) {
      const error = await inSandbox(xxeXml(target), 'xxe.xml');
      expect(error.code).toBe('unsafe_file');
      expect(error.message).not.toContain('root:');
      expect(error.message).not.toContain('jangan-bocor');
    }
    // Inside a package too.
    const pkg = rawZip([deflated('imsmanifest.xml', xxeXml('/etc/passwd').replace('<quiz>', '<manifest>').replace('</quiz>', '</manifest>'))]);
    expect((await inProcess(pkg, 'xxe.zip')).code).toBe('unsafe_file');
    expect(readFileSync(secret, 'utf8')).toContain('jangan-bocor');
  });

  it(`elements nested deeper than MAX_XML_DEPTH (${MAX_XML_DEPTH}) are damaged_file, in a file and in a package`, async () => {
    const nested = (n: number) => `${'<b>'.repeat(n)}x${'</b>'.repeat(n)}`;
    expect((await inProcess(`<quiz><question type="truefalse"><name><text>${nested(100_000)}</text></name></question></quiz>`, 'deep.xml')).code).toBe('damaged_file');
    expect((await inProcess(`<assessmentItem identifier="a"><itemBody>${nested(MAX_XML_DEPTH)}</itemBody></assessmentItem>`, 'deep.xml')).code).toBe('damaged_file');
    const manifest = `<manifest><resources>${nested(100_000)}</resources></manifest>`;
    expect((await inProcess(rawZip([deflated('imsmanifest.xml', manifest)]), 'deep.zip')).code).toBe('damaged_file');
    // At the limit, an item still reads.
    const item = qtiItem('q1').replace('<prompt>', `${'<div>'.repeat(MAX_XML_DEPTH - 4)}<prompt>`).replace('</prompt>', `</prompt>${'</div>'.repeat(MAX_XML_DEPTH - 4)}`);
    const read = await readInterchange(fileOf(item, 'limit.xml'), options);
    expect(read.questions.map((q) => q.item)).toEqual(['q1']);
  });

  it('billion laughs is unsafe_file, never expanded', async () => {
    expect((await inSandbox(billionLaughsXml(), 'lol.xml')).code).toBe('unsafe_file');
  });
});

describe('items that break a reader', () => {
  // Each item below exhausts the stack of a naive reading (a spread of 300,000 arguments, HTML
  // nested 100,000 deep): the item is skipped as damaged, the file's other items still read.
  it('a QTI item with 300,000 children in a wrapper is a damaged item, the next item read', async () => {
    const wide = qtiItemWith('wide', `<templateBlock>${'<b/>'.repeat(300_000)}</templateBlock>`);
    const zip = rawZip([deflated('imsmanifest.xml', qtiManifest(['items/wide.xml', 'items/q1.xml'])), stored('items/wide.xml', wide), deflated('items/q1.xml', qtiItem('q1'))]);
    const read = await readInterchange(fileOf(zip, 'wide.zip'), options);
    expect(read.questions.map((q) => q.item)).toEqual(['q1']);
    expect(read.skipped).toEqual([{ item: 'wide', reason: 'damaged_item', detail: '' }]);
  });

  it('a QTI 1.2 item whose HTML nests 100,000 deep is a damaged item', async () => {
    const deep = qti12Item(`${'<b>'.repeat(100_000)}Ibu kota?${'</b>'.repeat(100_000)}<img src="x.png">`);
    const read = await readInterchange(fileOf(deep, 'deep.xml'), options);
    expect(read.questions).toEqual([]);
    expect(read.skipped).toEqual([{ item: 'Q1', reason: 'damaged_item', detail: '' }]);
  });
});

describe('texts that a backtracking pattern would read in quadratic time', () => {
  // Each text below took a pattern that rescans from every line or every opening minutes to read
  // (a few hundred KB; the sandbox would end it as file_too_large after holding a reader); read
  // once, each takes milliseconds. The bound is far above that, far below the quadratic time.
  const within = async (label: string, text: string, check: (read: Promise<unknown>) => Promise<void>) => {
    const started = performance.now();
    await check(readInterchange(fileOf(text, `${label}.txt`), options));
    expect(performance.now() - started, label).toBeLessThan(3000);
  };
  const unsupported = async (read: Promise<unknown>) => expect((await refusal(read)).code).toBe('unsupported_format');
  const oneQuestion = async (read: Promise<unknown>) => expect(((await read) as { questions: unknown[] }).questions).toHaveLength(1);
  const oneSkip = async (read: Promise<unknown>) => expect(((await read) as { skipped: unknown[] }).skipped).toHaveLength(1);

  it('detecting Aiken and GIFT', async () => {
    await within('options without ANSWER', 'A. pilihan\n'.repeat(100_000), unsupported);
    await within('an unclosed ::title', `::${'judul '.repeat(40_000)}`, unsupported);
    await within('blank lines before no $CATEGORY', ' \n'.repeat(200_000), unsupported);
    await within('document types without a subset', `<quiz>${'<!DOCTYPE'.repeat(50_000)}</quiz>`, async (read) => expect((await refusal(read)).code).toBe('damaged_file'));
  });

  it('reading GIFT text', async () => {
    await within('a number with dots and a line break', `::N::Berapa? {#${'.'.repeat(200_000)}\\n1}`, oneSkip);
    await within('a stem of unclosed tags', `Soal ${'<'.repeat(200_000)} {T}`, oneQuestion);
    await within('unclosed TeX openings', `${'\\('.repeat(150_000)} {T}`, oneQuestion);
    await within('unclosed comments', `Soal ${'<!--'.repeat(100_000)} {T}`, oneQuestion);
  });
});

describe('hostile zips', () => {
  it('a zip bomb (one entry of 200 MB of zeros, deflated to a few hundred KB) is file_too_large, in the sandbox', async () => {
    const bomb = rawZip([deflated('imsmanifest.xml', '<manifest/>'), zeroBomb('items/zeros.xml', 200)]);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect((await inSandbox(bomb, 'bomb.zip')).code).toBe('file_too_large');
  });

  it('an entry whose header declares less than it holds is damaged_file', async () => {
    const manifest = deflated('imsmanifest.xml', '<manifest><resources/></manifest>');
    const lying = rawZip([{ ...manifest, size: 10 }]);
    expect((await inProcess(lying, 'lie.zip')).code).toBe('damaged_file');
    // …or more (the bytes end before the size it declared).
    const short = rawZip([{ ...manifest, size: manifest.size + 500 }]);
    expect((await inProcess(short, 'short.zip')).code).toBe('damaged_file');
  });

  it.each([
    ['../x', 'a parent path'],
    ['a/../../x', 'a parent path inside a folder'],
    ['/etc/x', 'an absolute path'],
  ])('an entry named %s (%s) is unsafe_file', async (name) => {
    const zip = rawZip([deflated('imsmanifest.xml', '<manifest/>'), deflated(name, 'isi')]);
    expect((await inProcess(zip, 'slip.zip')).code).toBe('unsafe_file');
  });

  it('a manifest href leaving the package (../../outside.xml) is unsafe_file', async () => {
    const zip = qtiPackage(['items/q1.xml', '../../outside.xml'], { 'items/q1.xml': qtiItem('q1') });
    expect((await inProcess(zip, 'href.zip')).code).toBe('unsafe_file');
  });

  it('a manifest naming an item the package lacks: that item is skipped as damaged, the others read', async () => {
    const zip = qtiPackage(['items/q1.xml', 'items/missing.xml'], { 'items/q1.xml': qtiItem('q1') });
    const read = await readInterchange(fileOf(zip, 'missing.zip'), options);
    expect(read.format).toBe('qti21');
    expect(read.questions.map((q) => q.item)).toEqual(['q1']);
    expect(read.skipped).toEqual([expect.objectContaining({ reason: 'damaged_item' })]);
  });

  it('a truncated zip is damaged_file, in the sandbox too', async () => {
    const whole = Buffer.from(zipSync({ 'imsmanifest.xml': new TextEncoder().encode(`<manifest>${'<x/>'.repeat(2000)}</manifest>`), 'items/q1.xml': new TextEncoder().encode(qtiItem('q1')) }));
    const cut = whole.subarray(0, Math.floor(whole.byteLength * 0.6));
    expect((await inProcess(cut, 'cut.zip')).code).toBe('damaged_file');
    expect((await inSandbox(cut, 'cut.zip')).code).toBe('damaged_file');
  });
});

describe('the item and question limits', () => {
  it(`more than INTERCHANGE_MAX_ITEMS (${INTERCHANGE_MAX_ITEMS}) items is file_too_large`, async () => {
    expect((await inProcess(aikenText(INTERCHANGE_MAX_ITEMS + 1), 'many.txt')).code).toBe('file_too_large');
  });

  it(`past INTERCHANGE_MAX_QUESTIONS (${INTERCHANGE_MAX_QUESTIONS}), the rest is skipped as over_limit, in order`, async () => {
    const read = await readInterchangeFile(fileOf(aikenText(INTERCHANGE_MAX_QUESTIONS + 1), 'aiken.txt'), options);
    expect(read.format).toBe('aiken');
    expect(read.questions).toHaveLength(INTERCHANGE_MAX_QUESTIONS);
    expect(read.questions.at(-1)!.item).toContain(`Soal nomor ${INTERCHANGE_MAX_QUESTIONS}:`);
    expect(read.skipped).toEqual([{ item: expect.stringContaining(`Soal nomor ${INTERCHANGE_MAX_QUESTIONS + 1}:`), reason: 'over_limit', detail: expect.any(String) }]);
  });
});
