import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real built console, the real API on a fresh database, Debian's Chromium.
// They share one PostgreSQL cluster and run one file at a time, in order, with generous timeouts.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
    sequence: { concurrent: false },
    // The UI waits on a real API and database: one second (the default) is too short on a busy CI machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ['default'],
  },
});
