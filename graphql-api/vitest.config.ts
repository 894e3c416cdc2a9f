import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql-js in the tests, as in Node: Node loads graphql's CommonJS build for every importer (its package has
// no "exports"), while Vite would give ESM importers its .mjs build and graphql-jit (CommonJS) the other, two
// copies whose types do not know each other.
const GRAPHQL = createRequire(import.meta.url).resolve('graphql');

// Integration tests against a real PostgreSQL (embedded unless DATABASE_URL is set) through real HTTP.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: GRAPHQL }] },
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
