// Preloaded into a server under test (`node --import bench/lib/eventLoop.ts server/main.ts serve`):
// watches the process's event loop and answers what it saw as JSON on a loopback port of its own
// (BENCH_LOOP_PORT): GET /reset starts a new window, GET / reads it. A window gives Node's
// event-loop delay histogram (p50, p99, max, in ms: perf_hooks.monitorEventLoopDelay) and, from a
// 10 ms timer, the stalls: how many times the loop was held past 50 ms, and the longest. Changes
// nothing else.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();

const TICK_MS = 10;
const STALL_MS = 50;
let stalls = 0;
let longest = 0;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK_MS;
  last = now;
  if (late > STALL_MS) stalls += 1;
  longest = Math.max(longest, late);
}, TICK_MS).unref();

const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

const port = Number(process.env.BENCH_LOOP_PORT);
// A process the server starts with its own flags and environment (`pena seed` preparing a new
// embedded database) loads this too: only the first answers on the port.
delete process.env.BENCH_LOOP_PORT;
if (port) {
  http
    .createServer((request, response) => {
      if (request.url === '/reset') {
        histogram.reset();
        stalls = 0;
        longest = 0;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), stalls, longest: Math.round(longest) }));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
