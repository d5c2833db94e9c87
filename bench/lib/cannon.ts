// One autocannon run in a process of its own, so the load generator's CPU is never the server's:
// `node bench/lib/cannon.ts '<spec JSON>'` prints autocannon's result as JSON. The spec is a
// CannonSpec (bench/lib/harness.ts); `hooks` names a module whose requests(hookArgs) answers
// autocannon's request list (e.g. one question per connection that carries its lock_version).
import autocannon, { type Options, type Request } from 'autocannon';

interface Spec {
  url: string;
  connections: number;
  duration: number;
  /** A number of requests instead of a duration (the warm-up). */
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  hooks?: string;
  hookArgs?: unknown;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;
let requests: Request[] | undefined;
if (spec.hooks) {
  const hooks = (await import(spec.hooks)) as { requests: (args: unknown) => Request[] };
  requests = hooks.requests(spec.hookArgs);
}
// Only the options given: an undefined one would replace autocannon's default.
const options = Object.fromEntries(
  Object.entries({ url: spec.url, connections: spec.connections, duration: spec.duration, amount: spec.amount, method: spec.method, headers: spec.headers, body: spec.body, requests }).filter(([, v]) => v !== undefined),
) as unknown as Options;
const result = await autocannon(options);
process.stdout.write(JSON.stringify({ duration: result.duration, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, latency: result.latency, requests: result.requests }));
