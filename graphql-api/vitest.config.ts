import { defineConfig } from 'vitest/config';

// Integration tests against a real PostgreSQL (embedded unless DATABASE_URL is set) through real HTTP.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The Redis suite needs a Redis server; .ci/run sets REDIS_URL when one answers.
    // The two-server suite runs from dist/ behind nginx: npm run test:cluster (vitest.cluster.config.ts).
    exclude: process.env.REDIS_URL ? ['**/node_modules/**', 'test/cluster/**'] : ['**/node_modules/**', 'test/cluster/**', 'test/**/*.redis.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default'],
  },
});
