// Unit, component and route tests. Route tests run on PGlite always and also on
// PostgreSQL when TEST_DATABASE_URL is set (see server/test/databases.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    reporters: ['default', './scripts/vitest/unfinishedFilesReporter.ts'],
    maxWorkers: 2,
    // One module graph per worker instead of one per file: halves the run on 2 cores.
    // Files stay independent (fresh app and database per file; web/test/setup.ts resets
    // the shared document after each test).
    isolate: false,
    // Bounds, not waits (a passing test returns at once): a route test's first job starts the
    // queue and a reader process, which took over 30 s with both cores of a busy machine taken.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          // Above web/test/setup.ts's bound for one findBy (30 s), so a slow first paint fails as a missing element.
          testTimeout: 60_000,
          isolate: false, // this project extends vite.config.ts, not the options above
          include: ['web/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
