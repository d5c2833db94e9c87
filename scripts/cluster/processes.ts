// The cluster's processes (npm run test:cluster): `pena serve --no-worker`, `pena worker` and
// HAProxy as children, each with its output in a log file, started and SIGKILLed by name.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Spec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Resolves once the process is ready (its /healthz answers, or it printed its line). */
  ready: (proc: Running) => Promise<void>;
}

export interface Running {
  name: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Polls `probe` until it holds; the bound is generous (a start on a shared 2-core machine under load took 80 s), not a wait. */
export const until = async (probe: () => Promise<boolean>, what: string, timeoutMs = 180_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`cluster: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const healthy = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;

export class Processes {
  readonly running = new Map<string, Running>();
  readonly specs = new Map<string, Spec>();
  readonly events: string[] = [];
  private readonly started = Date.now();

  private readonly logDir: string;

  constructor(logDir: string) {
    this.logDir = logDir;
    fs.mkdirSync(logDir, { recursive: true });
  }

  note(line: string): void {
    const at = ((Date.now() - this.started) / 1000).toFixed(1).padStart(6);
    this.events.push(`${at} s  ${line}`);
    console.log(`cluster ${at} s  ${line}`);
  }

  async start(spec: Spec): Promise<Running> {
    this.specs.set(spec.name, spec);
    const log = fs.createWriteStream(path.join(this.logDir, `${spec.name}.log`), { flags: 'a' });
    const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.length > 200_000) text = text.slice(-100_000);
      log.write(chunk);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const proc: Running = { name: spec.name, pid: child.pid!, child, output: () => text, exited };
    this.running.set(spec.name, proc);
    const failed = exited.then((code) => {
      throw new Error(`cluster: ${spec.name} exited (${code}) before it was ready:\n${text.slice(-3000)}`);
    });
    await Promise.race([spec.ready(proc), failed]);
    failed.catch(() => undefined);
    this.note(`${spec.name} up (pid ${proc.pid})`);
    return proc;
  }

  /** Starts the named process again with its spec. */
  restart(name: string): Promise<Running> {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`cluster: no process named ${name}`);
    return this.start(spec);
  }

  /** SIGKILL, as a crash: resolves once the process is gone. */
  async kill(name: string, why: string): Promise<void> {
    const proc = this.running.get(name);
    if (!proc) throw new Error(`cluster: ${name} is not running`);
    this.running.delete(name);
    proc.child.kill('SIGKILL');
    await proc.exited;
    this.note(`${name} SIGKILLed (pid ${proc.pid}) ${why}`);
  }

  byPid(pid: number): Running | undefined {
    return [...this.running.values()].find((proc) => proc.pid === pid);
  }

  /** SIGTERM to every process still running, SIGKILL after 10 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.running.values()].map(async (proc) => {
        proc.child.kill('SIGTERM');
        const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
        await proc.exited;
        clearTimeout(timer);
      }),
    );
    this.running.clear();
  }
}
