// The cluster journeys (npm run test:cluster, scripts/cluster/run.ts): the browser drives Pena
// through HAProxy in front of two API processes and two workers that the run has started;
// no webServer here. The main Playwright run ignores this folder (playwright.config.ts).
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../chromium.ts';

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/playwright-cluster',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.CLUSTER_URL ?? 'http://127.0.0.1:7400',
    browserName: 'chromium',
    viewport: { width: 1366, height: 820 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
