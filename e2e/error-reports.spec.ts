// Browser error reports (spec §9) against a fake Sentry envelope receiver: this
// spec starts its own `pena serve` (a copy of the e2e seed) with SENTRY_DSN pointing at it.
// - No error: nothing is sent (replays of sessions are sampled at 0, no session envelope).
// - An error thrown in the page: its event arrives tagged with the user's role, without the
//   session token, and a replay of it (errors sampled at 1) with all text masked.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fakeSentry, type FakeSentry } from '../server/test/fakeSentry.ts';
import { demo, login } from './helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const dataDir = join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'error-reports');
const baseURL = `http://localhost:${port}`;

let receiver: FakeSentry;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async () => {
  receiver = await fakeSentry();
  const template = join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'template');
  if (!existsSync(template)) throw new Error(`no e2e seed at ${template} (e2e/servers.ts makes it)`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
  // Node 24 from the project's `node` package (Playwright's runner may be another Node).
  server = spawn(join('node_modules', '.bin', 'node'), ['server/main.ts', 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      SENTRY_DSN: receiver.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = new Promise<never>((_resolve, reject) => server.once('exit', (code) => reject(new Error(`pena serve exited (${code})`))));
  const healthy = async () => {
    for (;;) {
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([healthy(), started]);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The SDK is loaded (dynamically, the server having named a DSN) and the user's role is tagged. */
async function reportsReady(page: Page) {
  await page.waitForFunction(() => {
    const carrier = (window as unknown as { __SENTRY__?: Record<string, { defaultIsolationScope?: { _tags?: Record<string, string> } }> }).__SENTRY__;
    return Object.values(carrier ?? {}).some((v) => typeof v === 'object' && v?.defaultIsolationScope?._tags?.role);
  });
}

test('without an error nothing is sent; a thrown error is reported with the role and a masked replay', async ({ page, context }) => {
  await login(page, demo.editor);
  await reportsReady(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.keyboard.press('Escape');
  // Everything the page sent so far went to the app's own origin: nothing to the receiver.
  expect(receiver.envelopes).toEqual([]);

  const visible = (await page.getByTestId('organization-name').first().textContent())?.trim() ?? '';
  expect(visible.length).toBeGreaterThan(3);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e unexpected error');
    });
  });
  await receiver.waitFor(() => receiver.items('event').length > 0 && receiver.items('replay_recording').length > 0);

  const event = receiver.items('event')[0]!.json as { tags: Record<string, string>; exception: { values: { value: string }[] }; request?: { url?: string } };
  expect(event.exception.values.map((v) => v.value)).toContain('e2e unexpected error');
  expect(event.tags.role).toBe('editor');
  expect(event.tags.organization_id).toMatch(/^\d+$/);
  expect(receiver.items('replay_event').length).toBeGreaterThan(0);

  // Nothing of the session: no cookie value, in the event or in the replay.
  const raw = receiver.envelopes.map((e) => e.raw).join('\n');
  for (const cookie of await context.cookies()) {
    if (cookie.value.length >= 16) expect(raw).not.toContain(cookie.value);
  }
  // The replay's text is masked: the organization's name shown on the page is not in it.
  const recording = receiver.items('replay_recording').map((i) => i.text).join('\n');
  expect(recording.length).toBeGreaterThan(100);
  expect(recording).not.toContain(visible);
  expect(recording).toMatch(/\*{4,}/);
});
