// Questions from a file: the built-in extractor reads and extracts in a reader process and answers
// what it answers in this process (questions, passages and images, bytes included); an empty
// document says so; a file it cannot read is the reader's error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from '../model.ts';
import { readDocument } from '../read.ts';
import { builtinExtractor } from './builtin/index.ts';
import { extractQuestionsFromFile, extractorInfo } from './index.ts';

const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);
/** With its random section ids made the same, to compare two extractions. */
const comparable = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid'));

describe('extractQuestionsFromFile', () => {
  it('reads and extracts apart from this process, with the answer the built-in extractor gives here', async () => {
    const progress: number[] = [];
    const found = await extractQuestionsFromFile({ llm: undefined }, { path: fixture('id-tabel-pecahan.docx'), kind: 'docx' }, { language: 'id', onProgress: (p: number) => progress.push(p) });
    if (found.empty) throw new Error('the paper has questions');
    expect(found.extraction.questions.length).toBeGreaterThan(1);
    expect(found.extraction.images.length).toBeGreaterThan(0);
    const here = await builtinExtractor.extract(await readDocument(new Uint8Array(readFileSync(fixture('id-tabel-pecahan.docx'))), 'docx'), { language: 'id' });
    expect(comparable(found.extraction)).toEqual(comparable(here));
    expect(progress).toEqual([0, 100]);
  });

  it('says a document with nothing on it is empty, and a damaged one is a DocumentReadError', async () => {
    expect(await extractQuestionsFromFile({ llm: undefined }, { path: fixture('empty.docx'), kind: 'docx' }, { language: 'en' })).toEqual({ empty: true });
    const error = await extractQuestionsFromFile({ llm: undefined }, { path: fixture('scanned.pdf'), kind: 'pdf' }, { language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).code).toBe('no_text');
  });

  it('names the LLM extractor and its model when an endpoint is configured', () => {
    const llm = { baseUrl: 'http://127.0.0.1:9/v1', model: 'qwen2.5:7b', apiKey: undefined, timeoutMs: 1000 };
    expect(extractorInfo({ llm })).toEqual({ extractor: 'llm', model: 'qwen2.5:7b' });
    expect(extractorInfo({ llm: undefined })).toEqual({ extractor: 'builtin', model: null });
  });
});
