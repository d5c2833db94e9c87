// The LLM extractor against a real OpenAI-compatible server on loopback (server/test/fakeLlm.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../../config.ts';
import { type FakeLlm, startFakeLlm } from '../../../test/fakeLlm.ts';
import type { Block, ReadDocument } from '../model.ts';
import { REPLY_MAX_BYTES, llmExtractor } from './llm.ts';
import { chunkLines, renderDocument } from './llmPrompt.ts';
import { ExtractionError } from './types.ts';

let llm: FakeLlm;
let config: LlmConfig;

beforeEach(async () => {
  llm = await startFakeLlm();
  config = { baseUrl: llm.baseUrl, model: 'qwen2.5-7b-instruct', apiKey: 'sk-test-secret', timeoutMs: 5_000 };
});
afterEach(() => llm.close());

const para = (text: string, extra: Partial<Extract<Block, { kind: 'paragraph' }>> = {}): Block => ({ kind: 'paragraph', runs: [{ text }], ...extra });
const paper = (blocks: Block[]): ReadDocument => ({ kind: 'docx', pages: [{ blocks }] });
const png = { mime: 'image/png' as const, data: new Uint8Array([137, 80, 78, 71]) };

const shortPaper = paper([
  para('Bacalah teks berikut untuk soal nomor 1.'),
  para('Candi Borobudur dibangun pada masa Dinasti Syailendra.'),
  { kind: 'image', image: png },
  para('1. Candi Borobudur dibangun oleh dinasti …'),
  { kind: 'paragraph', runs: [{ text: 'A. Sanjaya' }] },
  { kind: 'paragraph', runs: [{ text: 'B. Syailendra', bold: true }] },
  { kind: 'table', rows: [[[{ text: 'No' }], [{ text: 'Kunci' }]], [[{ text: '1' }], [{ text: 'B' }]]] },
]);

const mcQuestion = (n: number, stem = `Soal ${n}`) => ({
  number: n,
  type: 'multiple_choice',
  document: {
    type: 'multiple_choice',
    content_html: `<p>${stem}</p>`,
    answers: [
      { key: 'a', content: '<p>Sanjaya</p>', correct: false },
      { key: 'b', content: '<p>Syailendra</p>', correct: true },
    ],
  },
  passage_key: null,
  answer_found: true,
});

const goodReply = {
  questions: [{ ...mcQuestion(1, 'Candi Borobudur dibangun oleh dinasti … <img data-image-ref="0"> <img data-image-ref="7">'), passage_key: 'bacaan' }],
  passages: [{ key: 'bacaan', title: 'Candi Borobudur', content_html: '<p>Candi Borobudur dibangun pada masa Dinasti Syailendra.</p>' }],
};

const extractor = () => llmExtractor(config, { retryDelayMs: 1 });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the extraction to fail');
    },
    (err: unknown) => err,
  );

