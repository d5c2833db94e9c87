// The load harness every HTTP benchmark uses: the server under test runs as its own process
// (`pena serve --no-worker`, with bench/lib/statements.ts preloaded to count its SQL
// statements), the bare Fastify route as another (bench/lib/bare.ts), and each load run is
// autocannon in a third (bench/lib/cannon.ts), so no figure carries the load generator's cost.
// Per run: requests per second, p50/p99 latency, and the server's CPU per request (utime+stime
// from /proc/<pid>/stat before and after, Linux). BENCH_DURATION seconds per run (default 5),
// BENCH_WARMUP requests of warm-up per target (default 300), BENCH_PORTS "lo-hi" to keep to a
// port range (else the system picks free ports).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const lib = path.join(root, 'bench/lib');
export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
export const LEVELS = [1, 10];
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const range = process.env.BENCH_PORTS?.split('-').map(Number);
let nextPort = range?.[0] ?? 0;
/** A port nothing listens on: the next free one of BENCH_PORTS, else one the system picks. */
export async function freePort(): Promise<number> {
  for (;;) {
    if (range && nextPort > range[1]!) throw new Error(`no free port left in BENCH_PORTS ${process.env.BENCH_PORTS}`);
    const want = range ? nextPort++ : 0;
    const got = await new Promise<number>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(-1));
      probe.listen(want, '127.0.0.1', () => {
        const port = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(port));
      });
    });
    if (got > 0) return got;
  }
}

export interface Served {
  child: ChildProcess;
  pid: number;
  url: string;
  /** The statement counter's URL (pena servers only). */
  statsUrl?: string;
}

async function waitUntilUp(child: ChildProcess, probe: string, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(probe)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The bare Fastify route (bench/lib/bare.ts) as its own process. */
export async function startBare(): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(lib, 'bare.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(child, `${url}/bare`, 'bare route');
  return { child, pid: child.pid!, url };
}

/**
 * `pena serve --no-worker` from the checkout at `cwd` (the working tree, or a baseline's
 * worktree) with `env` (DATABASE_URL, else PGlite under DATA_DIR), once /healthz answers.
 */
export async function startPena(env: NodeJS.ProcessEnv, cwd = root): Promise<Served> {
  const port = await freePort();
  const statsPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', PUBLIC_URL: url, BENCH_STATS_PORT: String(statsPort), BENCH_CHECKOUT: cwd, ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  // As `npm start` runs it (package.json): a 16 MB young generation.
  const args = [...SERVER_NODE_FLAGS, '--import', path.join(lib, 'statements.ts'), path.join(cwd, 'server/main.ts'), 'serve', '--no-worker'];
  const child = spawn(process.execPath, args, { cwd, env: fullEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilUp(child, `${url}/healthz`, `pena serve (${cwd})`);
  return { child, pid: child.pid!, url, statsUrl: `http://127.0.0.1:${statsPort}` };
}

export async function stop(served: Served | undefined): Promise<void> {
  const child = served?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time the process has used so far (user + system), in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND; // utime, stime: 14th and 15th
}

/** A request to load a server with: a path and, for writes, a method and body; or a hooks module (bench/lib/cannon.ts). */
export interface Target {
  label: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  hooks?: string;
  hookArgs?: unknown;
}

interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number };
  requests: { total: number };
}

function cannon(url: string, target: Target, connections: number, duration: number, amount?: number): Promise<CannonResult> {
  const spec = { url: url + target.path, connections, duration, amount, method: target.method, headers: target.headers, body: target.body, hooks: target.hooks, hookArgs: target.hookArgs };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(lib, 'cannon.ts'), JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} on ${target.label}`));
      resolve(JSON.parse(out) as CannonResult);
    });
  });
}

export interface Figure {
  label: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU per completed request, ms. */
  cpu: number;
  /** SQL statements one request sends (pena servers). */
  statements?: number;
}

/** Loads `server` with `target` at `concurrency` for BENCH_DURATION seconds from its own process. */
export async function measure(server: Served, target: Target, concurrency: number, duration = DURATION): Promise<Figure> {
  const cpuBefore = cpuMs(server.pid);
  const result = await cannon(server.url, target, concurrency, duration);
  const cpu = cpuMs(server.pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    label: target.label,
    concurrency,
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: requests ? cpu / requests : 0,
  };
}

/** BENCH_WARMUP requests at concurrency 10, not measured (JIT, caches, the pool's connections). */
export async function warmUp(server: Served, target: Target): Promise<void> {
  if (WARMUP > 0) await cannon(server.url, target, 10, 60, WARMUP);
}

/** The server's CPU use while it takes no requests (timers, the queue), ms per second over 3 s. */
export async function idleCpu(server: Served): Promise<number> {
  const before = cpuMs(server.pid);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return (cpuMs(server.pid) - before) / 3;
}

async function counter(server: Served): Promise<number> {
  return ((await (await fetch(server.statsUrl!)).json()) as { statements: number }).statements;
}

/** The SQL statements `send` (one request) makes the server send: the least of three tries, so a stray background statement is not counted. */
export async function statementsOf(server: Served, send: () => Promise<Response>): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 3; i++) {
    const before = await counter(server);
    const res = await send();
    const body = await res.text();
    if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 200)}`);
    least = Math.min(least, (await counter(server)) - before);
  }
  return least;
}

/** Logs in with the password and answers the headers that authenticate as that user. */
export async function loginHeaders(url: string, credentials: { email: string; password: string; organization_id?: number }): Promise<Record<string, string>> {
  const login = await fetch(`${url}/map/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { token: string } };
  return { authorization: `Token ${user.token}` };
}

const fixed = (n: number, digits: number, width: number) => n.toFixed(digits).padStart(width);

/** Prints figures as a table, each with its ratio to the bare route at the same concurrency. */
export function printFigures(title: string, figures: Figure[], bare: Figure[]): void {
  console.log(`\n${title}`);
  console.log(`${'target'.padEnd(34)} conc   reqs errs      rps  p50 ms  p99 ms  CPU ms/req  rps/bare  CPU/bare  stmts`);
  for (const f of figures) {
    const b = bare.find((x) => x.concurrency === f.concurrency);
    const rpsRatio = b ? fixed(f.rps / b.rps, 2, 9) : ''.padStart(9);
    const cpuRatio = b && b.cpu > 0 ? fixed(f.cpu / b.cpu, 1, 9) : ''.padStart(9);
    console.log(
      `${f.label.padEnd(34)} ${String(f.concurrency).padStart(4)} ${String(f.requests).padStart(6)} ${String(f.errors).padStart(4)} ${fixed(f.rps, 0, 8)} ${fixed(f.p50, 1, 7)} ${fixed(f.p99, 1, 7)} ${fixed(f.cpu, 3, 11)} ${rpsRatio} ${cpuRatio} ${String(f.statements ?? '').padStart(6)}`,
    );
  }
}

export const NOISE_NOTE =
  'The server, the bare route and the load generator (autocannon) are separate processes; CPU ms/req is the server process\'s utime+stime over the run divided by the requests it completed. ' +
  'On a shared machine the absolute figures are noisy: compare figures of different runs through rps/bare and CPU/bare (the bare Fastify route measured in the same run).';
