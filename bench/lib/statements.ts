// Preloaded into a server under test (`node --import bench/lib/statements.ts server/main.ts serve`):
// counts every SQL statement the process sends, through the pg driver (Client.query, which the
// pool's clients use) and the embedded database (PGliteThread: query, exec, execProtocol for a named statement, and those
// inside a transaction with its BEGIN and COMMIT), and answers the count as JSON on a loopback
// port of its own (BENCH_STATS_PORT), so a benchmark can read it before and after one request.
// Changes nothing else.
import http from 'node:http';
import pg from 'pg';
import { PGliteThread } from '../../server/db/pgliteThread/pgliteThread.ts';

let statements = 0;

type Fn = (...args: unknown[]) => unknown;
function counted<T extends object>(target: T, name: string) {
  const original = (target as Record<string, Fn>)[name]!;
  (target as Record<string, Fn>)[name] = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

counted(pg.Client.prototype, 'query');
counted(PGliteThread.prototype, 'query');
counted(PGliteThread.prototype, 'exec');
// A named statement's execution (server/db/pgliteNamed.ts).
counted(PGliteThread.prototype, 'execProtocol');
const transaction = PGliteThread.prototype.transaction as unknown as Fn;
PGliteThread.prototype.transaction = function (this: PGliteThread, callback: (tx: object) => unknown) {
  statements += 2; // BEGIN, COMMIT (or ROLLBACK)
  return transaction.call(this, (tx: object) => {
    counted(tx, 'query');
    counted(tx, 'exec');
    return callback(tx);
  });
} as unknown as typeof PGliteThread.prototype.transaction;

const port = Number(process.env.BENCH_STATS_PORT);
if (port) {
  http
    .createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ statements }));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
