// The question extractor for any OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI's v1 API,
// vLLM, Ollama, llama.cpp server): POST `${baseUrl}/chat/completions` with the platform's fetch,
// one call per chunk of the document, in order, asking for a JSON object
// (`response_format: json_object`, temperature 0).
// - A reply that is not the JSON asked for (llmReply.ts) is asked for again, with what was wrong,
//   up to MALFORMED_ATTEMPTS calls in all; then ExtractionError('llm_malformed').
// - An endpoint that cannot be reached, times out or answers 5xx is tried UNAVAILABLE_ATTEMPTS
//   times with a growing pause; then 'llm_unavailable'. Another 4xx (a wrong key or model) is
//   'llm_unavailable' at once; 429 is 'llm_busy' with the time its Retry-After gives.
// - A reply body is read no further than REPLY_MAX_BYTES (counted while it streams in, or refused
//   by its Content-Length): past it the call is 'llm_malformed' at once (asked again, the same
//   question gets the same reply); an error body is read no further than ERROR_MAX_BYTES.
// - The caller's AbortSignal stops everything: the signal's reason is thrown.
// Nothing here logs; errors carry HTTP statuses and the endpoint's short error text, never the
// document's text or the key.
import type { LlmConfig } from '../../../config.ts';
import { DOCUMENT_MAX_QUESTIONS } from '../../../../domain/schemas/documents.ts';
import type { ReadDocument } from '../model.ts';
import { CHUNK_CHARS, type PromptChunk, promptChunks, renderDocument, retryNote, systemPrompt, userMessage } from './llmPrompt.ts';
import { type ChunkResult, checkReply, completionContent } from './llmReply.ts';
import { type ExtractOptions, type ExtractedPassage, type ExtractedQuestion, type Extraction, ExtractionError, type QuestionExtractor } from './types.ts';

export const MALFORMED_ATTEMPTS = 3;
export const UNAVAILABLE_ATTEMPTS = 3;
/** The most of a reply's body read: 8 MiB (a chunk's questions as JSON are well under 1 MiB). */
export const REPLY_MAX_BYTES = 8 * 1024 * 1024;
/** The most of an error reply's body read, for its short message. */
const ERROR_MAX_BYTES = 64 * 1024;
/** When a 429 gives no usable Retry-After. */
const DEFAULT_BUSY_MS = 60_000;

export interface LlmExtractorOptions {
  /** The first pause before calling an unreachable endpoint again; doubled each time (default 2 s). */
  retryDelayMs?: number;
  /** Characters of document text per call (default CHUNK_CHARS). */
  chunkChars?: number;
}

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Retry-After (seconds or an HTTP date) → epoch ms. */
export function retryAtFrom(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(value)) return now + Math.ceil(Number(value) * 1000);
  const date = value === '' ? Number.NaN : Date.parse(value);
  return Number.isNaN(date) ? now + DEFAULT_BUSY_MS : Math.max(date, now);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The body as UTF-8 text, read no further than max bytes; null (and the rest left unread) past it. */
