// A `pena serve` process for the benchmarks that time whole jobs over HTTP (publish, copy):
// the server runs as its own process (API and worker in one, as `npm start`), the load from
// the benchmark's; its peak memory is read from /proc (Linux). Also the bare Fastify route
// every benchmark prints its figures against.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { JobStatusReply } from '../../domain/schemas/publishing.ts';
import type { Database } from '../../server/db/client.ts';
import { freePort } from './harness.ts';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';

import { LARGE_PASSWORD, type LargeOrganization, seedLarge } from '../seedLarge.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Milliseconds per request of a bare Fastify JSON route, sequential, after a warm-up. */
export async function bareMs(): Promise<number> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  for (let i = 0; i < 200; i++) await (await fetch(`${url}/bare`)).text();
  const started = performance.now();
  const n = 1000;
  for (let i = 0; i < n; i++) await (await fetch(`${url}/bare`)).text();
  const ms = (performance.now() - started) / n;
  await app.close();
  return ms;
}

/** The process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB. */
export function rssMb(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${which}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * `pena serve` on a free port with `env` (no DATABASE_URL: PGlite under DATA_DIR/db), once /healthz
 * answers. `nodeArgs` go before the script (e.g. `--import` of a preloaded watcher).
 */
export async function startServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  // As `npm start` runs it (server/nodeFlags.ts).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'server/main.ts'), 'serve'], {
    cwd: root,
    env: fullEnv,
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Logs in and answers the headers that authenticate as that user. */
export async function loginHeaders(url: string, email: string, password: string, organizationId: number): Promise<Record<string, string>> {
  const login = await fetch(`${url}/map/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, organization_id: organizationId }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { token: string } };
  return { authorization: `Token ${user.token}`, 'content-type': 'application/json' };
}

/** Polls GET /jobs/{uuid} every 100 ms (the screens poll every 3 s; finer here to time the job) until it ends. */
export async function waitForJobOver(url: string, headers: Record<string, string>, job: JobStatusReply): Promise<{ job: JobStatusReply; polls: number }> {
  let polls = 0;
  while (job.status !== 'completed' && job.status !== 'failed' && job.status !== 'cancelled') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await (await fetch(`${url}/jobs/${job.uuid}`, { headers })).json()) as JobStatusReply;
    polls++;
  }
  return { job, polls };
}

/**
 * Migrates `database`, seeds the large organization (bench/seedLarge.ts) and closes it, then
 * starts `pena serve` on it with `env` (and `nodeArgs`, as startServer) and logs in as its admin.
 */
export async function serveLarge(name: string, database: Database, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Promise<{ child: ChildProcess; url: string; headers: Record<string, string>; large: LargeOrganization }> {
  await database.migrate();
  const seeded = performance.now();
  const large = await seedLarge(database.db);
  console.log(`\n${name}: seeded the large course in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  if (database.kind === 'postgres') await database.executeSql('analyze');
  await database.close();
  const { child, url } = await startServer(env, nodeArgs);
  try {
    return { child, url, headers: await loginHeaders(url, large.adminEmail, LARGE_PASSWORD, large.organizationId), large };
  } catch (err) {
    await stopServer(child);
    throw err;
  }
}
