// The embedded database on a worker thread of its own (pgliteThreadWorker.ts), with PGlite's
// interface on the server's thread: query, exec, transaction and the protocol calls Drizzle,
// the job queue and the named statements use. Only the protocol messages cross: the statement
// runs in the worker while the server's thread answers other requests; replies are parsed here,
// as PGlite does. The locks that keep one statement or transaction at a time are held here,
// where every caller is. PGlite's browser worker (PGliteWorker) does the same over a Web
// Worker; its base class, which builds query, exec and transaction on these calls, is
// PGliteWorker's parent (PGlite does not export it by name).
import { Worker } from 'node:worker_threads';
import { messages, Mutex } from '@electric-sql/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteWorker } from '@electric-sql/pglite/worker';
import type { ThreadCall, ThreadError, ThreadOptions, ThreadReply, ThreadStart } from './protocol.ts';

type ExecOptions = { syncToFs?: boolean };
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;
type DumpCompression = Parameters<PGlite['dumpDataDir']>[0];

/** What the base class gives: PGlite's query surface over the calls below. */
type BaseSurface = Pick<PGliteWorker, 'query' | 'sql' | 'exec' | 'transaction' | 'describeQuery' | 'runExclusive' | 'serializers' | 'parsers' | 'refreshArrayTypes'> & {
  _initArrayTypes(options?: { force?: boolean }): Promise<void>;
};
const BasePGlite = Object.getPrototypeOf(PGliteWorker) as new () => BaseSurface;

type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never;
type Call = Distributive<ThreadCall>;

function toError({ message, database, fields }: ThreadError): Error {
  const error = database ? new messages.DatabaseError(message, 0, 'error') : new Error(message);
  return Object.assign(error, fields);
}

const workerFile = new URL('./pgliteThreadWorker.ts', import.meta.url);
const YOUNG_GENERATION_MB = 4;

export class PGliteThread extends BasePGlite {
  debug = 0 as const;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  #next = 0;
  #closed = false;
  #ended: Error | null = null;

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(toError(reply.error));
      else waiting.resolve(reply.result);
    });
    const end = (error: Error) => {
      this.#ended ??= error;
      for (const { reject } of this.#waiting.values()) reject(error);
      this.#waiting.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the database thread ended (exit code ${code})`)));
  }

  /** Opens the database in a new worker thread; resolves once it is ready for statements. */
  static async open(options: { dataDir?: string; loadDataDir?: Blob; startParams?: string[] }): Promise<PGliteThread> {
    const workerData: ThreadOptions = {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
      startParams: options.startParams,
    };
    const worker = new Worker(workerFile, {
      workerData,
      transferList: workerData.loadDataDir ? [workerData.loadDataDir] : [],
      // The thread's own objects are few and short-lived (the protocol messages of one
      // statement): a small young generation, instead of the server's, saves its resident size.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const started = await new Promise<ThreadStart>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread ended before it opened (exit code ${code})`)));
    });
    if (!started.ready) {
      await worker.terminate();
      throw toError(started.error);
    }
    const thread = new PGliteThread(worker);
    await thread._initArrayTypes();
    return thread;
  }

  #call<T>(call: Call): Promise<T> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = ++this.#next;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  async execProtocol(message: Uint8Array, { syncToFs }: ExecOptions = {}): Promise<{ messages: BackendMessages; data: Uint8Array }> {
    return { messages: await this.#call<BackendMessages>({ method: 'execProtocol', message, syncToFs }), data: new Uint8Array(0) };
  }

  execProtocolStream(message: Uint8Array, { syncToFs }: ExecOptions = {}): Promise<BackendMessages> {
    return this.#call({ method: 'execProtocolStream', message, syncToFs });
  }

  execProtocolRaw(message: Uint8Array, { syncToFs }: ExecOptions = {}): Promise<Uint8Array> {
    return this.#call({ method: 'execProtocolRaw', message, syncToFs });
  }

  execProtocolRawStream(): Promise<void> {
    return Promise.reject(new Error('PGliteThread: execProtocolRawStream is not used by Pena'));
  }

  syncToFs(): Promise<void> {
    return this.#call({ method: 'syncToFs' });
  }

  /** The data directory as a tarball, to start another database from (PGlite's `loadDataDir`). */
  async dumpDataDir(compression?: DumpCompression): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ method: 'dumpDataDir', compression })]);
  }

  // Query results in blobs (COPY … TO/FROM '/dev/blob') are not used by Pena.
  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('PGliteThread: blobs are not used by Pena');
  }
  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }
  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.#closed) throw new Error('PGliteThread: the database is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  listen(): Promise<never> {
    return Promise.reject(new Error('PGliteThread: LISTEN is not used by Pena'));
  }

  /** Closes the database (its files synced) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#call({ method: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}
