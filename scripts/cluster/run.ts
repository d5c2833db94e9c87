// npm run test:cluster: Pena as it runs at scale, on loopback. One fresh
// PostgreSQL database; one S3 server (s3rver, its bucket with CORS for the browser's uploads);
// `pena serve --no-worker` × 2 and `pena worker` × 2 started together (they migrate in turn,
// under the migration lock), each with a data directory of its own (nothing on disk is
// shared); the demo seed once; HAProxy from deploy/haproxy.cfg in front. Then Playwright drives
// the main journeys through the balancer (e2e/cluster/) while an API process and a worker are
// SIGKILLed and started again (scripts/cluster/control.ts). Afterwards: every job finished, and
// what the balancer answered. Needs a build (dist/web, or CLUSTER_WEB_DIR), PostgreSQL
// (CLUSTER_DATABASE_URL or TEST_DATABASE_URL, default the local one) and /usr/sbin/haproxy.
// Ports: CLUSTER_PORT_BASE (default 7400) to +10.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SERVER_NODE_FLAGS } from '../../server/nodeFlags.ts';
import { startControl } from './control.ts';
import { Processes, healthy, until, type Spec } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const base = Number(process.env.CLUSTER_PORT_BASE ?? 7400);
const ports = { balancer: base, api1: base + 1, api2: base + 2, control: base + 9, s3: base + 10 };
const publicUrl = `http://127.0.0.1:${ports.balancer}`;
const webDir = path.resolve(process.env.CLUSTER_WEB_DIR ?? path.join(root, 'dist/web'));
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const haproxy = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const STALE_SECONDS = 8;
const BUCKET = 'pena-cluster';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const failures: string[] = [];

if (!fs.existsSync(path.join(webDir, 'index.html'))) {
  console.error(`cluster: no built web app in ${webDir} (npm run build first, or set CLUSTER_WEB_DIR)`);
  process.exit(1);
}

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pena-cluster-'));
const logDir = path.join(root, 'test-results/cluster');
fs.rmSync(logDir, { recursive: true, force: true });
const processes = new Processes(logDir);

// The database.
const dbName = `pena_cluster_${process.pid}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (err) {
  // A developer's `npm test` without PostgreSQL skips this stage; named (CI sets TEST_DATABASE_URL), it must be there.
  if (process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL) throw err;
  console.log(`cluster: skipped, no PostgreSQL at ${adminUrl} (${(err as Error).message}); set TEST_DATABASE_URL to run it`);
  process.exit(0);
}
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
// The database is dropped at the end with its connections: an idle one closing then is expected.
pool.on('error', () => undefined);

// The bucket, on a real S3 server; the browser POSTs uploads to it from the balancer's origin.
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${publicUrl}</AllowedOrigin>${['GET', 'HEAD', 'POST', 'PUT']
  .map((m) => `<AllowedMethod>${m}</AllowedMethod>`)
  .join('')}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
const s3 = new S3rver({
  address: '127.0.0.1',
  port: ports.s3,
  silent: true,
  directory: path.join(runDir, 's3'),
  configureBuckets: [{ name: BUCKET, configs: [cors] }],
});
await s3.run();
const s3Env = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

const holdDir = path.join(runDir, 'hold');
fs.mkdirSync(holdDir);
const env = (name: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATABASE_URL: databaseUrl,
  ...s3Env,
  DATA_DIR: path.join(runDir, `data-${name}`),
  WEB_DIR: webDir,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'loopback',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  JOB_STALE_SECONDS: String(STALE_SECONDS),
  SHUTDOWN_DRAIN_SECONDS: '1',
  ...extra,
});
const pena = (name: string, args: string[], extra: NodeJS.ProcessEnv, ready: Spec['ready']): Spec => ({
  name,
  command: process.execPath,
  args: [...SERVER_NODE_FLAGS, path.join(root, 'server/main.ts'), ...args],
  env: env(name, extra),
  ready,
});
const api = (name: 'api1' | 'api2') =>
  pena(name, ['serve', '--no-worker'], { PORT: String(ports[name]), HOST: '127.0.0.1' }, () =>
    until(healthy(`http://127.0.0.1:${ports[name]}/healthz`), `${name} to answer /healthz`),
  );
const worker = (name: string) =>
  pena(name, ['worker'], { PENA_TEST_JOB_HOLD_DIR: holdDir }, (proc) => until(async () => proc.output().includes('Pena worker running'), `${name} to start`));

function once(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/main.ts'), ...args], { env: env('admin'), stdio: ['ignore', 'pipe', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pena ${args.join(' ')} exited ${code}`))));
  });
}

