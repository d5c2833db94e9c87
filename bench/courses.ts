// Benchmark: the course list (plain, page 50, filtered, by tag) of an organization of 2,000
// courses and show_tree of a course of 20 units × 10 topics × (10 pages + 10 questions), BEFORE
// and AFTER: the baseline commit (BENCH_BASELINE, default cd7cd7c, before the read paths ran on
// prepared statements; a git worktree under /tmp seeded with its own code and schema) and the
// working tree, each as its own `pena serve --no-worker` process loaded by autocannon from
// another process (bench/lib/harness.ts), at concurrency 1 and 10, on PostgreSQL and on PGlite,
// next to a bare Fastify route measured in the same run. Prints requests/s, p50/p99, server CPU
// per request, the SQL statements one request sends (which must not grow with the data), the
// after/before ratios and whether the aims are met (CPU per request, throughput against before,
// PostgreSQL against PGlite).
// Run: npm run bench -- courses   (BENCH_DURATION s per run, default 5; BENCH_WARMUP; BENCH_BASELINE;
// BENCH_DATABASE_URL, BENCH_DB_PREFIX as in bench/lib/engines.ts; BENCH_PORTS as in harness.ts)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASELINE_REF, baselineCheckout } from './lib/baseline.ts';
import { createScratchPostgres } from './lib/engines.ts';
import { DURATION, LEVELS, NOISE_NOTE, idleCpu, loginHeaders, measure, printFigures, root, startBare, startPena, statementsOf, stop, warmUp, type Figure, type Served, type Target } from './lib/harness.ts';
import { LARGE_COURSES, LARGE_PASSWORD, LARGE_TREE, type LargeOrganization } from './seedLarge.ts';

type Engine = 'postgres' | 'pglite';
interface Side {
  name: 'before' | 'after';
  root: string;
}
interface Prepared {
  side: Side;
  server?: Served;
  headers: Record<string, string>;
  targets: Target[];
  statements: Map<string, number>;
  cleanup: () => Promise<void>;
}
type Results = { figures: Figure[]; bare: Figure[] };

const LIST = 'list page 1';
const PAGE_50 = 'list page 50';
const FILTERED = 'list filtered';
const TREE = 'show_tree large';

/** Seeds `target` with the code of the checkout at `cwd` (bench/lib/seedRunner.ts in a child). */
function seed(cwd: string, target: string): Promise<{ large: LargeOrganization; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/lib/seedRunner.ts'), cwd, target], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { large: LargeOrganization; seconds: number }) : reject(new Error(`seeding in ${cwd} exited with ${code}`))));
  });
}

function targetsFor(large: LargeOrganization): Target[] {
  const org = large.organizationId;
  // Search, status, a grade and a sort together: a realistic narrowing that still finds courses.
  const filters = new URLSearchParams({ q: 'kelas 10', publish_status: 'published', sort_by: 'published_at', sort: 'desc' });
  filters.append('course_tag_ids[]', String(large.gradeTagIds.G10));
  return [
    { label: LIST, path: `/content/organizations/${org}/courses` },
    { label: PAGE_50, path: `/content/organizations/${org}/courses?page=50&sort_by=created_at&sort=desc` },
    { label: FILTERED, path: `/content/organizations/${org}/courses?${filters}` },
    { label: 'list tag search', path: `/content/organizations/${org}/courses?tag_search=persiapan-utbk` },
    { label: TREE, path: `/content/courses/${large.largeCourseId}/show_tree` },
  ];
}

