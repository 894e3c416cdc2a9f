import { defineConfig } from 'vitest/config';

// Integration tests against a real PostgreSQL (embedded unless DATABASE_URL is set) through real HTTP.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
  },
});