let control: ReturnType<typeof startControl> | undefined;
let haproxyLog = '';
try {
  // Two API processes and two workers started together on the empty database: each migrates
  // first, and the migration lock (server/database.ts) makes them take turns. Then the demo seed.
  await Promise.all([processes.start(api('api1')), processes.start(api('api2')), processes.start(worker('worker1')), processes.start(worker('worker2'))]);
  await once(['seed']);
  processes.note(`database ${dbName} migrated by the first process, and seeded`);
  const lb = await processes.start({
    name: 'haproxy',
    command: haproxy,
    args: ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')],
    env: {
      PENA_BIND: `127.0.0.1:${ports.balancer}`,
      PENA_API_1: `127.0.0.1:${ports.api1}`,
      PENA_API_2: `127.0.0.1:${ports.api2}`,
    },
    ready: () => until(healthy(`${publicUrl}/healthz`), 'the balancer'),
  });
  control = startControl({ port: ports.control, processes, pool, holdDir, staleSeconds: STALE_SECONDS });

  // The journeys, through the balancer.
  const playwrightCode = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(root, 'e2e/cluster/playwright.config.ts')], {
      cwd: root,
      env: { ...process.env, CLUSTER_URL: publicUrl, CLUSTER_CONTROL: `http://127.0.0.1:${ports.control}`, CLUSTER_DATABASE_URL: databaseUrl, CLUSTER_BUCKET: BUCKET, ...Object.fromEntries(Object.entries(s3Env).map(([k, v]) => [`CLUSTER_${k}`, v])) },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  if (playwrightCode !== 0) failures.push(`the journeys failed (playwright exited ${playwrightCode})`);

  // Every job the journeys started finished once (none pending, processing or failed).
  const { rows: jobs } = await pool.query<{ kind: string; status: string; n: number }>(
    'select kind, status, count(*)::int as n from job_statuses group by kind, status order by kind, status',
  );
  for (const job of jobs) if (job.status !== 'completed') failures.push(`${job.n} ${job.kind} job(s) ${job.status}`);
  processes.note(`jobs: ${jobs.map((j) => `${j.kind} ${j.status} ${j.n}`).join(', ') || 'none'}`);

  // A stopping API process drains: /healthz says 503 "draining" while it still serves, then it exits cleanly.
  const drained = processes.running.get('api2')!;
  const direct = `http://127.0.0.1:${ports.api2}`;
  drained.child.kill('SIGTERM');
  await until(async () => {
    const health = await fetch(`${direct}/healthz`);
    return health.status === 503 && ((await health.json()) as { status: string }).status === 'draining';
  }, 'api2 to say it is draining', 10_000);
  const during = await fetch(`${direct}/public_config`);
  if (during.status !== 200) failures.push(`a draining process answered ${during.status} instead of serving`);
  const code = await drained.exited;
  processes.running.delete('api2');
  if (code !== 0) failures.push(`api2 exited ${code} after SIGTERM`);
  processes.note(`api2 drained on SIGTERM (healthz 503 draining, still serving) and exited ${code}`);
  haproxyLog = lb.output();
} catch (err) {
  failures.push(String(err instanceof Error ? err.stack : err));
} finally {
  haproxyLog ||= processes.running.get('haproxy')?.output() ?? '';
  await control?.stop();
  await processes.stopAll();
  await pool.end();
  s3.httpServer?.closeAllConnections();
  await s3.close();
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  await admin.end();
  fs.rmSync(runDir, { recursive: true, force: true });
}

// What the balancer saw: requests, those retried or redispatched, and any 5xx it answered.
const requests = haproxyLog
  .split('\n')
  .map((line) => /\s(\d{3}) -?\d+ .*?\d+\/\d+\/\d+\/\d+\/(\+?\d+) \d+\/\d+ "(\S+) (\S+)/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ status: Number(m[1]), retries: m[2]!, method: m[3]!, url: m[4]! }));
const retried = requests.filter((r) => r.retries !== '0');
const errors = requests.filter((r) => r.status >= 500);

console.log(`\n── cluster summary (${seconds()} s) ──`);
for (const line of processes.events) console.log(`  ${line}`);
console.log(`  balancer: ${requests.length} requests, ${retried.length} retried or redispatched by HAProxy, ${errors.length} answered 5xx`);
for (const r of errors) console.log(`    ${r.status} ${r.method} ${r.url.replace(/(\/(?:preview|downloads)\/)[^/?#]+/g, '$1[token]')}`);
console.log(`  job kills: ${control?.jobKills.map((k) => `${k.kind} on ${k.worker}`).join(', ') || 'none'}`);
console.log(`  logs: ${path.relative(root, logDir)}/`);
if (failures.length > 0) {
  console.log('  FAILED:');
  for (const f of failures) console.log(`    ${f}`);
} else {
  console.log('  passed: no acknowledged save lost, every job completed once, no 5xx the app did not retry (see the journeys above)');
}
process.exit(failures.length > 0 ? 1 : 0);