async function readCapped(res: Response, max: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared > max) {
    await res.body?.cancel();
    return null;
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** The endpoint's own short error text (OpenAI's `{error: {message}}`), for the operator. */
async function errorDetail(res: Response): Promise<string> {
  try {
    const body = JSON.parse((await readCapped(res, ERROR_MAX_BYTES)) ?? '') as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    return typeof message === 'string' && message.trim() !== '' ? `: ${message.trim().slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

const causeOf = (err: unknown) => {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  return String(cause?.code ?? cause?.message ?? (err as Error).message ?? err);
};

/** One chat completion: the parsed JSON body (undefined when the body is not JSON). */
async function chat(config: LlmConfig, messages: ChatMessage[], signal: AbortSignal | undefined, retryDelayMs: number): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({ model: config.model, temperature: 0, response_format: { type: 'json_object' }, messages });
  let problem = '';
  for (let attempt = 0; attempt < UNAVAILABLE_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(retryDelayMs * 2 ** (attempt - 1), signal);
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const callSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      // No redirect is followed: the paper (and the key) go to the configured endpoint only.
      const res = await fetch(`${config.baseUrl}/chat/completions`, { method: 'POST', headers, body, signal: callSignal, redirect: 'manual' });
      if (res.status === 429) {
        await res.body?.cancel();
        throw new ExtractionError('llm_busy', 'HTTP 429', retryAtFrom(res.headers.get('retry-after')));
      }
      if (res.status >= 500) {
        problem = `HTTP ${res.status}${await errorDetail(res)}`;
        continue;
      }
      if (!res.ok) throw new ExtractionError('llm_unavailable', `HTTP ${res.status}${await errorDetail(res)}`);
      const text = await readCapped(res, REPLY_MAX_BYTES);
      if (text === null) throw new ExtractionError('llm_malformed', `a reply over ${REPLY_MAX_BYTES} bytes`);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    } catch (err) {
      if (err instanceof ExtractionError) throw err;
      if (signal?.aborted) throw signal.reason as Error;
      problem = timeout.aborted ? `no answer within ${config.timeoutMs} ms` : `cannot reach the endpoint (${causeOf(err)})`;
    }
  }
  throw new ExtractionError('llm_unavailable', problem);
}

async function extractChunk(
  config: LlmConfig,
  chunk: PromptChunk,
  part: { index: number; total: number; imageCount: number; language: ExtractOptions['language'] },
  signal: AbortSignal | undefined,
  retryDelayMs: number,
): Promise<ChunkResult> {
  const base: ChatMessage[] = [
    { role: 'system', content: systemPrompt(part.language) },
    { role: 'user', content: userMessage(chunk, part.index, part.total) },
  ];
  let problem = '';
  for (let attempt = 0; attempt < MALFORMED_ATTEMPTS; attempt++) {
    const messages: ChatMessage[] = attempt === 0 ? base : [...base, { role: 'user', content: retryNote(problem) }];
    const content = completionContent(await chat(config, messages, signal, retryDelayMs));
    if (!content.ok) {
      problem = content.problem;
      continue;
    }
    const checked = checkReply(content.value, part.imageCount);
    if (checked.ok) return checked.value;
    problem = checked.problem;
  }
  throw new ExtractionError('llm_malformed', `part ${part.index + 1} of ${part.total}, after ${MALFORMED_ATTEMPTS} replies: ${problem}`);
}

export function llmExtractor(config: LlmConfig, options: LlmExtractorOptions = {}): QuestionExtractor {
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const chunkChars = options.chunkChars ?? CHUNK_CHARS;
  return {
    name: 'llm',
    async extract(document: ReadDocument, { language, signal, onProgress }: ExtractOptions): Promise<Extraction> {
      signal?.throwIfAborted();
      const rendered = renderDocument(document);
      const chunks = promptChunks(rendered, chunkChars);
      const questions: ExtractedQuestion[] = [];
      const passages: ExtractedPassage[] = [];
      onProgress?.(0);
      for (const [index, chunk] of chunks.entries()) {
        const result = await extractChunk(config, chunk, { index, total: chunks.length, imageCount: rendered.images.length, language }, signal, retryDelayMs);
        // Passage keys are the model's, per call: give them keys unique in the whole extraction.
        const keys = new Map<string, string>();
        for (const passage of result.passages) {
          if (!result.questions.some((q) => q.passage_key === passage.key)) continue;
          const key = `p${passages.length + 1}`;
          keys.set(passage.key, key);
          passages.push({ ...passage, key });
        }
        for (const q of result.questions) questions.push({ ...q, passage_key: q.passage_key === null ? null : (keys.get(q.passage_key) ?? null) });
        onProgress?.(Math.round(((index + 1) / chunks.length) * 100));
      }
      return { questions: questions.slice(0, DOCUMENT_MAX_QUESTIONS), passages, images: rendered.images };
    },
  };
}
