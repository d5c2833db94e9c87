// Benchmark: the calls every page load makes (GET /users/show_current and
// GET /content/organizations/{id}) on PGlite and on PostgreSQL, next to a bare Fastify
// JSON route measured in the same run. Run: npm run bench -- session
// PostgreSQL is used when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is reachable.
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed.ts';
import { load, printResults, type LoadResult } from './lib/load.ts';
import { onBothEngines } from './lib/engines.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const levels = [1, 10];

async function bare(): Promise<LoadResult[]> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const out: LoadResult[] = [];
  for (const c of levels) out.push(await load('bare fastify JSON', `${url}/bare`, { concurrency: c, requests: REQUESTS }));
  await app.close();
  return out;
}

async function against(name: string, database: Database) {
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, db: database.db }, { logger: false, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/map/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@nusantara.sch.id', password: DEMO_PASSWORD }),
  });
  const { user, organization } = (await login.json()) as { user: { token: string }; organization: { id: number } };
  const headers = { authorization: `Token ${user.token}` };
  const out: LoadResult[] = [];
  for (const c of levels) {
    out.push(await load(`${name} show_current`, `${url}/users/show_current`, { concurrency: c, requests: REQUESTS, headers }));
    out.push(await load(`${name} organization detail`, `${url}/content/organizations/${organization.id}`, { concurrency: c, requests: REQUESTS, headers }));
  }
  await app.close();
  await database.close();
  return out;
}

async function main() {
  const baseline = await bare();
  printResults('bare route', baseline);
  await onBothEngines('session', against, baseline);
}

await main();
