// Benchmark: what version history costs. On each engine (PostgreSQL on a scratch database, then
// PGlite), `pena serve --no-worker` of the working tree ("after") runs as its own process on a
// database seeded by another process (bench/lib/historySeed.ts): a 2,000-word page with a history
// of 5,000 versions written in SQL from one real save. Printed:
// (a) the server time of the first page of that history (GET /content/chapters/{id}/versions),
//     aim ≤ 20 ms;
// (b) the server time of a restore of one of its versions (POST …/versions/{versionId}/restore),
//     aim ≤ 50 ms;
// (c) the cost of an autosave (PUT /content/chapters/{id} of a 2,000-word page) against a baseline
//     that keeps no history: the commit before saves kept versions (BENCH_HISTORY_BASELINE,
//     default 073046d^, a git worktree under /tmp seeded with its own code, bench/lib/baseline.ts)
//     as a server of its own on a database of its own: the server time of one save, the SQL
//     statements it sends (bench/lib/statements.ts), and autocannon's figures at concurrency 1
//     and 10 (each connection saving a page of its own, bench/lib/pageSaves.ts), for saves that
//     fold into the author's version (an autosaving sitting) and saves that each start one (two
//     authors taking turns); aim: within ±10% of the baseline;
// (d) the storage of 100 versions of a 2,000-word page: each version as stored (pg_column_size:
//     PostgreSQL's TOAST compression), as JSON text and as jsonb before compression, and the
//     growth of item_versions with its TOAST table and indexes (pg_total_relation_size).
// Server times are response times less those of the bare Fastify route (bench/lib/bare.ts, its
// own process) sent in turn with them in the same run (bench/lib/serverTime.ts): Pena sends no
// Server-Timing header.
// Run: npm run bench -- history   (BENCH_REQUESTS timed requests per figure, default 100;
// BENCH_DURATION, BENCH_WARMUP, BENCH_PORTS as in bench/lib/harness.ts; BENCH_DATABASE_URL as in
// bench/lib/engines.ts; BENCH_HISTORY_BASELINE)
import { measureCompare } from './lib/historyCompare.ts';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baselineCheckout } from './lib/baseline.ts';
import { createScratchPostgres } from './lib/engines.ts';
import { DURATION, LEVELS, NOISE_NOTE, loginHeaders, measure, printFigures, root, startBare, startPena, statementsOf, stop, warmUp, type Figure, type Served, type Target } from './lib/harness.ts';
import { HISTORY_VERSIONS, PAGE_WORDS, PASSWORD, STORAGE_VERSIONS, type HistorySeed, type StorageFigures } from './lib/historyData.ts';
import { pageSaveBody, type PageSaveArgs } from './lib/pageSaves.ts';
import { prosePage } from './lib/pageText.ts';
import { printTimings, timeInTurn, type Series, type Timing } from './lib/serverTime.ts';

type Engine = 'postgres' | 'pglite';
type Headers = Record<string, string>;
interface Side {
  name: 'before' | 'after';
  root: string;
  mode: 'accounts' | 'history';
}
interface Prepared {
  side: Side;
  server: Served;
  seed: HistorySeed;
  /** Both admins' headers (JSON bodies). */
  authors: [Headers, Headers];
}
interface EngineResults {
  engine: Engine;
  list: Timing;
  restore: Timing;
  saves: Timing[];
  figures: Figure[];
  storage: StorageFigures;
  versions: number;
}

const BASELINE_REF = process.env.BENCH_HISTORY_BASELINE ?? '073046d^';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const hooks = path.join(root, 'bench/lib/pageSaves.ts');
const text = prosePage(PAGE_WORDS, 3);

/** Seeds `target` with the side's own code (bench/lib/historySeed.ts in a child process). */
function seed(side: Side, target: string): Promise<HistorySeed> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/lib/historySeed.ts'), side.root, target, side.mode], { cwd: side.root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as HistorySeed) : reject(new Error(`seeding ${side.name} exited with ${code}`))));
  });
}

/** startPena, tried again when it fails: a port it found free may be taken by another program before the server listens on it. */
async function startRetrying(env: NodeJS.ProcessEnv, cwd: string): Promise<Served> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPena(env, cwd);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`pena serve did not start (${(err as Error).message}); trying again`);
    }
  }
}

