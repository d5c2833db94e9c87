// A real OpenAI-compatible chat endpoint on loopback for tests of the LLM question extractor:
// POST /v1/chat/completions answers the scripted replies in turn (a JSON content, any text, an
// HTTP status with headers, or no answer at all) and records every request (headers, body).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** A chat completion whose message content is this value as JSON. */
  | { json: unknown; finishReason?: string }
  /** A chat completion whose message content is this text. */
  | { text: string }
  /** This status, with a JSON body and headers. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** A 200 whose body is this text (not a chat completion). */
  | { raw: string }
  /** No answer until the client gives up or the server closes. */
  | { hang: true }
  /** A 200 whose body (chunked, no Content-Length) never ends: written until the client stops reading. */
  | { endless: true };

export interface ChatRequestBody {
  model: string;
  temperature?: number;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatRequestBody;
}

export interface FakeLlm {
  /** What LLM_BASE_URL would be: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queue replies, answered in order; when the queue is empty, `otherwise` answers. */
  script(...replies: FakeReply[]): void;
  /** Answers every request the queue does not (default: 500). A function sees the request. */
  otherwise(reply: FakeReply | ((req: RecordedRequest) => FakeReply)): void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

const completion = (content: string, finishReason = 'stop') => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'fake',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

function answer(res: http.ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('endless' in reply) {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    res.write('{"choices":[{"message":{"content":"');
    const more = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', more);
    more();
    return;
  }
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
  if ('json' in reply) send(200, JSON.stringify(completion(JSON.stringify(reply.json), reply.finishReason)));
  else if ('text' in reply) send(200, JSON.stringify(completion(reply.text)));
  else if ('raw' in reply) send(200, reply.raw);
  else send(reply.status, JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }), reply.headers);
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  let fallback: FakeReply | ((req: RecordedRequest) => FakeReply) = { status: 500, body: { error: { message: 'no reply scripted' } } };
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        res.writeHead(400).end('{"error":{"message":"body is not JSON"}}');
        return;
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      for (const w of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        answer(res, { status: 404, body: { error: { message: 'not found' } } });
        return;
      }
      const next = queue.shift() ?? (typeof fallback === 'function' ? fallback(recorded) : fallback);
      answer(res, next);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    otherwise: (reply) => {
      fallback = reply;
    },
    waitForRequests: (count) =>
      requests.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
