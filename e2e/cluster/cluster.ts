// What the cluster journeys share: the run's control (scripts/cluster/control.ts), its
// database, and a `page` that records every reply the browser got: any 5xx fails the test,
// unless the app itself sent the same request again and that retry succeeded.
import { test as base, expect } from '@playwright/test';
import pg from 'pg';

const control = process.env.CLUSTER_CONTROL ?? 'http://127.0.0.1:7409';

async function call(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}) {
  const reply = await fetch(`${control}${path}?${new URLSearchParams(params)}`, { method });
  const body = (await reply.json()) as Record<string, unknown>;
  if (!reply.ok) throw new Error(`cluster control ${path}: ${JSON.stringify(body)}`);
  return body;
}

export const cluster = {
  /** SIGKILL the named process (api1, api2, worker1, worker2): resolves once it is gone. */
  kill: (name: string, why: string) => call('POST', '/kill', { name, why }),
  /** Starts it again: resolves once it is ready. */
  start: (name: string) => call('POST', '/start', { name }),
  /** The worker that picks up the next job of this kind is SIGKILLed mid-way, and started again once the job's heartbeat is stale. */
  armJobKill: (kind: string) => call('POST', '/arm-job-kill', { kind }),
  state: async () => (await call('GET', '/state')) as { running: string[]; armed: string[]; jobKills: { kind: string; uuid: string; worker: string }[] },
};

let pool: pg.Pool | undefined;
/** A query on the cluster's database (read-only checks after the journeys). */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: process.env.CLUSTER_DATABASE_URL, max: 2 });
  return (await pool.query<T>(text, values)).rows;
}

type Seen = { method: string; url: string; status: number; at: number };

export const test = base.extend<{ replies: Seen[] }>({
  replies: [
    async ({ page }, use) => {
      const replies: Seen[] = [];
      page.on('response', (response) => {
        replies.push({ method: response.request().method(), url: response.url(), status: response.status(), at: replies.length });
      });
      const failed: string[] = [];
      page.on('requestfailed', (request) => {
        // A download the page hands to the browser, or a poll cut by navigation, is not a failure.
        if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
      });
      await use(replies);
      // A 5xx is tolerated only when the app retried the same request and a later reply succeeded.
      const unretried = replies.filter(
        (r) => r.status >= 500 && !replies.some((later) => later.at > r.at && later.method === r.method && later.url === r.url && later.status < 400),
      );
      expect(unretried.map((r) => `${r.status} ${r.method} ${r.url}`), 'replies with 5xx the app did not retry').toEqual([]);
      expect(failed, 'requests that failed on the network').toEqual([]);
      const retried = replies.filter((r) => r.status >= 500).length;
      if (retried > 0) console.log(`  ${retried} 5xx repl${retried === 1 ? 'y was' : 'ies were'} retried by the app and then succeeded`);
    },
    { auto: true },
  ],
});

test.afterAll(async () => {
  await pool?.end();
  pool = undefined;
});

export { expect };
