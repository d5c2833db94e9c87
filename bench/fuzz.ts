// The OpenAPI fuzz net of server/test/fuzz with many more runs than `npm test` gives it:
// npm run bench -- fuzz. FUZZ_RUNS (default 200) runs per operation, FUZZ_SEED / FUZZ_PATH
// replay a failure. PGlite in process; PostgreSQL too when BENCH_DATABASE_URL is set.
// Prints operations, requests, statuses seen and every failure with its seed and request.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { openStorage } from '../server/storage/index.ts';
import type { TestApp } from '../server/test/app.ts';
import { makeSchool } from '../server/test/contentFactories.ts';
import { lazyQueue } from '../server/jobs/lazyQueue.ts';
import { describesNoReply, openApiDocument, operationsOf } from '../server/test/fuzz/openapi.ts';
import { crossOrganization, fuzzOperation, fuzzOptionsFromEnv, idOperations, inFuzzOrder, type FuzzResult } from '../server/test/fuzz/run.ts';
import { fuzzSchool } from '../server/test/fuzz/school.ts';

const options = fuzzOptionsFromEnv(200);

async function against(name: string, database: Database) {
  await database.migrate();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-fuzz-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  const storage = await openStorage(config);
  const queue = lazyQueue(database, { work: true, storage, logger: { info() {}, warn() {}, error() {} }, pollingIntervalSeconds: 0.5 });
  const app = await buildApp({ config, database, db: database.db, storage, queue }, { logger: false, serveWeb: false });
  app.addHook('onClose', () => queue.stop());
  await app.ready();
  const t: TestApp = { app, db: database.db, database, config, storage, queue, jobErrors: [], close: async () => {} };
  const started = performance.now();
  try {
    const operations = inFuzzOrder(operationsOf(openApiDocument(app)));
    const school = await fuzzSchool(t);
    const outsider = await makeSchool(t.db);
    const results: { op: string; property: string; result: FuzzResult }[] = [];
    for (const op of idOperations(operations)) {
      results.push({ op: op.id, property: 'cross-organization', result: await crossOrganization(t, op, school.pool, outsider.admin.id, { ...options, runs: Math.ceil(options.runs / 4) }) });
    }
    for (const op of operations) {
      results.push({ op: op.id, property: 'fuzz', result: await fuzzOperation(t, op, school.pool, school.school.admin.id, options, describesNoReply(op)) });
    }
    const seconds = (performance.now() - started) / 1000;
    const requests = results.reduce((n, r) => n + r.result.requests, 0);
    const statuses = new Map<number, number>();
    for (const { result } of results) for (const [status, n] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    console.log(`\n${name}: ${operations.length} operations (${idOperations(operations).length} id routes), ${requests} requests in ${seconds.toFixed(1)} s (${(requests / seconds).toFixed(0)}/s)`);
    console.log(`statuses seen: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}`);
    console.log('per operation (fuzz property):');
    for (const { op, property, result } of results) {
      if (property !== 'fuzz') continue;
      console.log(`  ${op.padEnd(64)} ${[...result.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    }
    const failures = results.filter((r) => r.result.failure);
    console.log(`failures: ${failures.length}`);
    for (const { property, result } of failures) console.log(`\n[${property}] ${result.failure}`);
    return failures.length;
  } finally {
    await app.close();
    await storage.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

let failed = 0;
const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `pena_bench_fuzz_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    failed += await against('PostgreSQL', await openDatabase({ kind: 'postgres', url: target.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
failed += await against('PGlite (in-process)', await openDatabase({ kind: 'pglite' }));
process.exitCode = failed ? 1 : 0;
