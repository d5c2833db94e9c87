// /metrics: scraped from its own address after real requests and a real job,
// on both engines. Route labels are patterns, never ids or tokens; the public port has no
// /metrics; a scrape without the token, or with another, is refused.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../context.ts';
import type { Database } from '../db/client.ts';
import { lazyQueue, type LazyQueue } from '../jobs/lazyQueue.ts';
import { SessionCleanupTask } from '../jobs/tasks/index.ts';
import { openStorage } from '../storage/index.ts';
import type { Storage } from '../storage/types.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { createMetrics, queueDepthFrom, type Metrics } from './index.ts';
import { startMetricsServer, type MetricsServer } from './server.ts';

const TOKEN = 'metrics-token-0123456789';

describe.each(testDatabaseKinds())('/metrics on %s', (kind) => {
  let database: Database;
  let storage: Storage;
  let queue: LazyQueue;
  let app: App;
  let metrics: Metrics;
  let server: MetricsServer;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-metrics-'));
    // A built web app too: the public port's page fallback must not answer /metrics either.
    await fs.mkdir(path.join(dataDir, 'web'));
    await fs.writeFile(path.join(dataDir, 'web', 'index.html'), '<!doctype html><title>Pena</title>');
    const config = testConfig({ DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'web'), METRICS_ADDRESS: '127.0.0.1:0', METRICS_TOKEN: TOKEN });
    storage = await openStorage(config);
    metrics = createMetrics({ database, process: 'serve', taskNames: [SessionCleanupTask.name] });
    metrics.watchQueue(queueDepthFrom(database));
    queue = lazyQueue(database, { work: true, storage, config, metrics, pollingIntervalSeconds: 0.5, tasks: [SessionCleanupTask], logger: { info() {}, warn() {}, error() {} } });
    app = await buildApp({ config, database, db: database.db, storage, queue }, { logger: false, metrics });
    await app.ready();
    server = await startMetricsServer(config.metrics!, metrics);
    url = `http://127.0.0.1:${server.address.port}/metrics`;
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
    await queue?.stop();
    await storage?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  it('counts requests by route pattern and status, and jobs by task and outcome', async () => {
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/content/courses/987654' }); // 401: no session
    await app.inject({ url: '/preview/secret-preview-token-abcdef' });
    await app.inject({ url: '/content/no-such-thing/55555' });
    await queue.send(SessionCleanupTask.name, {});
    // The job ran when its outcome is counted (a real pg-boss worker in this process).
    let text = await scrape();
    for (let i = 0; !/pena_jobs_total\{[^}]*task="session-cleanup"[^}]*outcome="completed"/.test(text) && i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = await scrape();
    }

    expect(text).toMatch(/pena_http_requests_total\{[^}]*method="GET",route="\/healthz",status_code="200"[^}]*\} 1/);
    expect(text).toMatch(/pena_http_requests_total\{[^}]*route="\/content\/courses\/:id",status_code="401"/);
    expect(text).toMatch(/pena_http_requests_total\{[^}]*route="\(unmatched\)",status_code="404"/);
    expect(text).toMatch(/pena_http_request_duration_seconds_bucket\{[^}]*route="\/healthz"/);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('secret-preview-token');
    expect(text).not.toContain('55555');
    expect(text).toMatch(/pena_jobs_total\{[^}]*task="session-cleanup",outcome="completed"[^}]*\} 1/);
    expect(text).toMatch(/pena_job_duration_seconds_count\{[^}]*task="session-cleanup",outcome="completed"/);
    expect(text).toMatch(/pena_job_queue_depth\{[^}]*queue="session-cleanup",state="queued"[^}]*\} 0/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    expect(text).toContain(`pena_database_info{engine="${kind}"`);
    if (kind === 'postgres') expect(text).toMatch(/pena_database_pool_connections\{state="total"[^}]*\} [1-9]/);
    else expect(text).not.toContain('pena_database_pool_connections');
  });

  it('counts a queued job in the depth of its queue at scrape time', async () => {
    // A job deferred an hour stays queued: the scrape reads it from pg-boss's table.
    await queue.send(SessionCleanupTask.name, {}, { startAfter: 3600 });
    const text = await scrape();
    expect(text).toMatch(/pena_job_queue_depth\{[^}]*queue="session-cleanup",state="queued"[^}]*\} 1/);
    expect(text).toMatch(/pena_job_queue_depth\{[^}]*queue="session-cleanup",state="deferred"[^}]*\} 1/);
  });

  it('is not on the public port, and refuses a scrape without the token or with another', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics?format=text' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/some/page' })).statusCode).toBe(200); // the web app's fallback is there
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: TOKEN } })).status).toBe(401);
    expect((await fetch(url.replace('/metrics', '/other'), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
