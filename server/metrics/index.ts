// Prometheus metrics: one prom-client Registry per process, served by
// metrics/server.ts on METRICS_ADDRESS only (never the public port).
//
// - HTTP: requests and latency by method, route PATTERN (Fastify's routeOptions.url, e.g.
//   /content/courses/:id; anything no route matched is one label, UNMATCHED) and status.
//   Ids and tokens in the path never become label values.
// - Jobs: durations and outcomes per task, observed where the task runs (jobs/queue.ts, in
//   `pena serve` and `pena worker`); queue depth per queue, counted at scrape time.
// - Database: the PostgreSQL pool's connections (total, idle, waiting). PGlite has no pool
//   (one embedded connection): pena_database_info{engine="pglite"} says so, no pool gauges.
// - The process: prom-client's default metrics (CPU, memory, event loop lag, GC).
import type { FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/client.ts';

/** The route label of a request no route matched (404s, the web app's pages). */
export const UNMATCHED = '(unmatched)';

/** Job outcomes: done, or failed (pg-boss retries it until its retryLimit). */
export type JobOutcome = 'completed' | 'failed';

/** Where the job queue's depth comes from at scrape time; undefined while pg-boss has not started. */
export type QueueDepthSource = () => Promise<{ name: string; queued: number; active: number; deferred: number }[] | undefined>;

export interface Metrics {
  readonly registry: client.Registry;
  /** Fastify onResponse hook: counts the request and its latency. */
  onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A job of `task` ran for `seconds` and ended so. */
  observeJob(task: string, outcome: JobOutcome, seconds: number): void;
  /** Read the queue depth from here at each scrape (the process's pg-boss). */
  watchQueue(source: QueueDepthSource): void;
}

/**
 * The depth of every queue, from pg-boss's job table (created/retry: queued; active; a
 * start_after in the future: deferred). One statement per scrape; undefined before pg-boss
 * created its schema.
 */
export function queueDepthFrom(database: Database, schema = 'pgboss'): QueueDepthSource {
  return async () => {
    try {
      const { rows } = await database.executeSql(
        `SELECT name,
            (count(*) FILTER (WHERE state < 'active'))::int AS queued,
            (count(*) FILTER (WHERE state = 'active'))::int AS active,
            (count(*) FILTER (WHERE state < 'active' AND start_after > now()))::int AS deferred
          FROM ${schema}.job WHERE state < 'completed' GROUP BY name`,
      );
      return rows as { name: string; queued: number; active: number; deferred: number }[];
    } catch (err) {
      if ((err as { code?: string }).code === '42P01' || (err as { code?: string }).code === '3F000') return undefined; // no pg-boss schema yet
      throw err;
    }
  };
}

export function createMetrics(options: { database: Database; process: 'serve' | 'worker'; taskNames?: readonly string[] }): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ process: options.process });
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Counter({
    name: 'pena_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'pena_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new client.Counter({
    name: 'pena_jobs_total',
    help: 'Background jobs run in this process, by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'pena_job_duration_seconds',
    help: 'Time a background job ran in this process, by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
    registers: [registry],
  });

  let depthSource: QueueDepthSource | undefined;
  const taskNames = options.taskNames ?? [];
  new client.Gauge({
    name: 'pena_job_queue_depth',
    help: 'Jobs waiting (queued: ready or deferred) or running (active) per queue, counted at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = depthSource ? await depthSource() : undefined;
      if (!rows) return;
      const byName = new Map(rows.map((r) => [r.name, r]));
      for (const name of new Set([...taskNames, ...byName.keys()])) {
        const row = byName.get(name);
        this.set({ queue: name, state: 'queued' }, row?.queued ?? 0);
        this.set({ queue: name, state: 'deferred' }, row?.deferred ?? 0);
        this.set({ queue: name, state: 'active' }, row?.active ?? 0);
      }
    },
  });

  new client.Gauge({
    name: 'pena_database_info',
    help: 'The database engine (pglite: embedded, one connection and no pool; postgres: a pg.Pool)',
    labelNames: ['engine'] as const,
    registers: [registry],
  }).set({ engine: options.database.kind }, 1);
  const pool = options.database.pool;
  if (pool) {
    new client.Gauge({
      name: 'pena_database_pool_connections',
      help: 'The PostgreSQL pool: connections open (total), idle, and requests waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new client.Gauge({
      name: 'pena_database_pool_max',
      help: 'The PostgreSQL pool size limit',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }

  const children = new Map<string, { requests: client.Counter.Internal; latency: client.Histogram.Internal<'method' | 'route' | 'status_code'> }>();
  return {
    registry,
    async onResponse(request, reply) {
      // One pair of children per method, route and status, looked up by one string instead of
      // prom-client hashing a labels object twice per request.
      const route = request.routeOptions.url ?? UNMATCHED;
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let found = children.get(key);
      if (!found) {
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        found = { requests: requests.labels(labels), latency: latency.labels(labels) };
        children.set(key, found);
      }
      found.requests.inc();
      found.latency.observe(reply.elapsedTime / 1000);
    },
    observeJob(task, outcome, seconds) {
      jobs.inc({ task, outcome });
      jobDuration.observe({ task, outcome }, seconds);
    },
    watchQueue(source) {
      depthSource = source;
    },
  };
}