/** A database of `engine` seeded by the side's code, its server started and both admins logged in; null without PostgreSQL. */
async function prepare(side: Side, engine: Engine, cleanups: (() => Promise<void>)[]): Promise<Prepared | null> {
  const scratch = engine === 'postgres' ? await createScratchPostgres(`history_${side.name}`) : null;
  if (engine === 'postgres' && !scratch) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pena-bench-history-${side.name}-`));
  const running: { server?: Served } = {};
  cleanups.push(async () => {
    await stop(running.server);
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const seeded = await seed(side, scratch ? scratch.url : path.join(dir, 'db'));
  // PGlite: seeded under DATA_DIR/db before the server opens it; the server owns the directory while it runs.
  const server = await startRetrying(scratch ? { DATABASE_URL: scratch.url, DATA_DIR: dir } : { DATA_DIR: dir }, side.root);
  running.server = server;
  const login = async (email: string) => ({ ...(await loginHeaders(server.url, { email, password: PASSWORD, organization_id: seeded.organizationId })), 'content-type': 'application/json' });
  const authors: [Headers, Headers] = [await login(seeded.emails[0]), await login(seeded.emails[1])];
  console.log(`${engine} ${side.name}: seeded in ${seeded.seconds.toFixed(1)} s with the code of ${side.root}; server pid ${server.pid}`);
  return { side, server, seed: seeded, authors };
}

/** `count` new 2,000-word pages through the API, each with the lock_version it was created with. */
async function newPages(p: Prepared, count: number): Promise<{ id: number; lockVersion: number }[]> {
  const pages = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${p.server.url}/content/chapters`, { method: 'POST', headers: p.authors[0], body: JSON.stringify({ topic_id: p.seed.topicId, type: 'text', title: 'Gerak lurus', content: text }) });
    const body = (await res.json()) as { id: number; lock_version: number };
    if (res.status !== 201) throw new Error(`create page: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    pages.push({ id: body.id, lockVersion: body.lock_version });
  }
  return pages;
}

/** Saves of one new page by `authors` in turn (one: they fold into a sitting; two: a version each), each carrying the lock_version of the last. */
async function pageSaver(p: Prepared, authors: Headers[]): Promise<Series['send']> {
  const [page] = await newPages(p, 1);
  let lockVersion = page!.lockVersion;
  let saves = 0;
  return async () => {
    saves++;
    const res = await fetch(`${p.server.url}/content/chapters/${page!.id}`, { method: 'PUT', headers: authors[saves % authors.length], body: pageSaveBody(text, saves, lockVersion) });
    if (res.ok) lockVersion = ((await res.clone().json()) as { lock_version: number }).lock_version;
    return res;
  };
}

/** Before's saves, after's that fold and after's that each start a version, timed in turn with a bare PUT of the same body; with the statements of one save. */
async function timeSaves(before: Prepared, after: Prepared, bare: Served): Promise<Timing[]> {
  const series: (Series & { server: Served })[] = [
    { label: 'before: PUT page, no history', send: await pageSaver(before, [before.authors[0]]), server: before.server },
    { label: 'after: PUT page, folds into the sitting', send: await pageSaver(after, [after.authors[0]]), server: after.server },
    { label: 'after: PUT page, a new version each', send: await pageSaver(after, after.authors), server: after.server },
  ];
  const bareBody = pageSaveBody(text, 1, 1);
  const timings = await timeInTurn(series, () => fetch(`${bare.url}/bare/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: bareBody }), REQUESTS);
  for (const [k, s] of series.entries()) timings[k]!.statements = await statementsOf(s.server, () => s.send(0));
  return timings;
}

