// A job queue that starts pg-boss on first use: what buildApp uses when it is given no
// queue (tests, benchmarks), so an app that never sends a job never installs pg-boss.
// ready() (called by startJob before its transaction) starts it; on PGlite starting
// it inside an open transaction would wait for that transaction.
import type { Database } from '../db/client.ts';
import { startQueue, type Queue, type StartQueueOptions } from './queue.ts';
import type { JobQueue } from './task.ts';

export interface LazyQueue extends JobQueue {
  /** The started queue, if anything started it. */
  started(): Queue | undefined;
  /** Stops the queue if it was started. */
  stop(): Promise<void>;
}

export function lazyQueue(database: Database, options: StartQueueOptions): LazyQueue {
  let starting: Promise<Queue> | undefined;
  let queue: Queue | undefined;
  const start = () =>
    (starting ??= startQueue(database, options).then((q) => {
      queue = q;
      return q;
    }));
  return {
    ready: async () => {
      await start();
    },
    send: async (name, data, sendOptions) => {
      if (!queue && sendOptions?.tx && database.kind === 'pglite') {
        throw new Error('lazyQueue: call ready() before sending inside a transaction on PGlite');
      }
      return (await start()).send(name, data, sendOptions);
    },
    started: () => queue,
    stop: async () => {
      if (!starting) return;
      const q = await starting.catch(() => undefined);
      await q?.stop();
    },
  };
}
