import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang bounds, not assertions: an e2e test runs the CLI several times and took up to ~30 s on
    // a 2-core CI machine under load (load average 10-15), so 30 s failed tests that were right.
    // What a test claims about time it asserts itself (counts, virtual time, in-process ratios).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Commands run in-process (test/helpers/cli.ts), so a test file needs no process of its own:
    // worker threads spare a node start-up per file. Two cores, so two workers.
    pool: 'threads',
    maxWorkers: 2,
    // A worker's files share one module graph: src/ is imported once per worker, not once per file
    // (that import was a sixth of the suite's time). What a file could leave behind for the next
    // (environment, secrets, working directory, exit code, signal handlers, temp files) is checked
    // after every test by the setup file and the temp guard below, not by a fresh graph.
    isolate: false,
    // After each test: no secret, environment variable, exit code, working directory or signal
    // handler left behind by a command run in-process.
    setupFiles: ['./test/helpers/leak-check.ts'],
    // The suite's own temp folder, which must be empty when the run ends (test/helpers/temp-guard.ts).
    globalSetup: ['./test/helpers/temp-guard.ts'],
    reporters: ['default', './test/helpers/count-reporter.ts'],
    // GitHub's workflow parser imports its JSON schema without an import attribute, which Node's
    // own loader refuses: let vite transform it (tests only; helpsync never loads it).
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
