// What the cluster specs (e2e/cluster) ask of the processes, over a small HTTP server on
// loopback: SIGKILL an API process and start it again, and kill the worker that runs the next
// job of a kind while it is mid-way. Workers run with PENA_TEST_JOB_HOLD_DIR (server/jobs/
// tracked.ts): every tracked job stops after its first progress() and writes <uuid>.held with
// the worker's pid; the watcher lets each go at once, except the armed kind's: that worker is
// SIGKILLed with the job mid-way, and once the job's heartbeat is stale (JOB_STALE_SECONDS) the
// worker starts again and recovers it (jobs/tasks/JobRecoveryTask.ts), as after a crash.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { until, type Processes } from './processes.ts';

export interface ControlOptions {
  port: number;
  processes: Processes;
  pool: pg.Pool;
  holdDir: string;
  staleSeconds: number;
}

export interface JobKill {
  kind: string;
  uuid: string;
  worker: string;
}

export function startControl(opts: ControlOptions) {
  const { processes, pool, holdDir } = opts;
  const armed = new Set<string>();
  const jobKills: JobKill[] = [];
  const seen = new Set<string>();
  let stopped = false;

  const release = (uuid: string) => fs.writeFile(path.join(holdDir, `${uuid}.go`), '');

  const killMidJob = async (uuid: string, kind: string, pid: number) => {
    const worker = processes.byPid(pid);
    if (!worker) {
      await release(uuid);
      return;
    }
    await processes.kill(worker.name, `with its ${kind} job ${uuid} mid-way`);
    jobKills.push({ kind, uuid, worker: worker.name });
    await release(uuid); // the next run goes through
    await until(async () => {
      const { rows } = await pool.query(
        `select 1 from job_statuses where uuid = $1 and (status <> 'processing' or heartbeat_at < now() - make_interval(secs => $2))`,
        [uuid, opts.staleSeconds],
      );
      return rows.length > 0;
    }, `the heartbeat of job ${uuid} to go stale`);
    await processes.restart(worker.name);
  };

  const watch = async () => {
    while (!stopped) {
      for (const file of await fs.readdir(holdDir)) {
        if (!file.endsWith('.held')) continue;
        const uuid = file.slice(0, -'.held'.length);
        if (seen.has(uuid)) continue;
        seen.add(uuid);
        const pid = Number(await fs.readFile(path.join(holdDir, file), 'utf8'));
        const { rows } = await pool.query<{ kind: string }>('select kind from job_statuses where uuid = $1', [uuid]);
        const kind = rows[0]?.kind ?? '?';
        if (armed.delete(kind)) {
          killMidJob(uuid, kind, pid).catch((err: unknown) => processes.note(`job kill failed: ${String(err)}`));
        } else {
          await release(uuid);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const watching = watch();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const name = url.searchParams.get('name') ?? '';
    const run = async () => {
      if (request.method === 'POST' && url.pathname === '/kill') {
        await processes.kill(name, url.searchParams.get('why') ?? 'by the spec');
        return answer(200, { killed: name });
      }
      if (request.method === 'POST' && url.pathname === '/start') {
        const proc = await processes.restart(name);
        return answer(200, { started: name, pid: proc.pid });
      }
      if (request.method === 'POST' && url.pathname === '/arm-job-kill') {
        armed.add(url.searchParams.get('kind') ?? '');
        return answer(200, { armed: [...armed] });
      }
      if (request.method === 'GET' && url.pathname === '/state') {
        return answer(200, { running: [...processes.running.keys()], armed: [...armed], jobKills });
      }
      return answer(404, { error: 'not_found' });
    };
    run().catch((err: unknown) => answer(500, { error: String(err) }));
  });
  server.listen(opts.port, '127.0.0.1');

  return {
    jobKills,
    async stop() {
      stopped = true;
      await watching.catch(() => undefined);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
