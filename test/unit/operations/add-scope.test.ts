// init --add-scope's edit of the config text (pure): one line added, nothing else changed.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withScopeLine } from '../../../src/operations/add-scope.js';

describe('init --add-scope', () => {
  it('adds the one scope line at the end, keeping every other line, comment and line ending', () => {
    const text = '# my comment\r\nbaseUrl: "https://x.example/v3"  # trailing\r\nproject: p\r\n';
    const out = withScopeLine(text, 'c3c3c3c3c3c3', 'config/helpsync.yaml');
    expect(out.startsWith(text)).toBe(true);
    expect(
      out
        .slice(text.length)
        .split('\r\n')
        .filter((l) => !l.startsWith('#')),
    ).toEqual(['scope: "c3c3c3c3c3c3"', '']);
    expect(() => withScopeLine('{ baseUrl: x }\n', 'c3c3c3c3c3c3', 'config/helpsync.yaml')).toThrow(/config\/helpsync\.yaml|block mapping/);
  });

  it('a scope of digits only, or one YAML reads as a float, stays a string (48 random bits are all digits about once in 280)', () => {
    for (const scope of ['909943364805', '123e45678901', '000000000001']) {
      expect((parse(withScopeLine('project: p\n', scope, 'helpsync.yaml')) as { scope: unknown }).scope).toBe(scope);
    }
  });
});
