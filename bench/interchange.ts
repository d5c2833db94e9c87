// Benchmark: a school's question bank moved in and out as another tool's files. A QTI 2.1 content
// package of ITEMS items (default 5,000, the most a file imports: INTERCHANGE_MAX_QUESTIONS) is
// written first, untimed (bench/lib/interchangePackage.ts: single and multiple choice, text entry,
// order, match and inline choice items, one in five with a picture of its own). Then, per engine
// (PostgreSQL on a scratch database when reachable, bench/lib/engines.ts; PGlite always), on a
// fresh DATA_DIR with the demo school and two empty topics made through the API:
// - `pena questions:import --topic A --file F`, the path school IT takes, as its own process
//   (server/interchange/cli.ts: the file read in the reader sandbox, its pictures stored as
//   uploads, every question checked and written in one transaction): wall time from spawn to
//   exit, the peak of the process tree's summed VmRSS and Pss (the command, the sandbox host and
//   its reader, sampled every 50 ms: bench/lib/interchangeProcess.ts), questions imported,
//   pictures stored; where the time went (process start to the reader, the reader's life, the
//   last picture stored, the rest: checking and writing), beside `pena migrate` (a command's
//   fixed cost) and `--dry-run` (read and check, nothing stored);
// - `pena questions:export --topic A` in each format (QTI 2.1 first): wall time, peak tree
//   memory, the file's size;
// - the web import through `pena serve` (API and worker in one, as `npm start`) into topic B:
//   upload, the interchange_import job, and the finish keeping every question
//   (bench/lib/interchangeWeb.ts), each as a multiple of a bare Fastify JSON route timed in the
//   same run, with the server's event-loop delay (bench/lib/loopDelay.ts) and the peak memory
//   of its process tree.
// Aims: converted and imported (the CLI) in ≤ 30 s and ≤ 400 MB peak; the topic exported as
// QTI 2.1 in ≤ 10 s; p99 event-loop delay ≤ 50 ms while the web import's steps run.
// Run: npm run bench -- interchange   (ITEMS=200 for a quick run; BENCH_ENGINE=pglite|postgres
// for one engine; BENCH_DATABASE_URL as in bench/lib/engines.ts; BENCH_CPU_PROF=<dir> writes
// CPU profiles of the import and export commands and the server there)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INTERCHANGE_MAX_QUESTIONS, type InterchangeImportSummary } from '../domain/schemas/interchange.ts';
import { withScratchPostgres } from './lib/engines.ts';
import { writeQtiPackage, type GeneratedPackage } from './lib/interchangePackage.ts';
import { runPena, storedFiles, type CommandRun } from './lib/interchangeProcess.ts';
import { demoTopics, webImport, type WebImport } from './lib/interchangeWeb.ts';
import { describeLoop, loopWatch } from './lib/loopDelay.ts';
import { bareMs, startServer, stopServer } from './lib/server.ts';

const ITEMS = Number(process.env.ITEMS ?? INTERCHANGE_MAX_QUESTIONS);
const IMPORT_SECONDS_AIM = 30;
const IMPORT_MB_AIM = 400;
const EXPORT_SECONDS_AIM = 10;
/** The command line's words for the formats (Moodle XML is `moodle`): QTI 2.1 first (the aim), then the others for comparison. */
const EXPORT_FORMATS = ['qti21', 'qti3', 'moodle', 'gift', 'aiken'] as const;
const profile = process.env.BENCH_CPU_PROF;
const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

interface EngineFigures {
  engine: string;
  cli: CommandRun;
  summary: InterchangeImportSummary;
  images: number;
  exports: { format: string; run: CommandRun; bytes: number; leftOut: number }[];
  web: WebImport;
}

/** Where the import command's time went, from its tree's timeline. */
function phases(run: CommandRun): string {
  if (run.readerFrom === null || run.readerTo === null) return 'no reader process seen';
  const stored = run.lastFileAt !== null && run.lastFileAt > run.readerTo ? run.lastFileAt : run.readerTo;
  return [
    `start, open the database, migrate: ${s(run.readerFrom)}`,
    `reader process (unzip, parse, convert; pictures sent over): ${s(run.readerTo - run.readerFrom)} (its peak ${mb(run.readerPeakRss)})`,
    `after it, to the last picture stored: ${s(stored - run.readerTo)}`,
    `then sanitize, check, write, exit: ${s(run.ms - stored)}`,
  ].join('; ');
}

