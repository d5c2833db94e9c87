// A request's server time without a Server-Timing header (Pena sends none): requests sent one
// at a time from the benchmark's process, in turn with those of the other series compared and
// one to the bare route of the same shape (bench/lib/bare.ts, a process of its own), so the
// machine's state falls on all alike; the server time is the median response time less the
// bare route's median, which takes off what every request costs whatever it asks (fetch, the
// loopback, HTTP parsing, a Fastify reply).

export interface Timing {
  label: string;
  requests: number;
  median: number;
  p95: number;
  bareMedian: number;
  /** median − bareMedian, ms. */
  server: number;
  statements?: number;
}

/** A series of requests to time: `send(i)` may carry state from one request to the next (a lock_version) through its replies. */
export interface Series {
  label: string;
  send: (i: number) => Promise<Response>;
}

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

async function once(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await send();
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 300)}`);
  return elapsed;
}

/**
 * `warmup` rounds, then `n` rounds of one request of each series in turn and one to the bare
 * route (`bare()`), so a machine busy with other work slows every series and the bare route alike.
 */
export async function timeInTurn(series: Series[], bare: () => Promise<Response>, n: number, warmup = 10): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) {
    for (const s of series) await once(() => s.send(-1 - i));
    await once(bare);
  }
  const times = series.map(() => [] as number[]);
  const bareTimes: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const [k, s] of series.entries()) times[k]!.push(await once(() => s.send(i)));
    bareTimes.push(await once(bare));
  }
  const bareMedian = quantile(bareTimes, 0.5);
  return series.map((s, k) => {
    const median = quantile(times[k]!, 0.5);
    return { label: s.label, requests: n, median, p95: quantile(times[k]!, 0.95), bareMedian, server: median - bareMedian };
  });
}

const ms = (n: number, width = 8) => n.toFixed(2).padStart(width);

export function printTimings(title: string, timings: Timing[]): void {
  console.log(`\n${title}`);
  console.log(`${'request'.padEnd(46)}    n  median ms  p95 ms  bare ms  server ms  stmts`);
  for (const t of timings) {
    console.log(`${t.label.padEnd(46)} ${String(t.requests).padStart(4)} ${ms(t.median, 10)} ${ms(t.p95)} ${ms(t.bareMedian)} ${ms(t.server, 10)} ${String(t.statements ?? '').padStart(6)}`);
  }
}
