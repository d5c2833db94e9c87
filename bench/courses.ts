// Benchmark: the course list (plain and with filters) of an organization of 2,000 courses,
// and show_tree of a course of 20 units × 10 topics × (10 pages + 10 questions), over HTTP
// on a real listening server, at concurrency 1 and 10, on PGlite and on PostgreSQL, next to
// a bare Fastify JSON route measured in the same run. Also counts the SQL statements one
// request makes on PostgreSQL, which must not grow with the data.
// Run: npm run bench -- courses   (BENCH_REQUESTS, BENCH_DATABASE_URL as in bench/session.ts)
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { load, printResults, type LoadResult } from './lib/load.ts';
import { onBothEngines } from './lib/engines.ts';
import { LARGE_COURSES, LARGE_PASSWORD, LARGE_TREE, seedLarge } from './seedLarge.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const levels = [1, 10];

// Every statement the pg driver sends, counted, so a request's query count can be shown.
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function bare(): Promise<LoadResult[]> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const out: LoadResult[] = [];
  for (const c of levels) out.push(await load('bare fastify JSON', `${url}/bare`, { concurrency: c, requests: REQUESTS * 2 }));
  await app.close();
  return out;
}

async function against(name: string, database: Database) {
  await database.migrate();
  const seedStarted = performance.now();
  const large = await seedLarge(database.db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (database.kind === 'postgres') await database.executeSql('analyze');
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, db: database.db }, { logger: false, serveWeb: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/map/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: large.adminEmail, password: LARGE_PASSWORD, organization_id: large.organizationId }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const headers = { authorization: `Token ${user.token}` };

  const org = large.organizationId;
  // Search, status, a grade and a sort together: a realistic narrowing that still finds courses.
  const filters = new URLSearchParams({ q: 'kelas 10', publish_status: 'published', sort_by: 'published_at', sort: 'desc' });
  filters.append('course_tag_ids[]', String(large.gradeTagIds.G10));
  const targets = [
    { label: `${name} list page 1`, url: `${url}/content/organizations/${org}/courses` },
    { label: `${name} list page 50`, url: `${url}/content/organizations/${org}/courses?page=50&sort_by=created_at&sort=desc` },
    { label: `${name} list filtered`, url: `${url}/content/organizations/${org}/courses?${filters}` },
    { label: `${name} list tag search`, url: `${url}/content/organizations/${org}/courses?tag_search=persiapan-utbk` },
    { label: `${name} show_tree large`, url: `${url}/content/courses/${large.largeCourseId}/show_tree` },
  ];

  const checks: string[] = [`seeded ${LARGE_COURSES} courses + ${LARGE_TREE.units}×${LARGE_TREE.topics}×(${LARGE_TREE.pages}+${LARGE_TREE.questions}) in ${seedSeconds.toFixed(1)} s`];
  for (const target of targets) {
    const before = statements;
    const res = await fetch(target.url, { headers });
    const body = await res.text();
    if (!res.ok) throw new Error(`${target.label}: ${res.status} ${body.slice(0, 200)}`);
    const sql = database.kind === 'postgres' ? `, ${statements - before} SQL statements` : '';
    checks.push(`${target.label}: ${res.status}, ${(body.length / 1024).toFixed(1)} KiB, count ${res.headers.get('x-pena-count') ?? '-'}${sql}`);
  }
  console.log(`\n${checks.join('\n')}`);

  const out: LoadResult[] = [];
  for (const c of levels) {
    for (const target of targets) out.push(await load(target.label, target.url, { concurrency: c, requests: REQUESTS, headers }));
  }
  await app.close();
  await database.close();
  return out;
}

async function main() {
  const baseline = await bare();
  printResults('bare route', baseline);
  await onBothEngines('courses', against, baseline);
}

await main();
