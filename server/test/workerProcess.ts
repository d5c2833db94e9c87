// Worker processes for kill tests, which kill a worker in the middle of a job and check that
// nothing is lost or doubled. startWorkerProcess() spawns `node server/main.ts worker` (or
// `serve`, or a test entry such as server/test/trackedWorker.ts) as a child on a DATABASE_URL
// and DATA_DIR, waits until it says it is up, and kill() ends it with SIGKILL: no shutdown code
// runs, its pg-boss job stays 'active' and its job_statuses row 'processing', as after a crash.
//
// To kill a job mid-way deterministically, use a JobHold: the child gets PENA_TEST_JOB_HOLD_DIR
// (test only, read by server/jobs/tracked.ts), so a tracked job stops right after its handler's
// first progress() call, writes `<dir>/<uuid>.held` and waits for `<dir>/<uuid>.go`.
//
//   const hold = await jobHold();
//   const worker = await startWorkerProcess({ databaseUrl, dataDir, hold });
//   const { uuid } = await startJob(...);          // or POST the route that starts it
//   await hold.waitHeld(uuid);                    // the job is processing, mid-way
//   await worker.kill();                          // SIGKILL
//   await hold.release(uuid);                     // the next run goes through
//   await waitForStale(db, uuid, staleSeconds);   // its heartbeat is older than the limit
//   const next = await startWorkerProcess({ databaseUrl, dataDir, hold, env: { JOB_STALE_SECONDS: '1' } });
//   await waitForJob(t, uuid);                    // recovered at start, retried, completed
//   await next.stop();
//
// PGlite: leave out databaseUrl and the child opens DATA_DIR/db. A PGlite data directory is one
// process's at a time, so the test cannot read it while a child has it open: drive a `serve`
// child over HTTP (`baseUrl()`), or open the directory only after the child is gone.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobStatuses } from '../db/schema/index.ts';
import { pollFor } from './jobs.ts';

export interface JobHold {
  dir: string;
  /** Resolves when the job is held mid-way (after its first progress()). */
  waitHeld(uuid: string, timeoutMs?: number): Promise<void>;
  /** Lets the held job (and any later run of it) go on. */
  release(uuid: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function jobHold(): Promise<JobHold> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pena-hold-'));
  const exists = (file: string) => fs.access(path.join(dir, file)).then(() => true, () => false);
  return {
    dir,
    waitHeld: async (uuid, timeoutMs = 60_000) => {
      await pollFor(() => exists(`${uuid}.held`), `job ${uuid} to be held`, timeoutMs);
    },
    release: (uuid) => fs.writeFile(path.join(dir, `${uuid}.go`), ''),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

export interface WorkerProcessOptions {
  /** PostgreSQL connection string of the test database; unset: PGlite under dataDir. */
  databaseUrl?: string;
  /** DATA_DIR of the child (files, storage secret). */
  dataDir: string;
  /** `worker` (default) or `serve` (then also PORT, default a free one chosen by the OS: 0). */
  command?: 'worker' | 'serve';
  /** The script to run instead of server/main.ts, e.g. server/test/trackedWorker.ts. */
  entry?: string;
  hold?: JobHold;
  env?: NodeJS.ProcessEnv;
  /** How long to wait for the child to be up (default 60 s: migrations on a busy machine). */
  timeoutMs?: number;
}

export interface WorkerProcess {
  pid: number;
  /** Everything the child printed so far (stdout and stderr). */
  output(): string;
  /** Waits until the child printed a line matching `pattern`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL, as a crash: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, a graceful stop: resolves with the exit code. */
  stop(): Promise<number | null>;
  /** `serve` only: the address it listens on (read from its welcome line), e.g. http://127.0.0.1:40123. */
  baseUrl(): string;
}

const READY: Record<'worker' | 'serve', RegExp> = {
  worker: /worker running/i,
  serve: /Pena is running at/,
};

export async function startWorkerProcess(opts: WorkerProcessOptions): Promise<WorkerProcess> {
  const command = opts.command ?? 'worker';
  const args = opts.entry ? [opts.entry] : ['server/main.ts', command];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl ?? '',
      DATA_DIR: opts.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      // A `serve` child stops at once on SIGTERM (no balancer to drain from).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(opts.hold ? { PENA_TEST_JOB_HOLD_DIR: opts.hold.dir } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exitCode = code))));

  const waitForOutput = async (pattern: RegExp, timeoutMs = 60_000) => {
    await pollFor(async () => {
      if (pattern.test(output)) return true;
      if (exitCode !== undefined) throw new Error(`the child exited (${exitCode}) before printing ${pattern}:\n${output}`);
      return false;
    }, `the child to print ${pattern}\n${output}`, timeoutMs);
  };

  const worker: WorkerProcess = {
    pid: child.pid!,
    output: () => output,
    waitForOutput,
    kill: async () => {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
    baseUrl: () => {
      // Fastify logs `Server listening at http://127.0.0.1:PORT` (PORT 0: the OS picks one).
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) throw new Error(`no listening address in the output:\n${output}`);
      return match[1]!;
    },
  };
  try {
    await waitForOutput(READY[command], opts.timeoutMs ?? 60_000);
  } catch (err) {
    await worker.kill();
    throw err;
  }
  return worker;
}

/** Waits until the job's heartbeat is older than `staleSeconds` (so a recovery will take it for dead). */
export async function waitForStale(db: Db, uuid: string, staleSeconds: number, timeoutMs = 30_000): Promise<void> {
  await pollFor(
    async () => {
      const [row] = await db
        .select({ stale: sql<boolean>`${jobStatuses.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})` })
        .from(jobStatuses)
        .where(eq(jobStatuses.uuid, uuid));
      return row?.stale === true;
    },
    `job ${uuid}'s heartbeat to be older than ${staleSeconds} s`,
    timeoutMs,
  );
}
