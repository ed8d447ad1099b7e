// setBaseKey: the one-line front matter edit of `status --bump`, on literal texts (expected outputs
// written out by hand).
import { describe, expect, it } from 'vitest';
import { setBaseKey } from '../../../src/status/bump-plan.js';

const C = '0123456789abcdef0123456789abcdef01234567';

describe('setBaseKey', () => {
  it('replaces only the first token of an existing key, keeping quotes, comments and the rest of the file', () => {
    const text = '---\ntitle: Hallo\ndefault_lang_commit: abc1234 # from upstream\ndescription: x\n---\nbody\n';
    expect(setBaseKey(text, 'default_lang_commit', C)).toEqual({
      text: `---\ntitle: Hallo\ndefault_lang_commit: ${C} # from upstream\ndescription: x\n---\nbody\n`,
      line: 3,
      previous: 'abc1234',
      how: 'replaced',
    });
    expect(setBaseKey('---\nk: "abc1234"\n---\n', 'k', C).text).toBe(`---\nk: "${C}"\n---\n`);
    expect(setBaseKey('---\nk:\n---\n', 'k', C)).toEqual({ text: `---\nk: ${C}\n---\n`, line: 2, how: 'replaced' });
    // a key that only starts the same way, and an indented one, are other keys
    expect(setBaseKey('---\nkk: 1\nmap:\n  k: 2\n---\n', 'k', C)).toEqual({
      text: `---\nkk: 1\nmap:\n  k: 2\nk: ${C}\n---\n`,
      line: 5,
      how: 'added',
    });
  });

  it('keeps a BOM and CRLF line endings, and mixed endings line by line', () => {
    const text = '\uFEFF---\r\ntitle: T\r\n---\r\nbody\r\n';
    expect(setBaseKey(text, 'k', C)).toEqual({ text: `\uFEFF---\r\ntitle: T\r\nk: ${C}\r\n---\r\nbody\r\n`, line: 3, how: 'added' });
    expect(setBaseKey('---\r\nk: 1234567\n---\r\nx', 'k', C).text).toBe(`---\r\nk: ${C}\n---\r\nx`);
  });

  it('creates front matter when there is none', () => {
    expect(setBaseKey('# Title\r\n', 'k', C)).toEqual({ text: `---\r\nk: ${C}\r\n---\r\n# Title\r\n`, line: 2, how: 'created' });
    expect(setBaseKey('\uFEFFplain', 'k', C).text).toBe(`\uFEFF---\nk: ${C}\n---\nplain`);
  });
});
