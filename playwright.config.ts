// End-to-end specs drive the built app (npm run build first) in the system Chromium,
// against a server on a fresh database seeded with the demo school.
import { defineConfig } from '@playwright/test';
import { PROVISIONING_SECRET } from './e2e/helpers.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  // e2e/cluster/ runs through a balancer in front of several processes: npm run test:cluster.
  testIgnore: 'cluster/**',
  outputDir: 'test-results/playwright',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // A bound, not a wait (a passing check returns at once): a page load took over 7 s with both
  // cores busy.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 820 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    // A fresh data directory every run: the server migrates and seeds an empty database.
    command: `rm -rf ${dataDir} && npm exec -- node server/main.ts serve`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      // The linked app's way in (POST /provisioning/assignments): a fixed secret for the tests.
      PROVISIONING_SECRET,
    },
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
