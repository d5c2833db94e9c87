// The messages between the server's thread (pgliteThread.ts) and the database's worker thread
// (pgliteThreadWorker.ts): one call, one reply with the same id.
import type { PGlite } from '@electric-sql/pglite';

type DumpTarCompressionOptions = Parameters<PGlite['dumpDataDir']>[0];

/** What the worker opens: PGlite.create's options that can cross threads. */
export type ThreadOptions = {
  dataDir?: string;
  /** A data directory dump to start from (PGlite's `loadDataDir`), as bytes. */
  loadDataDir?: ArrayBuffer;
  startParams?: string[];
};

type Exec = { message: Uint8Array; syncToFs?: boolean };

export type ThreadCall = { id: number } & (
  | ({ method: 'execProtocol' } & Exec)
  | ({ method: 'execProtocolStream' } & Exec)
  | ({ method: 'execProtocolRaw' } & Exec)
  | { method: 'syncToFs' }
  | { method: 'dumpDataDir'; compression?: DumpTarCompressionOptions }
  | { method: 'close' }
);

/** An error's message and its own fields (a DatabaseError's code, detail, constraint…). */
export type ThreadError = { message: string; database: boolean; fields: Record<string, unknown> };

export type ThreadReply = { id: number; result: unknown } | { id: number; error: ThreadError };

/** The worker's first message: open, or why not. */
export type ThreadStart = { ready: true } | { ready: false; error: ThreadError };
