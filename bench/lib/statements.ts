// Preloaded into a server under test (`node --import bench/lib/statements.ts server/main.ts serve`):
// counts every SQL statement the process sends, through the pg driver (Client.query, which the
// pool's clients use) and the embedded database (PGliteThread: query, exec, execProtocol for a named statement, and those
// inside a transaction with its BEGIN and COMMIT), and answers the count as JSON on a loopback
// port of its own (BENCH_STATS_PORT), so a benchmark can read it before and after one request.
// The PGliteThread counted is the one of the checkout the server runs from (BENCH_CHECKOUT, set by
// harness.ts; a baseline's worktree has its own copy of the module, while the drivers are shared
// through its node_modules link); a checkout without one has its statements counted through pg only.
// Only the main thread counts and listens: the embedded database's worker thread inherits this
// preload, and a second listener on the port would fail. Changes nothing else.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import type { PGliteThread as PGliteThreadClass } from '../../server/db/pgliteThread/pgliteThread.ts';

let statements = 0;

type Fn = (...args: unknown[]) => unknown;
function counted<T extends object>(target: T, name: string) {
  const original = (target as Record<string, Fn>)[name]!;
  (target as Record<string, Fn>)[name] = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

async function countPGliteThread() {
  const checkout = process.env.BENCH_CHECKOUT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const file = path.join(checkout, 'server/db/pgliteThread/pgliteThread.ts');
  if (!fs.existsSync(file)) return;
  const { PGliteThread } = (await import(pathToFileURL(file).href)) as { PGliteThread: typeof PGliteThreadClass };
  counted(PGliteThread.prototype, 'query');
  counted(PGliteThread.prototype, 'exec');
  // A named statement's execution (server/db/pgliteNamed.ts).
  counted(PGliteThread.prototype, 'execProtocol');
  const transaction = PGliteThread.prototype.transaction as unknown as Fn;
  PGliteThread.prototype.transaction = function (this: PGliteThreadClass, callback: (tx: object) => unknown) {
    statements += 2; // BEGIN, COMMIT (or ROLLBACK)
    return transaction.call(this, (tx: object) => {
      counted(tx, 'query');
      counted(tx, 'exec');
      return callback(tx);
    });
  } as unknown as typeof PGliteThreadClass.prototype.transaction;
}

if (isMainThread) {
  counted(pg.Client.prototype, 'query');
  await countPGliteThread();
}

const port = Number(process.env.BENCH_STATS_PORT);
if (port && isMainThread) {
  http
    .createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ statements }));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
