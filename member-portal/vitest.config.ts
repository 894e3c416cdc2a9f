import { defineConfig } from 'vitest/config';

// Browser tests: the real API (fresh database per file) and the built portal, driven in Debian's Chromium.
// They share ports, a database server and a CPU-heavy browser, so they run one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
