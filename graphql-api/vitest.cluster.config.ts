import { defineConfig } from 'vitest/config';

// npm run test:cluster: two API processes from dist/ behind nginx, with Redis and an S3-compatible server.
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    reporters: ['default'],
  },
});
