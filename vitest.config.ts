import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang bounds, not assertions: an e2e test runs the CLI several times and took up to ~30 s on
    // a 2-core CI machine under load (load average 10-15), so 30 s failed tests that were right.
    // What a test claims about time it asserts itself (counts, virtual time, in-process ratios).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The e2e tests spawn the real CLI and the emulator; two cores, so keep the pool small.
    maxWorkers: 2,
    reporters: ['default', './test/helpers/count-reporter.ts'],
    // GitHub's workflow parser imports its JSON schema without an import attribute, which Node's
    // own loader refuses: let vite transform it (tests only; helpsync never loads it).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
