// scrub() removes exactly the registered token and its real encodings, never a look-alike.
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSecrets,
  containsSecret,
  mayHoldSecretInJson,
  registerSecret,
  scrub,
  scrubDeep,
  secretProblems,
} from '../../../src/util/redact.js';

afterEach(clearSecrets);

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1bml0In0.c2lnbmF0dXJl+/=';

describe('scrub', () => {
  it('removes the value, its JSON-escaped and URL-encoded forms', () => {
    registerSecret(TOKEN);
    expect(scrub(`Bearer ${TOKEN}!`)).toBe('Bearer [REDACTED]!');
    expect(scrub('q=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1bml0In0.c2lnbmF0dXJl%2B%2F%3D&x')).toBe('q=[REDACTED]&x');
    expect(scrub('q=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1bml0In0.c2lnbmF0dXJl%2b%2f%3d&x')).toBe('q=[REDACTED]&x');
    const quoted = 'a"b\\c\u0001-secret';
    registerSecret(quoted);
    expect(scrub(JSON.stringify({ m: `x ${quoted} y` }))).toBe('{"m":"x [REDACTED] y"}');
  });

  it('leaves anything else alone, bearer look-alikes included', () => {
    registerSecret(TOKEN);
    const text = 'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvdGhlciJ9.b3RoZXI" and Bearer x.y.z';
    expect(scrub(text)).toBe(text);
    expect(scrubDeep({ body: text })).toEqual({ body: text });
  });

  it('does nothing before a secret is registered, and ignores values too short to be a token', () => {
    expect(scrub(`Bearer ${TOKEN}`)).toBe(`Bearer ${TOKEN}`);
    registerSecret('short');
    expect(scrub('a short text')).toBe('a short text');
  });
});

describe('mayHoldSecretInJson (a JSON string read as bytes, not decoded)', () => {
  const json = (text: string): Buffer => Buffer.from(JSON.stringify(text), 'utf8');
  it('finds every scrubbed form inside JSON text, escapes included, and says no where none is', () => {
    expect(mayHoldSecretInJson(json('<p>anything</p>'))).toBe(false); // nothing registered
    const token = 'tok"en\\with/escapes';
    registerSecret(token);
    expect(mayHoldSecretInJson(json(`<p>Bearer ${token}</p>`))).toBe(true);
    expect(mayHoldSecretInJson(json(`<a href="?t=${encodeURIComponent(token)}">x</a>`))).toBe(true);
    expect(mayHoldSecretInJson(json('<p>tok"en with escapes</p>'))).toBe(false);
    expect(mayHoldSecretInJson(json(`<p>tök ${token.slice(0, 5)}</p>`))).toBe(false);
  });
  it('never rules out a form that is not ASCII', () => {
    registerSecret('tökén-not-ascii-0123');
    expect(mayHoldSecretInJson(json('<p>plain</p>'))).toBe(true);
  });
});

describe('secretProblems', () => {
  it('names the file, line and field of every value holding the token, never the value', () => {
    registerSecret(TOKEN);
    const problems = secretProblems([
      { file: 'content/en/a.md', fields: { title: 'T', content: `<p>${TOKEN}</p>` } },
      { file: 'content/en/_static.yaml', line: 4, fields: { value: 'fine' } },
      { file: 'content/de/_static.yaml', line: 7, fields: { value: `x ${TOKEN}` } },
    ]);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: 'content/en/a.md',
        message: `would publish HELPSYNC_TOKEN: field "content" contains the token's value; remove it from the content`,
      },
      {
        severity: 'error',
        file: 'content/de/_static.yaml',
        line: 7,
        message: `would publish HELPSYNC_TOKEN: field "value" contains the token's value; remove it from the content`,
      },
    ]);
    expect(containsSecret('nothing here')).toBe(false);
  });
});

describe('shortened values in the plan (scrub before cutting)', () => {
  it('a value cut in the middle of the token shows no prefix of it', async () => {
    const { shorten } = await import('../../../src/report/text.js');
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMxMjMifQ.c2lnbmF0dXJlLXZhbHVl';
    registerSecret(token);
    const value = `curl -H "Authorization: Bearer ${token}" https://api.example.com/v3/x`;
    // width 40 cuts inside the token: written down, the cut text without any of it
    expect(shorten(value, 40)).toBe('curl -H "Authorization: Bearer [REDACTE…');
    expect(shorten(value, 40)).not.toContain(token.slice(0, 8));
    expect(shorten('short text', 40)).toBe('short text');
  });
});