/** A database of `engine` seeded by the side's own code, its server started and logged in; null when PostgreSQL is unreachable. */
async function prepare(side: Side, engine: Engine): Promise<Prepared | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pena-bench-courses-${side.name}-`));
  const scratch = engine === 'postgres' ? await createScratchPostgres(`courses_${side.name}`) : null;
  if (engine === 'postgres' && !scratch) return null;
  const prepared: Prepared = {
    side,
    headers: {},
    targets: [],
    statements: new Map(),
    cleanup: async () => {
      await stop(prepared.server);
      await scratch?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const { large, seconds } = await seed(side.root, scratch ? scratch.url : path.join(dir, 'db'));
    // PGlite: seeded under DATA_DIR/db before the server opens it; the server owns the directory while it runs.
    prepared.server = await startPena(scratch ? { DATABASE_URL: scratch.url, DATA_DIR: dir } : { DATA_DIR: dir }, side.root);
    prepared.headers = await loginHeaders(prepared.server.url, { email: large.adminEmail, password: LARGE_PASSWORD, organization_id: large.organizationId });
    prepared.targets = targetsFor(large);
    const idle = await idleCpu(prepared.server);
    console.log(`${engine} ${side.name}: seeded ${LARGE_COURSES} courses + ${LARGE_TREE.units}×${LARGE_TREE.topics}×(${LARGE_TREE.pages}+${LARGE_TREE.questions}) in ${seconds.toFixed(1)} s with its own code; server pid ${prepared.server.pid}, idle ${idle.toFixed(0)} ms CPU/s`);
    return prepared;
  } catch (err) {
    await prepared.cleanup();
    throw err;
  }
}

async function runEngine(engine: Engine, sides: Side[]): Promise<Results | null> {
  const title = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(`\n=== ${title}`);
  const prepared: Prepared[] = [];
  let bare: Served | undefined;
  try {
    for (const side of sides) {
      const p = await prepare(side, engine);
      if (!p) {
        console.log('PostgreSQL not reachable; skipped.');
        return null;
      }
      prepared.push(p);
    }
    for (const p of prepared) {
      for (const t of p.targets) {
        const res = await fetch(p.server!.url + t.path, { headers: p.headers });
        const body = await res.text();
        if (!res.ok) throw new Error(`${p.side.name} ${t.label}: ${res.status} ${body.slice(0, 200)}`);
        const statements = await statementsOf(p.server!, () => fetch(p.server!.url + t.path, { headers: p.headers }));
        p.statements.set(t.label, statements);
        console.log(`${p.side.name.padEnd(6)} ${t.label.padEnd(16)} ${res.status}, ${(body.length / 1024).toFixed(1).padStart(6)} KiB, count ${(res.headers.get('x-pena-count') ?? '-').padStart(4)}, ${statements} SQL statements per request`);
        await warmUp(p.server!, { ...t, headers: p.headers });
      }
    }
    bare = await startBare();
    const bareTarget: Target = { label: 'bare fastify JSON', path: '/bare' };
    await warmUp(bare, bareTarget);
    const results: Results = { figures: [], bare: [] };
    for (const c of LEVELS) {
      const bareFigure = await measure(bare, bareTarget, c);
      const figures: Figure[] = [bareFigure];
      results.bare.push(bareFigure);
      // Before and after back to back, target by target, so the machine's noise falls on both alike.
      for (const t of prepared[0]!.targets.map((x) => x.label)) {
        for (const p of prepared) {
          const target = p.targets.find((x) => x.label === t)!;
          const figure = await measure(p.server!, { ...target, label: `${p.side.name} ${t}`, headers: p.headers }, c);
          figure.statements = p.statements.get(t);
          figures.push(figure);
        }
      }
      results.figures.push(...figures.slice(1));
      printFigures(`${title}, concurrency ${c}`, figures, [bareFigure]);
    }
    return results;
  } finally {
    await stop(bare);
    for (const p of prepared) await p.cleanup();
  }
}

const find = (r: Results | null, side: string, label: string, c = 10) => r?.figures.find((f) => f.label === `${side} ${label}` && f.concurrency === c);
const x = (n: number) => `${n.toFixed(2)}x`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function summary(results: Record<Engine, Results | null>) {
  console.log('\n=== after / before, concurrency 10');
  console.log(`${'engine'.padEnd(11)} ${'target'.padEnd(16)} ${'rps before'.padStart(10)} ${'rps after'.padStart(10)} ${'ratio'.padStart(7)}  ${'CPU before'.padStart(10)} ${'CPU after'.padStart(10)} ${'ratio'.padStart(7)}  stmts before→after`);
  for (const engine of ['postgres', 'pglite'] as const) {
    const r = results[engine];
    for (const label of r ? [...new Set(r.figures.map((f) => f.label.replace(/^(before|after) /, '')))] : []) {
      const b = find(r, 'before', label);
      const a = find(r, 'after', label);
      if (!a || !b) continue;
      console.log(
        `${engine.padEnd(11)} ${label.padEnd(16)} ${b.rps.toFixed(0).padStart(10)} ${a.rps.toFixed(0).padStart(10)} ${x(a.rps / b.rps).padStart(7)}  ${b.cpu.toFixed(3).padStart(10)} ${a.cpu.toFixed(3).padStart(10)} ${x(a.cpu / b.cpu).padStart(7)}  ${b.statements}→${a.statements}`,
      );
    }
  }

  console.log('\n=== aims (after, PostgreSQL, concurrency 10)');
  const pg = results.postgres;
  if (!pg) console.log('PostgreSQL was not measured.');
  const aims: [string, number][] = [
    [LIST, 0.35],
    [TREE, 0.8],
    [FILTERED, 0.5],
  ];
  for (const [label, cpuAim] of pg ? aims : []) {
    const a = find(pg, 'after', label)!;
    const b = find(pg, 'before', label)!;
    console.log(`${label.padEnd(16)} CPU ${a.cpu.toFixed(3)} ms/req (aim <= ${cpuAim}): ${verdict(a.cpu <= cpuAim)}; rps ${x(a.rps / b.rps)} of before (aim >= 1.5x): ${verdict(a.rps / b.rps >= 1.5)}`);
  }
  const lite = results.pglite;
  if (pg && lite) {
    const pgBare = pg.bare.find((f) => f.concurrency === 10)!;
    const liteBare = lite.bare.find((f) => f.concurrency === 10)!;
    for (const label of [LIST, PAGE_50, FILTERED, TREE]) {
      const p = find(pg, 'after', label)!;
      const l = find(lite, 'after', label)!;
      const raw = p.rps / l.rps;
      const normalized = p.rps / pgBare.rps / (l.rps / liteBare.rps);
      console.log(`${label.padEnd(16)} PostgreSQL/PGlite rps ${x(raw)} (against each run's bare route ${x(normalized)}) (aim <= 3x): ${verdict(raw <= 3)}`);
    }
  }
  for (const engine of ['postgres', 'pglite'] as const) {
    const r = results[engine];
    const s = (side: string, label: string) => find(r, side, label)?.statements;
    for (const side of r ? ['before', 'after'] : []) {
      const grows = s(side, PAGE_50) !== s(side, LIST);
      console.log(`${engine} ${side}: statements per request, list page 1 ${s(side, LIST)}, page 50 ${s(side, PAGE_50)}, filtered ${s(side, FILTERED)}, large tree ${s(side, TREE)}${grows ? ' (page 50 differs from page 1!)' : ''}`);
    }
  }
  console.log(`\n${NOISE_NOTE}`);
}

async function main() {
  const started = performance.now();
  const baseline = baselineCheckout();
  const sides: Side[] = [
    { name: 'before', root: baseline.dir },
    { name: 'after', root },
  ];
  console.log(`courses: before = ${BASELINE_REF} (${baseline.commit.slice(0, 12)}, worktree ${baseline.dir}), after = the working tree ${root}`);
  console.log(`${DURATION} s per run, concurrency ${LEVELS.join(' and ')}, autocannon in its own process.`);
  const results: Record<Engine, Results | null> = { postgres: await runEngine('postgres', sides), pglite: await runEngine('pglite', sides) };
  summary(results);
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
}

await main();