/** The page of 5,000 versions: the first page of its history, and restores of three of its versions in turn. */
async function historyFigures(p: Prepared, bare: Served): Promise<{ list: Timing; restore: Timing; versions: number }> {
  const url = `${p.server.url}/content/chapters/${p.seed.historyPageId}`;
  const headers = p.authors[0];
  const first = await fetch(`${url}/versions`, { headers });
  if (!first.ok) throw new Error(`versions: ${first.status} ${await first.text()}`);
  const shown = ((await first.json()) as unknown[]).length;
  const versions = Number(first.headers.get('x-pena-count'));
  const [list] = await timeInTurn([{ label: `GET versions, first page (${shown} of ${versions})`, send: () => fetch(`${url}/versions`, { headers }) }], () => fetch(`${bare.url}/bare`), REQUESTS * 2);

  let lockVersion = ((await (await fetch(url, { headers })).json()) as { lock_version: number }).lock_version;
  const restorable = p.seed.restorable!;
  let restores = 0;
  const restoreOne = async () => {
    const versionId = restorable[restores++ % restorable.length];
    const res = await fetch(`${url}/versions/${versionId}/restore`, { method: 'POST', headers, body: JSON.stringify({ lock_version: lockVersion }) });
    if (res.ok) lockVersion = ((await res.clone().json()) as { lock_version: number }).lock_version;
    return res;
  };
  const [restore] = await timeInTurn(
    [{ label: `POST restore of a ${PAGE_WORDS}-word version`, send: restoreOne }],
    () => fetch(`${bare.url}/bare/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lock_version: lockVersion }) }),
    Math.ceil(REQUESTS / 2),
  );
  list!.statements = await statementsOf(p.server, () => fetch(`${url}/versions`, { headers }));
  restore!.statements = await statementsOf(p.server, restoreOne);
  return { list: list!, restore: restore!, versions };
}

/** An autocannon target of page saves on `concurrency` new pages. */
async function savesTarget(p: Prepared, label: string, authors: Headers[], concurrency: number): Promise<Target> {
  const hookArgs: PageSaveArgs = { authors, pages: await newPages(p, concurrency), text };
  return { label, path: '/', hooks, hookArgs };
}

/** Two runs of one target as one figure: their requests over their time, CPU over their requests, the mean of their latencies. */
function combined(runs: Figure[]): Figure {
  const requests = runs.reduce((n, f) => n + f.requests, 0);
  return {
    ...runs[0]!,
    requests,
    errors: runs.reduce((n, f) => n + f.errors, 0),
    rps: requests / runs.reduce((n, f) => n + f.requests / f.rps, 0),
    p50: runs.reduce((n, f) => n + f.p50, 0) / runs.length,
    p99: Math.max(...runs.map((f) => f.p99)),
    cpu: runs.reduce((n, f) => n + f.cpu * f.requests, 0) / requests,
  };
}

async function runEngine(engine: Engine, sides: Side[]): Promise<EngineResults | null> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\n=== ${title}`);
  const cleanups: (() => Promise<void>)[] = [];
  let bare: Served | undefined;
  try {
    const prepared: Prepared[] = [];
    for (const side of sides) {
      const p = await prepare(side, engine, cleanups);
      if (!p) {
        console.log('PostgreSQL not reachable; skipped.');
        return null;
      }
      prepared.push(p);
    }
    const [before, after] = prepared as [Prepared, Prepared];
    bare = await startBare();

    const { list, restore, versions } = await historyFigures(after, bare);
    printTimings(`${title}: a page with ${versions} versions (${REQUESTS * 2} lists, ${Math.ceil(REQUESTS / 2)} restores, one at a time, each followed by a bare request)`, [list, restore]);

    const saves = await timeSaves(before, after, bare);
    printTimings(`${title}: saves of a ${PAGE_WORDS}-word page (${(pageSaveBody(text, 1, 1).length / 1024).toFixed(1)} KiB), one at a time, the three in turn and a bare PUT of the same body`, saves);

    const targets: [Prepared, string, Headers[]][] = [
      [before, 'before: saves, no history', [before.authors[0]]],
      [after, 'after: saves that fold', [after.authors[0]]],
      [after, 'after: saves, a version each', after.authors],
    ];
    for (const [p, label, authors] of targets) await warmUp(p.server, await savesTarget(p, label, authors, 10));
    const bareTarget: Target = { label: 'bare fastify PUT JSON', path: '/bare/1', method: 'PUT', headers: { 'content-type': 'application/json' }, body: pageSaveBody(text, 1, 1) };
    await warmUp(bare, bareTarget);
    const figures: Figure[] = [];
    for (const c of LEVELS) {
      const bareFigure = await measure(bare, bareTarget, c);
      // Each target twice, in one order and then the other, so a machine getting busier or quieter meanwhile weighs on all alike.
      const runs = new Map<string, Figure[]>();
      for (const [p, label, authors] of [...targets, ...[...targets].reverse()]) {
        runs.set(label, [...(runs.get(label) ?? []), await measure(p.server, await savesTarget(p, label, authors, c), c)]);
      }
      const level = [bareFigure, ...targets.map(([, label]) => combined(runs.get(label)!))];
      figures.push(...level);
      printFigures(`${title}, concurrency ${c}, two runs of ${DURATION} s each (errs counts refused saves)`, level, [bareFigure]);
    }
    return { engine, list, restore, saves, figures, storage: after.seed.storage!, versions };
  } finally {
    await stop(bare);
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const pct = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)}%`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function summary(results: EngineResults[]) {
  console.log('\n=== aims');
  for (const r of results) {
    const name = r.engine.padEnd(9);
    console.log(`${name}(a) first page of ${r.versions} versions: ${r.list.server.toFixed(2)} ms server time (aim ≤ 20 ms): ${verdict(r.list.server <= 20)}; ${r.list.statements} SQL statements`);
    console.log(`${name}(b) restore: ${r.restore.server.toFixed(2)} ms server time (aim ≤ 50 ms): ${verdict(r.restore.server <= 50)}; ${r.restore.statements} SQL statements`);
    const [none, fold, each] = r.saves as [Timing, Timing, Timing];
    for (const save of [fold, each]) {
      const ratio = save.server / none.server;
      console.log(
        `${name}(c) ${save.label.replace('after: ', '')}: ${save.server.toFixed(2)} ms server time against ${none.server.toFixed(2)} ms before, ${pct(ratio)} (aim: at most 10% more): ${verdict(ratio <= 1.1)}; ` +
          `SQL statements ${none.statements} → ${save.statements} (${pct(save.statements! / none.statements!)})`,
      );
    }
    for (const c of LEVELS) {
      const find = (label: string) => r.figures.find((f) => f.label === label && f.concurrency === c)!;
      const base = find('before: saves, no history');
      for (const label of ['after: saves that fold', 'after: saves, a version each']) {
        const f = find(label);
        console.log(
          `${name}(c) concurrency ${String(c).padStart(2)}, ${label.replace('after: ', '')}: ${f.rps.toFixed(0)} saves/s against ${base.rps.toFixed(0)} (${pct(f.rps / base.rps)}), ` +
            `server CPU ${f.cpu.toFixed(2)} ms/save against ${base.cpu.toFixed(2)} (${pct(f.cpu / base.cpu)}) (aim: at most 10% more): ${verdict(f.cpu / base.cpu <= 1.1)}`,
        );
      }
    }
    const s = r.storage;
    console.log(
      `${name}(d) ${s.versions} versions of a ${PAGE_WORDS}-word page: ${kib(s.stored)} stored per version (${s.compression}, TOAST), ${kib(s.jsonText)} as JSON text, ` +
        `${kib(s.jsonbUncompressed)} as jsonb uncompressed: ${(s.jsonText / s.stored).toFixed(2)}x smaller; item_versions grew ${kib(s.relationPerVersion)} per version with its TOAST table and indexes`,
    );
  }
  console.log(`\n${NOISE_NOTE}`);
}

async function main() {
  const started = performance.now();
  const baseline = baselineCheckout(BASELINE_REF);
  const sides: Side[] = [
    { name: 'before', root: baseline.dir, mode: 'accounts' },
    { name: 'after', root, mode: 'history' },
  ];
  console.log(`history: before = ${BASELINE_REF} (${baseline.commit.slice(0, 12)}, worktree ${baseline.dir}, no version history), after = the working tree ${root}`);
  console.log(`${HISTORY_VERSIONS} versions listed and restored, ${STORAGE_VERSIONS} measured for storage; ${REQUESTS} timed requests per figure, ${DURATION} s per autocannon run at concurrency ${LEVELS.join(' and ')}.`);
  const results: EngineResults[] = [];
  for (const engine of ['postgres', 'pglite'] as const) {
    const r = await runEngine(engine, sides);
    if (r) results.push(r);
  }
  summary(results);
  const compare = await measureCompare();
  const median = [...compare.warm].sort((a, b) => a - b)[Math.floor(compare.warm.length / 2)]!;
  console.log(
    `\nbrowser: comparing two versions of a ${compare.words}-word page in headless Chromium, click to marks shown: ` +
      `${median.toFixed(0)} ms median of ${compare.warm.length} comparisons of versions already read (aim ≤ 500 ms): ${verdict(median <= 500)}; ` +
      `${compare.cold.toFixed(0)} ms the first time, the two versions' reads included`,
  );
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
}

await main();
