// The benchmarks' side of bench/lib/eventLoop.ts: what to start a server under test with so it
// watches its own event loop (the preload and the loopback port it answers on), and the reset and
// read of one window around a timed step. BENCH_CPU_PROF=<dir> adds Node's CPU profile of the
// server, written there when it exits, to find what held the loop.
// Aim: p99 event-loop delay ≤ 50 ms while a job runs.
import path from 'node:path';
import { freePort } from './harness.ts';

export const LOOP_P99_AIM_MS = 50;

/** One window of the server's event loop (ms): Node's delay histogram, and the stalls over 50 ms. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  stalls: number;
  longest: number;
}

export interface LoopWatch {
  /** To add to the server's environment. */
  env: { BENCH_LOOP_PORT: string };
  /** To put before the server's script (startServer's nodeArgs). */
  nodeArgs: string[];
  /** Starts a new window. */
  reset(): Promise<void>;
  /** The window since the last reset. */
  read(): Promise<LoopDelay>;
  /** Runs `step` in a window of its own and answers what it gave and the window. */
  around<T>(step: () => Promise<T>): Promise<{ result: T; loop: LoopDelay }>;
}

const preload = path.join(path.dirname(new URL(import.meta.url).pathname), 'eventLoop.ts');

/** A watcher for one server, on a port of its own. */
export async function loopWatch(): Promise<LoopWatch> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_CPU_PROF;
  const watch: LoopWatch = {
    env: { BENCH_LOOP_PORT: String(port) },
    nodeArgs: ['--import', preload, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    async reset() {
      const res = await fetch(`${base}/reset`);
      if (!res.ok) throw new Error(`event-loop watcher: ${res.status}`);
      await res.text();
    },
    async read() {
      const res = await fetch(`${base}/`);
      if (!res.ok) throw new Error(`event-loop watcher: ${res.status}`);
      return (await res.json()) as LoopDelay;
    },
    async around(step) {
      await watch.reset();
      const result = await step();
      return { result, loop: await watch.read() };
    },
  };
  return watch;
}

/** "p50 … ms, p99 … ms (aim ≤ 50 ms: met), max … ms; n stalls over 50 ms (longest … ms)". */
export function describeLoop(loop: LoopDelay): string {
  const aim = loop.p99 <= LOOP_P99_AIM_MS ? 'met' : 'MISSED';
  return `p50 ${loop.p50} ms, p99 ${loop.p99} ms (aim ≤ ${LOOP_P99_AIM_MS} ms: ${aim}), max ${loop.max} ms; ${loop.stalls} stalls over 50 ms (longest ${loop.longest} ms)`;
}
