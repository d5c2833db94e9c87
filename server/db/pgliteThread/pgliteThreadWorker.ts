// The worker thread that holds the embedded database (pgliteThread.ts starts it). PGlite runs
// PostgreSQL compiled to WebAssembly, and each statement runs to its end without yielding: on
// the server's own thread a statement over thousands of rows held every request for as long
// (a publish of 4,000 items, over a second). Here it holds only this thread. Each request from
// the server's thread is one PGlite call, answered with its result or its error's fields.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadCall, ThreadOptions, ThreadReply, ThreadError } from './protocol.ts';

const options = workerData as ThreadOptions;
const port = parentPort!;

/** A copy that owns its buffer: PGlite's results can be views into the whole WebAssembly memory. */
function owned(data: Uint8Array): Uint8Array {
  if (data.byteLength === data.buffer.byteLength) return data;
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  return copy;
}

function errorFields(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, database: error.constructor.name === 'DatabaseError', fields };
}

async function start(): Promise<void> {
  // pg_trgm: the index of the course list's search (migration 0007).
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm },
    startParams: options.startParams,
  });

  const run = async (call: ThreadCall): Promise<{ result: unknown; transfer: ArrayBuffer[] }> => {
    switch (call.method) {
      case 'execProtocol': {
        const { messages } = await db.execProtocol(call.message, { syncToFs: call.syncToFs });
        return { result: messages, transfer: [] };
      }
      case 'execProtocolStream':
        return { result: await db.execProtocolStream(call.message, { syncToFs: call.syncToFs }), transfer: [] };
      case 'execProtocolRaw': {
        const data = owned(await db.execProtocolRaw(call.message, { syncToFs: call.syncToFs }));
        return { result: data, transfer: [data.buffer as ArrayBuffer] };
      }
      case 'syncToFs':
        await db.syncToFs();
        return { result: null, transfer: [] };
      case 'dumpDataDir': {
        const dump = await db.dumpDataDir(call.compression);
        const bytes = await dump.arrayBuffer();
        return { result: bytes, transfer: [bytes] };
      }
      case 'close':
        await db.close();
        return { result: null, transfer: [] };
    }
  };

  port.on('message', (call: ThreadCall) => {
    run(call).then(
      ({ result, transfer }) => port.postMessage({ id: call.id, result } satisfies ThreadReply, transfer),
      (error: unknown) => port.postMessage({ id: call.id, error: errorFields(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ ready: true });
}

start().catch((error: unknown) => port.postMessage({ ready: false, error: errorFields(error) }));
