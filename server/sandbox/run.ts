// Untrusted files are read in a child process of their own, never in the serving process: a
// file that makes its reader take all memory, loop or crash ends that child only, the serving
// process's event loop keeps turning while it reads, and every byte the reader used goes back to
// the system when the child exits (a reader's heap is never reused by the server).
//
// A task is a module whose default export takes one input and answers one output, both
// structured-clonable; the child (child.ts) imports it, runs it once and exits. A task with a
// large answer hands it over in parts first (its second argument's `send`): each part crosses as
// its own message, so the serving process decodes it in small steps between other work. Inputs
// stay small: a file crosses as its path, never as its bytes (sending megabytes holds the sender).
//
// Readers are not forked by the serving process itself: fork() copies the page tables of the
// whole process, which holds the event loop for tens of milliseconds per hundred MB resident. A
// small host process (host.ts), started on first use, forks them and relays their messages.
//
// Limits, each ending the reader with SIGKILL:
// - memory: V8's heap limit (--max-old-space-size) and, where /proc exists, the reader's resident
//   memory sampled every SAMPLE_MS, which also counts what V8's limit does not (buffers, WASM);
// - time: `timeoutMs` from the start;
// - the caller's AbortSignal.
// At most MAX_RUNNING readers run at once per serving process; the others wait their turn, so a
// burst of imports cannot add up to more than MAX_RUNNING × memoryMb.
// Neither the host nor a reader gets an environment beyond what Node needs: no database address,
// no secrets.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { HostMessage, RunRequest } from './host.ts';

export interface SandboxLimits {
  /** Most resident memory of the reader, in MB. */
  memoryMb: number;
  /** Most time the task may take, in ms (waiting for a turn not counted). */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryMb: 512, timeoutMs: 120_000 };
/** Readers running at once for one serving process. */
export const MAX_RUNNING = 2;
const SAMPLE_MS = 50;
/** What Node itself takes besides the heap (code, stacks, buffers): the heap limit is the rest. */
const NODE_OVERHEAD_MB = 64;

export type SandboxFailure = 'memory' | 'time' | 'crashed';

/** The task did not answer: it used too much memory, took too long, or its process died. */
export class SandboxError extends Error {
  readonly reason: SandboxFailure;
  constructor(reason: SandboxFailure, detail: string) {
    super(`sandboxed task ${reason}: ${detail}`);
    this.name = 'SandboxError';
    this.reason = reason;
  }
}

/** What a task's default export gets beside its input. */
export interface TaskTools {
  /** Hands a part of the answer over now (the caller's onPart gets it, in order, before the answer). */
  send(part: unknown): Promise<void>;
}

export interface SandboxOptions {
  limits?: Partial<SandboxLimits>;
  signal?: AbortSignal;
  /** Called with each part the task sends, in order. */
  onPart?: (part: unknown) => void;
}

/** The environment of the host and the readers: only what Node needs. */
export const readerEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH ?? '', TZ: process.env.TZ ?? '', NODE_ENV: process.env.NODE_ENV ?? '' });

let running = 0;
const waiting: (() => void)[] = [];

async function turn(signal?: AbortSignal): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', stop);
        resolve();
      };
      const stop = () => {
        const i = waiting.indexOf(go);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', stop, { once: true });
      waiting.push(go);
    });
  } else running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** The reader's resident memory in MB, or null where /proc does not tell it. */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

interface Run {
  onMessage(message: HostMessage): void;
  onHostGone(): void;
}

const runs = new Map<number, Run>();
let nextRunId = 1;
let host: ChildProcess | null = null;
const hostEntry = fileURLToPath(new URL('./host.ts', import.meta.url));