describe('llmExtractor', () => {
  it('sends the document to the chat endpoint and returns the questions it validated', async () => {
    llm.script({ json: goodReply });
    const progress: number[] = [];
    const result = await extractor().extract(shortPaper, { language: 'id', onProgress: (p) => progress.push(p) });

    expect(llm.requests).toHaveLength(1);
    const [req] = llm.requests;
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test-secret');
    expect(req!.body).toMatchObject({ model: 'qwen2.5-7b-instruct', temperature: 0, response_format: { type: 'json_object' } });
    const [system, user] = req!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('JSON');
    expect(system!.content).toContain('Indonesian');
    for (const type of ['multiple_choice', 'true_or_false', 'exact_value', 'categorise', 'grouped_choices', 'correct_order', 'matching_choices']) {
      expect(system!.content).toContain(`"type":"${type}"`);
    }
    expect(user!.role).toBe('user');
    expect(user!.content).toContain('Candi Borobudur dibangun pada masa Dinasti Syailendra.');
    expect(user!.content).toContain('**B. Syailendra**');
    expect(user!.content).toContain('| 1 | B |');
    expect(user!.content).toContain('<img data-image-ref="0">');
    expect(user!.content).toContain('Image references in this part: 0.');

    expect(result.images).toEqual([png]);
    expect(result.passages).toEqual([{ key: 'p1', title: 'Candi Borobudur', content_html: '<p>Candi Borobudur dibangun pada masa Dinasti Syailendra.</p>' }]);
    expect(result.questions).toHaveLength(1);
    const [q] = result.questions;
    expect(q).toMatchObject({ number: 1, passage_key: 'p1', answer_found: true });
    // The document is the parsed create body: defaults filled, an image reference that does not exist taken out.
    expect(q!.document).toMatchObject({ type: 'multiple_choice', points: null, passage_id: null, shuffle_answers: false });
    expect(q!.document.content_html).toBe('<p>Candi Borobudur dibangun oleh dinasti … <img data-image-ref="0"> </p>');
    expect(q!.document.answers?.map((a) => [a.content, a.correct, a.media_id])).toEqual([
      ['<p>Sanjaya</p>', false, null],
      ['<p>Syailendra</p>', true, null],
    ]);
    expect(progress).toEqual([0, 100]);
  });

  it('sends no Authorization header without a key, and tells the model the teacher’s language', async () => {
    config = { ...config, apiKey: undefined };
    llm.script({ json: { questions: [], passages: [] } });
    await extractor().extract(shortPaper, { language: 'en' });
    expect(llm.requests[0]!.headers.authorization).toBeUndefined();
    expect(llm.requests[0]!.body.messages[0]!.content).toContain('The teacher works in English');
  });

  it('asks again after a malformed reply, saying what was wrong, and uses the good one', async () => {
    llm.script({ text: 'Here are the questions: 1. Candi …' }, { json: goodReply });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(llm.requests).toHaveLength(2);
    const retry = llm.requests[1]!.body.messages;
    expect(retry).toHaveLength(3);
    expect(retry[2]!.content).toContain('not valid JSON');
    expect(retry[1]!.content).toBe(llm.requests[0]!.body.messages[1]!.content);
    expect(result.questions).toHaveLength(1);
  });

  it('fails with llm_malformed after three malformed replies', async () => {
    llm.otherwise({ json: { items: [] } });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('llm_malformed');
    expect(llm.requests).toHaveLength(3);
    expect(llm.requests[1]!.body.messages[2]!.content).toMatch(/questions/);
  });

  it('never returns a question whose document is structurally wrong: the reply counts as malformed', async () => {
    const broken = { questions: [{ ...mcQuestion(1), document: { type: 'multiple_choice', content_html: '<p>x</p>', answers: 'A' } }], passages: [] };
    llm.script({ json: broken }, { json: broken }, { json: broken });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect((err as ExtractionError).code).toBe('llm_malformed');
    expect(llm.requests).toHaveLength(3);
    expect(llm.requests[1]!.body.messages[2]!.content).toContain('questions.0.document.answers');

    // The same with a good reply after it: only the good reply's questions come back.
    llm.script({ json: broken }, { json: { questions: [mcQuestion(2)], passages: [] } });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(result.questions.map((q) => q.number)).toEqual([2]);
  });

  it.each([
    ['a question type that does not exist', { questions: [{ ...mcQuestion(1), type: 'essay' }], passages: [] }, 'questions.0.type'],
    ['a type different from the document’s', { questions: [{ ...mcQuestion(1), type: 'exact_value' }], passages: [] }, 'document.type'],
    ['a passage key naming no passage', { questions: [{ ...mcQuestion(1), passage_key: 'p9' }], passages: [] }, 'passage_key'],
    ['a field the shape does not have', { questions: [{ ...mcQuestion(1), answer: 'B' }], passages: [] }, 'answer'],
    ['answer_found missing', { questions: [{ ...mcQuestion(1), answer_found: undefined }], passages: [] }, 'answer_found'],
  ])('treats %s as malformed', async (_what, reply, named) => {
    llm.script({ json: reply }, { json: { questions: [mcQuestion(3)], passages: [] } });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.body.messages[2]!.content).toContain(named);
    expect(result.questions.map((q) => q.number)).toEqual([3]);
  });

  it('keeps §5 rule breaks for Review (a multiple choice with no correct answer is returned)', async () => {
    const unkeyed = { ...mcQuestion(4), answer_found: false, document: { ...mcQuestion(4).document, answers: [{ key: 'a', content: '<p>x</p>' }, { key: 'b', content: '<p>y</p>' }] } };
    llm.script({ json: { questions: [unkeyed] } });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(result.questions[0]).toMatchObject({ number: 4, answer_found: false });
    expect(result.questions[0]!.document.answers?.every((a) => a.correct === false)).toBe(true);
  });

  it('reads a reply wrapped in a ```json fence', async () => {
    llm.script({ text: '```json\n' + JSON.stringify({ questions: [mcQuestion(5)], passages: [] }) + '\n```' });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(result.questions.map((q) => q.number)).toEqual([5]);
  });

  it('treats a reply cut off by the token limit as malformed', async () => {
    llm.script({ json: { questions: [] }, finishReason: 'length' }, { json: { questions: [mcQuestion(6)] } });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(llm.requests[1]!.body.messages[2]!.content).toContain('cut off');
    expect(result.questions).toHaveLength(1);
  });

  it('reads no reply past 8 MiB: one that says it is larger is llm_malformed at once, unread', async () => {
    llm.script({ raw: 'x'.repeat(REPLY_MAX_BYTES + 1) });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('llm_malformed');
    expect(llm.requests).toHaveLength(1);
  });

  it('counts a reply while it streams in and stops reading an endless one past 8 MiB (llm_malformed, not a timeout)', async () => {
    config = { ...config, timeoutMs: 60_000 };
    llm.script({ endless: true });
    const err = await failure(extractor().extract(shortPaper, { language: 'en' }));
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('llm_malformed');
    expect((err as ExtractionError).message).toContain(String(REPLY_MAX_BYTES));
    expect(llm.requests).toHaveLength(1);
  });

  it('reads a reply just under the limit as usual (not JSON: asked again)', async () => {
    llm.script({ raw: ' '.repeat(REPLY_MAX_BYTES - 10) + '{}' }, { json: goodReply });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(result.questions).toHaveLength(1);
    expect(llm.requests).toHaveLength(2);
  });

  it('fails with llm_unavailable after the endpoint answers 500 three times', async () => {
    llm.otherwise({ status: 500 });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('llm_unavailable');
    expect((err as Error).message).toContain('HTTP 500');
    expect(llm.requests).toHaveLength(3);
  });

  it('recovers when the endpoint answers 503 once', async () => {
    llm.script({ status: 503 }, { json: { questions: [mcQuestion(7)] } });
    const result = await extractor().extract(shortPaper, { language: 'id' });
    expect(result.questions).toHaveLength(1);
    expect(llm.requests).toHaveLength(2);
  });

  it('fails with llm_unavailable at once on a refused key or model, never naming the key', async () => {
    llm.script({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect((err as ExtractionError).code).toBe('llm_unavailable');
    expect((err as Error).message).toContain('HTTP 401: Incorrect API key provided');
    expect((err as Error).message).not.toContain('sk-test-secret');
    expect((err as Error).message).not.toContain('Borobudur');
    expect(llm.requests).toHaveLength(1);
  });

  it('follows no redirect: the document goes to the configured endpoint only', async () => {
    const elsewhere = await startFakeLlm();
    try {
      elsewhere.otherwise({ json: goodReply });
      llm.otherwise({ status: 307, headers: { location: `${elsewhere.baseUrl}/chat/completions` } });
      const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
      expect((err as ExtractionError).code).toBe('llm_unavailable');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('fails with llm_unavailable when nothing listens at the address', async () => {
    const address = llm.baseUrl;
    await llm.close();
    config = { ...config, baseUrl: address };
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect((err as ExtractionError).code).toBe('llm_unavailable');
    expect((err as Error).message).toContain('cannot reach');
    llm = await startFakeLlm();
  });

  it('fails with llm_unavailable when every call outlasts the timeout', async () => {
    config = { ...config, timeoutMs: 200 };
    llm.otherwise({ hang: true });
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect((err as ExtractionError).code).toBe('llm_unavailable');
    expect((err as Error).message).toContain('no answer within 200 ms');
    expect(llm.requests).toHaveLength(3);
  });

  it('fails with llm_busy and the time Retry-After gives on a 429', async () => {
    llm.script({ status: 429, headers: { 'retry-after': '30' } });
    const before = Date.now();
    const err = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('llm_busy');
    expect((err as ExtractionError).retryAt).toBeGreaterThanOrEqual(before + 30_000);
    expect((err as ExtractionError).retryAt).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(llm.requests).toHaveLength(1);

    const at = new Date(Date.now() + 120_000);
    at.setMilliseconds(0);
    llm.script({ status: 429, headers: { 'retry-after': at.toUTCString() } });
    const dated = await failure(extractor().extract(shortPaper, { language: 'id' }));
    expect((dated as ExtractionError).retryAt).toBe(at.getTime());
  });

  it('stops when the signal aborts a call in flight', async () => {
    llm.otherwise({ hang: true });
    const controller = new AbortController();
    const running = failure(extractor().extract(shortPaper, { language: 'id', signal: controller.signal }));
    await llm.waitForRequests(1);
    controller.abort(new Error('job cancelled'));
    const err = await running;
    expect(err).toEqual(new Error('job cancelled'));
    expect(llm.requests).toHaveLength(1);
  });

  it('does not call at all with a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled first'));
    await expect(extractor().extract(shortPaper, { language: 'id', signal: controller.signal })).rejects.toThrow('cancelled first');
    expect(llm.requests).toHaveLength(0);
  });

  it('cuts a long document between numbered questions and sends the parts in order', async () => {
    const blocks: Block[] = [];
    for (let n = 1; n <= 30; n++) {
      blocks.push(para(`${n}. Pertanyaan nomor ${n}: ${'teks soal panjang '.repeat(12)}`));
      for (const letter of ['A', 'B', 'C', 'D']) blocks.push(para(`${letter}. pilihan ${letter} untuk soal ${n}`));
    }
    blocks.push(para('Kunci Jawaban'), { kind: 'table', rows: [[[{ text: '1-30' }], [{ text: 'A' }]]] });
    const long = paper(blocks);
    llm.otherwise((req) => {
      const text = req.body.messages[1]!.content.split('=== For reference only')[0]!;
      const numbers = [...text.matchAll(/^(\d+)\. Pertanyaan/gm)].map((m) => Number(m[1]));
      return { json: { questions: numbers.map((n) => ({ ...mcQuestion(n), passage_key: 'p1' })), passages: [{ key: 'p1', title: `Bagian ${numbers[0]}`, content_html: '<p>x</p>' }] } };
    });
    const progress: number[] = [];
    const result = await llmExtractor(config, { retryDelayMs: 1, chunkChars: 2_000 }).extract(long, { language: 'id', onProgress: (p) => progress.push(p) });

    expect(llm.requests.length).toBeGreaterThan(3);
    const parts = llm.requests.map((r) => r.body.messages[1]!.content);
    parts.forEach((content, i) => expect(content).toContain(`Part ${i + 1} of ${parts.length}`));
    // Each part starts at a question (no question is split between two calls).
    for (const content of parts.slice(1)) expect(content.split('=== Paper ===\n')[1]).toMatch(/^\d+\. Pertanyaan/);
    // The answer key at the end goes along with the earlier parts.
    expect(parts[0]).toContain('For reference only');
    expect(parts[0]).toContain('| 1-30 | A |');
    expect(result.questions.map((q) => q.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // Passage keys are unique across parts.
    expect(result.passages.map((p) => p.key)).toEqual(parts.map((_, i) => `p${i + 1}`));
    expect(new Set(result.questions.map((q) => q.passage_key)).size).toBe(parts.length);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toHaveLength(parts.length + 1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });
});

describe('the document as text', () => {
  it('marks bold and underlined runs, numbers automatic lists, writes tables as rows and images as references', () => {
    const { lines, images } = renderDocument({
      kind: 'docx',
      pages: [
        {
          blocks: [
            { kind: 'heading', level: 1, runs: [{ text: 'Ulangan Harian' }] },
            { kind: 'paragraph', runs: [{ text: 'Hasil dari ' }, { text: '[% 2^3 %]', italic: true }, { text: ' adalah …' }], list: { ordered: true, level: 0 } },
            { kind: 'paragraph', runs: [{ text: '6' }], list: { ordered: true, level: 1 } },
            { kind: 'paragraph', runs: [{ text: ' 8 ', bold: true, underline: true }], list: { ordered: true, level: 1 } },
            { kind: 'paragraph', runs: [{ text: 'Ibu kota …' }], list: { ordered: true, level: 0 } },
            { kind: 'paragraph', runs: [{ text: 'Jakarta' }], list: { ordered: true, level: 1 } },
            { kind: 'table', rows: [[[{ text: 'a' }, { text: '\n' }, { text: 'b|c' }], [{ text: 'd', bold: true }]]] },
            { kind: 'image', image: { ...png, alt: 'peta "Jawa"' } },
          ],
        },
      ],
    });
    expect(lines).toEqual([
      '# Ulangan Harian',
      '1. Hasil dari [% 2^3 %] adalah …',
      '  a. 6',
      '  b.  **__8__** ',
      '2. Ibu kota …',
      '  a. Jakarta',
      '| a<br>b\\|c | **d** |',
      '<img data-image-ref="0" alt="peta &quot;Jawa&quot;">',
    ]);
    expect(images).toHaveLength(1);
  });

  it('cuts chunks no longer than the limit, before a question when one is near', () => {
    const lines = Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? `${i / 4 + 1}. soal ${'x'.repeat(40)}` : `A. pilihan ${'y'.repeat(40)}`));
    const chunks = chunkLines(lines, 500);
    expect(chunks.join('\n')).toBe(lines.join('\n'));
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(500);
    for (const c of chunks) expect(c).toMatch(/^\d+\. soal/);
    // A single line longer than the limit is cut too.
    expect(chunkLines(['z'.repeat(1200)], 500).every((c) => c.length <= 500)).toBe(true);
  });
});
