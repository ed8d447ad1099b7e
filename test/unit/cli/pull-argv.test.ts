import { describe, expect, it } from 'vitest';
import { pullOptionsFromArgv } from '../../../src/cli/run/pull.js';

describe('pull argv → options', () => {
  it.each([
    [
      { force: false, 'dry-run': false, json: false },
      { force: false, dryRun: false, json: false },
    ],
    [
      { languages: 'de,fr', force: true, 'dry-run': false, json: true },
      { languages: ['de', 'fr'], force: true, dryRun: false, json: true },
    ],
    [
      { languages: ' de , ,ja ', force: false, 'dry-run': true, json: false },
      { languages: ['de', 'ja'], force: false, dryRun: true, json: false },
    ],
    [
      { languages: '', force: false, 'dry-run': false, json: false },
      { force: false, dryRun: false, json: false },
    ],
  ])('%j', (argv, options) => {
    expect(pullOptionsFromArgv(argv)).toEqual(options);
  });
});