/** The host, started on first use and again after it died; it never keeps this process alive. */
function currentHost(): ChildProcess {
  if (host?.connected) return host;
  const started = fork(hostEntry, [], {
    execArgv: ['--max-old-space-size=128', '--disable-warning=ExperimentalWarning'],
    env: readerEnv(),
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.on('message', (message: HostMessage) => runs.get(message.id)?.onMessage(message));
  started.on('error', () => undefined);
  started.on('close', () => {
    if (host === started) host = null;
    for (const run of [...runs.values()]) run.onHostGone();
  });
  started.unref();
  (started.channel as { unref?: () => void } | undefined)?.unref?.();
  host = started;
  return started;
}

/**
 * Ends the host when no reader runs: a one-shot command done with its file need not keep it
 * (80-90 MB) beside the work that follows. The next run starts another.
 */
export function stopSandboxHost(): void {
  if (!host || runs.size > 0) return;
  if (host.connected) host.disconnect();
  host = null;
}

const killReader = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** Runs `task` (the URL of a task module) on `input` in a reader process. */
export async function runInSandbox<Input, Output>(task: URL, input: Input, options: SandboxOptions = {}): Promise<Output> {
  const { signal } = options;
  signal?.throwIfAborted();
  const release = await turn(signal);
  try {
    signal?.throwIfAborted();
    return await runReader<Input, Output>(task, input, { ...DEFAULT_LIMITS, ...options.limits }, options);
  } finally {
    release();
  }
}

function runReader<Input, Output>(task: URL, input: Input, { memoryMb, timeoutMs }: SandboxLimits, { signal, onPart }: SandboxOptions): Promise<Output> {
  const heapMb = Math.max(32, memoryMb - NODE_OVERHEAD_MB);
  const id = nextRunId++;
  return new Promise<Output>((resolve, reject) => {
    let pid: number | null = null;
    let settled = false;
    let killedFor: SandboxFailure | null = null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      runs.delete(id);
      clearTimeout(timer);
      clearInterval(sampler);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const kill = (reason: SandboxFailure | 'aborted') => {
      if (reason !== 'aborted') killedFor ??= reason;
      if (pid !== null) killReader(pid);
      if (reason === 'aborted') finish(() => reject(signal!.reason));
    };
    const onAbort = () => kill('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => kill('time'), timeoutMs);
    let sampling = false;
    const sampler = setInterval(() => {
      if (sampling || pid === null) return;
      sampling = true;
      void residentMb(pid).then((mb) => {
        sampling = false;
        if (mb !== null && mb > memoryMb) kill('memory');
      });
    }, SAMPLE_MS);

    runs.set(id, {
      onMessage(message) {
        if ('pid' in message) {
          pid = message.pid;
          // Aborted or timed out before the reader was there.
          if (settled || killedFor) killReader(pid);
        } else if ('part' in message) {
          if (settled) return;
          try {
            onPart?.(message.part);
          } catch (error) {
            kill('crashed');
            finish(() => reject(error));
          }
        } else if ('reply' in message) {
          const reply = message.reply as { ok: true; value: Output } | { ok: false; message: string };
          if (reply.ok) finish(() => resolve(reply.value));
          else finish(() => reject(new SandboxError('crashed', reply.message)));
        } else if ('exit' in message) {
          const { code, signal: exitSignal, stderr } = message.exit;
          // V8 past its heap limit aborts the process with this on stderr.
          const outOfHeap = /heap out of memory|Reached heap limit/i.test(stderr);
          const reason: SandboxFailure = killedFor ?? (outOfHeap ? 'memory' : 'crashed');
          finish(() => reject(new SandboxError(reason, `exit ${code ?? exitSignal}${stderr ? `: ${stderr.slice(0, 500)}` : ''}`)));
        }
      },
      onHostGone() {
        if (pid !== null) killReader(pid);
        finish(() => reject(new SandboxError(killedFor ?? 'crashed', 'the reader host stopped')));
      },
    });
    const request: RunRequest = {
      id,
      task: task.href,
      input,
      execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=16', '--disable-warning=ExperimentalWarning'],
    };
    currentHost().send(request, (error) => {
      if (error) finish(() => reject(new SandboxError('crashed', `could not reach the reader host: ${error.message}`)));
    });
  });
}