async function cliImport(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, topicId: number, pkg: GeneratedPackage) {
  const migrate = await runPena(['migrate'], env);
  console.log(`${name}: pena migrate (a command's fixed cost): ${s(migrate.ms)}, tree peak ${mb(migrate.peakRss)} RSS`);

  const dry = await runPena(['questions:import', '--topic', String(topicId), '--file', pkg.file, '--dry-run'], env);
  if (dry.exitCode !== 0) throw new Error(`questions:import --dry-run exited ${dry.exitCode}: ${dry.stdout.slice(0, 2000)} ${dry.stderr.slice(0, 2000)}`);
  console.log(`${name}: --dry-run (read and check): ${s(dry.ms)}, tree peak ${mb(dry.peakRss)} RSS / ${mb(dry.peakPss)} PSS; reader ${s((dry.readerTo ?? 0) - (dry.readerFrom ?? 0))}`);

  const before = storedFiles(env.DATA_DIR);
  const cli = await runPena(['questions:import', '--topic', String(topicId), '--file', pkg.file], env, profileArgs);
  if (cli.exitCode !== 0) throw new Error(`questions:import exited ${cli.exitCode}: ${cli.stdout.slice(0, 2000)} ${cli.stderr.slice(0, 2000)}`);
  const summary = JSON.parse(cli.stdout) as InterchangeImportSummary;
  const images = storedFiles(env.DATA_DIR) - before;
  const ok = cli.ms <= IMPORT_SECONDS_AIM * 1000 && cli.peakRss <= IMPORT_MB_AIM;
  console.log(
    `${name}: questions:import: ${summary.questions} questions (${Object.entries(summary.by_type)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ')}), ${summary.skipped.length} skipped, ${images} pictures stored in ${s(cli.ms)}; tree peak ${mb(cli.peakRss)} RSS / ${mb(cli.peakPss)} PSS (${cli.processes} processes; peaks: command ${mb(cli.commandPeakRss)}, sandbox host ${mb(cli.hostPeakRss)}, reader ${mb(cli.readerPeakRss)} RSS)`,
  );
  if (summary.skipped.length > 0) console.log(`${name}: skipped, first: ${JSON.stringify(summary.skipped.slice(0, 3))}`);
  console.log(`${name}: where the time went: ${phases(cli)}`);
  console.log(`${name}: aim ≤ ${IMPORT_SECONDS_AIM} s (${met(cli.ms <= IMPORT_SECONDS_AIM * 1000)}) and ≤ ${IMPORT_MB_AIM} MB (${met(cli.peakRss <= IMPORT_MB_AIM)}): ${ok ? 'PASS' : 'FAIL'}`);
  if (summary.questions !== pkg.items) throw new Error(`imported ${summary.questions} questions, not ${pkg.items}`);
  return { cli, summary, images, fixedMs: migrate.ms };
}

async function cliExports(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, topicId: number, dir: string, fixedMs: number) {
  const exports: EngineFigures['exports'] = [];
  for (const format of EXPORT_FORMATS) {
    const out = path.join(dir, `export-${format}`);
    const run = await runPena(['questions:export', '--topic', String(topicId), '--format', format, '--out', out], env, profileArgs);
    if (run.exitCode !== 0) throw new Error(`questions:export ${format} exited ${run.exitCode}: ${run.stdout} ${run.stderr.slice(0, 2000)}`);
    const bytes = fs.statSync(out).size;
    const leftOut = run.stderr.split('\n').filter((l) => l.startsWith('left out')).length;
    const aim = format === 'qti21' ? `; aim ≤ ${EXPORT_SECONDS_AIM} s: ${met(run.ms <= EXPORT_SECONDS_AIM * 1000)}` : '';
    console.log(`${name}: questions:export ${format}: ${s(run.ms)} (${s(run.ms - fixedMs)} beyond the fixed cost), ${(bytes / 1e6).toFixed(2)} MB, ${leftOut} left out, tree peak ${mb(run.peakRss)} RSS${aim}`);
    fs.rmSync(out, { force: true });
    exports.push({ format, run, bytes, leftOut });
  }
  return exports;
}

