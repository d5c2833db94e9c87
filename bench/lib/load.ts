// A small closed-loop load generator: N requests at concurrency C against a URL on this
// machine, reporting requests per second and latency percentiles. Bounded in count and time.
export interface LoadResult {
  label: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(
  label: string,
  url: string,
  opts: { concurrency: number; requests: number; headers?: Record<string, string>; maxSeconds?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = Date.now() + (opts.maxSeconds ?? 60) * 1000;
  const started = performance.now();
  async function worker() {
    while (issued < opts.requests && Date.now() < deadline) {
      issued++;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: opts.headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { label, concurrency: opts.concurrency, requests: latencies.length, errors, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

export function printResults(title: string, results: LoadResult[], baseline?: LoadResult[]) {
  console.log(`\n${title}`);
  console.log('label                               conc  reqs  errs      rps    p50 ms   p99 ms   p99/bare');
  for (const r of results) {
    const bare = baseline?.find((b) => b.concurrency === r.concurrency);
    const ratio = bare && bare.p99 > 0 ? (r.p99 / bare.p99).toFixed(1) : '';
    console.log(
      `${r.label.padEnd(34)} ${String(r.concurrency).padStart(5)} ${String(r.requests).padStart(5)} ${String(r.errors).padStart(5)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(8)} ${ratio.padStart(10)}`,
    );
  }
}
