// End-to-end specs drive the built app (npm run build first) in the system Chromium,
// against servers on fresh databases seeded with the demo school (e2e/servers.ts).
//
// Two workers, two servers, each with its own copy of the seed:
// - "content" (port E2E_PORT): specs that make their own courses and topics through the API
//   and look at nothing else; their files run side by side.
// - "school" (port E2E_PORT + 1): specs that read or change what the whole demo school shares
//   (members, teams and roles, tags, the course list and its counts, the seeded courses, the
//   test bank, the second school); one file at a time, in name order, as when everything ran
//   on one worker, and never beside another file on the same data.
// A new spec that reads or changes anything beyond what it created itself belongs in `school`.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/chromium.ts';
import { PROVISIONING_SECRET } from './e2e/helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const schoolPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const schoolSpecs = [
  'access',
  'accessibility-school',
  'copy-move',
  'courses',
  'download-courses',
  'import-bank',
  'login',
  'management',
  'members',
  'shell',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  // e2e/cluster/ runs through a balancer in front of several processes: npm run test:cluster.
  testIgnore: 'cluster/**',
  outputDir: 'test-results/playwright',
  workers: 2,
  fullyParallel: false,
  projects: [
    // First, so one worker goes through the school's files from the start while the other
    // takes content files; both take content files once the school is done.
    { name: 'school', testMatch: schoolSpecs, workers: 1, use: { baseURL: `http://localhost:${schoolPort}` } },
    // (A project's testIgnore replaces the one above, so it names cluster/ again.)
    { name: 'content', testIgnore: ['cluster/**', ...schoolSpecs], use: { baseURL: `http://localhost:${port}` } },
  ],
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // A bound, not a wait (a passing check returns at once): a page load took over 7 s with both
  // cores busy.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 820 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Fresh data directories every run: one seed, copied for each server (e2e/servers.ts).
    command: `npm exec -- node e2e/servers.ts ${dataDir} ${port} ${schoolPort}`,
    wait: { stdout: /e2e servers ready/ },
    env: {
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      // The linked app's way in (POST /provisioning/assignments): a fixed secret for the tests.
      PROVISIONING_SECRET,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
