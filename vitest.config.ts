import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The e2e tests spawn the real CLI and the emulator; two cores, so keep the pool small.
    maxWorkers: 2,
    reporters: ['default', './test/helpers/count-reporter.ts'],
  },
});