async function viaWeb(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, topicId: number, pkg: GeneratedPackage, bare: number): Promise<WebImport> {
  const loop = await loopWatch();
  const { child, url } = await startServer({ ...env, ...loop.env }, loop.nodeArgs);
  try {
    const { headers } = await demoTopics(url, []);
    const web = await webImport(url, child.pid!, env.DATA_DIR, headers, loop, topicId, pkg.file);
    const times = (ms: number) => `${s(ms)} = ${(ms / bare).toFixed(0)} × bare`;
    console.log(`${name}: web upload ${(pkg.bytes / 1e6).toFixed(1)} MB: ${times(web.uploadMs)}; event loop: ${describeLoop(web.loop.upload)}`);
    console.log(`${name}: web interchange_import job (${web.questions} questions, ${web.skipped} skipped; ${web.polls} polls): ${times(web.jobMs)}; event loop: ${describeLoop(web.loop.job)}`);
    console.log(`${name}: web finish (${web.imported} imported): ${times(web.finishMs)}; event loop: ${describeLoop(web.loop.finish)}`);
    console.log(`${name}: web import in all ${times(web.uploadMs + web.jobMs + web.finishMs)}; server peak ${mb(web.serverPeak)} (VmHWM), its tree's ${mb(web.tree.peakRss)} RSS / ${mb(web.tree.peakPss)} PSS (reader ${mb(web.tree.readerPeakRss)})`);
    if (web.imported !== pkg.items) throw new Error(`the web import made ${web.imported} questions, not ${pkg.items}`);
    return web;
  } finally {
    await stopServer(child);
  }
}

async function engineRun(name: string, env: { DATA_DIR: string; DATABASE_URL?: string }, pkg: GeneratedPackage, bare: number, dir: string): Promise<EngineFigures> {
  console.log(`\n${name}`);
  const setup = await startServer({ ...env, SEED_DEMO: 'true' });
  let topicIds: number[];
  try {
    ({ topicIds } = await demoTopics(setup.url, ['Bench CLI import', 'Bench web import']));
  } finally {
    await stopServer(setup.child);
  }
  const [cliTopic, webTopic] = topicIds as [number, number];
  const { cli, summary, images, fixedMs } = await cliImport(name, env, cliTopic, pkg);
  const exports = await cliExports(name, env, cliTopic, dir, fixedMs);
  const web = await viaWeb(name, env, webTopic, pkg, bare);
  return { engine: name, cli, summary, images, exports, web };
}

function table(rows: EngineFigures[]): void {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(`\n${line(['', ...rows.map((r) => r.engine)])}`);
  console.log(line(['---', ...rows.map(() => '---')]));
  const row = (label: string, cell: (r: EngineFigures) => string) => console.log(line([label, ...rows.map(cell)]));
  row('CLI import: time (aim ≤ 30 s)', (r) => s(r.cli.ms));
  row('CLI import: tree peak RSS (aim ≤ 400 MB) / PSS', (r) => `${mb(r.cli.peakRss)} / ${mb(r.cli.peakPss)}`);
  row('CLI import: questions / pictures', (r) => `${r.summary.questions} / ${r.images}`);
  for (const format of EXPORT_FORMATS) row(`export ${format}: time, size${format === 'qti21' ? ' (aim ≤ 10 s)' : ''}`, (r) => {
    const e = r.exports.find((x) => x.format === format)!;
    return `${s(e.run.ms)}, ${(e.bytes / 1e6).toFixed(2)} MB`;
  });
  row('web: upload + job + finish', (r) => `${s(r.web.uploadMs)} + ${s(r.web.jobMs)} + ${s(r.web.finishMs)}`);
  row('web: event-loop p99 during the job / finish', (r) => `${r.web.loop.job.p99} / ${r.web.loop.finish.p99} ms`);
  row('web: server tree peak RSS / PSS', (r) => `${mb(r.web.tree.peakRss)} / ${mb(r.web.tree.peakPss)}`);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-bench-interchange-'));
try {
  const generated = performance.now();
  const pkg = writeQtiPackage(path.join(scratch, 'bank-qti21.zip'), ITEMS);
  console.log(
    `the package: ${pkg.items} items (${Object.entries(pkg.byKind)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}), ${pkg.images} pictures, ${(pkg.bytes / 1e6).toFixed(1)} MB zipped; written in ${s(performance.now() - generated)} (not timed)`,
  );
  const bare = await bareMs();
  console.log(`bare Fastify JSON route: ${bare.toFixed(3)} ms per request (sequential)`);
  const only = process.env.BENCH_ENGINE;
  const rows: EngineFigures[] = [];
  if (only !== 'pglite') {
    await withScratchPostgres('interchange', async (url) => {
      const dataDir = fs.mkdtempSync(path.join(scratch, 'pg-'));
      rows.push(await engineRun('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, pkg, bare, scratch));
    });
  }
  if (only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(scratch, 'pglite-'));
    rows.push(await engineRun('PGlite', { DATA_DIR: dataDir }, pkg, bare, scratch));
  }
  table(rows);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
