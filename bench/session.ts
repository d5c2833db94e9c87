// Benchmark: the calls every page load makes (GET /users/show_current and
// GET /content/organizations/{id}) against `pena serve --no-worker` as its own process on the
// demo school (seeded by the server into its empty database), loaded by autocannon from another
// process at concurrency 1 and 10 (bench/lib/harness.ts), on PostgreSQL and on PGlite, next to
// a bare Fastify route measured in the same run, with the SQL statements each call sends.
// Run: npm run bench -- session   (BENCH_DURATION; BENCH_DATABASE_URL as in bench/lib/engines.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/seed.ts';
import { createScratchPostgres } from './lib/engines.ts';
import { LEVELS, NOISE_NOTE, measure, printFigures, startBare, startPena, statementsOf, stop, warmUp, type Figure, type Served, type Target } from './lib/harness.ts';

async function against(engine: 'postgres' | 'pglite'): Promise<void> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const scratch = engine === 'postgres' ? await createScratchPostgres('session') : null;
  if (engine === 'postgres' && !scratch) return console.log('\nPostgreSQL not reachable; skipped.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-session-'));
  let server: Served | undefined;
  let bare: Served | undefined;
  try {
    server = await startPena({ ...(scratch ? { DATABASE_URL: scratch.url } : {}), DATA_DIR: dir, SEED_DEMO: 'true' });
    const login = await fetch(`${server.url}/map/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@nusantara.sch.id', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { user, organization } = (await login.json()) as { user: { token: string }; organization: { id: number } };
    const headers = { authorization: `Token ${user.token}` };
    const targets: Target[] = [
      { label: `${engine} show_current`, path: '/users/show_current', headers },
      { label: `${engine} organization detail`, path: `/content/organizations/${organization.id}`, headers },
    ];
    const statements = new Map<string, number>();
    for (const t of targets) {
      statements.set(t.label, await statementsOf(server, () => fetch(server!.url + t.path, { headers })));
      await warmUp(server, t);
    }
    bare = await startBare();
    const bareTarget: Target = { label: 'bare fastify JSON', path: '/bare' };
    await warmUp(bare, bareTarget);
    for (const c of LEVELS) {
      const figures: Figure[] = [await measure(bare, bareTarget, c)];
      for (const t of targets) figures.push({ ...(await measure(server, t, c)), statements: statements.get(t.label) });
      printFigures(`${title}, concurrency ${c}`, figures, figures.slice(0, 1));
    }
  } finally {
    await stop(bare);
    await stop(server);
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await against('postgres');
await against('pglite');
console.log(`\n${NOISE_NOTE}`);
