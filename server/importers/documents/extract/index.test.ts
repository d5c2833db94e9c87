// The configured extractor: the built-in one runs in a child process and answers what it answers
// in this process (questions, passages and images, bytes included); an LLM endpoint when set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../read.ts';
import { builtinExtractor } from './builtin/index.ts';
import { extractorInfo, questionExtractor } from './index.ts';

/** With its random section ids made the same, to compare two extractions. */
const comparable = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid'));

describe('questionExtractor', () => {
  it('runs the built-in extractor apart from this process, with the same answer', async () => {
    const bytes = new Uint8Array(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'id-campuran.docx')));
    const document = await readDocument(bytes, 'docx');
    const extractor = questionExtractor({ llm: undefined });
    expect(extractor.name).toBe('builtin');
    const progress: number[] = [];
    const apart = await extractor.extract(document, { language: 'id', onProgress: (p) => progress.push(p) });
    expect(apart.questions.length).toBeGreaterThan(3);
    expect(comparable(apart)).toEqual(comparable(await builtinExtractor.extract(document, { language: 'id' })));
    expect(progress).toEqual([0, 100]);
  });

  it('names the LLM extractor and its model when an endpoint is configured', () => {
    const llm = { baseUrl: 'http://127.0.0.1:9/v1', model: 'qwen2.5:7b', apiKey: undefined, timeoutMs: 1000 };
    expect(questionExtractor({ llm }).name).toBe('llm');
    expect(extractorInfo({ llm })).toEqual({ extractor: 'llm', model: 'qwen2.5:7b' });
    expect(extractorInfo({ llm: undefined })).toEqual({ extractor: 'builtin', model: null });
  });
});
