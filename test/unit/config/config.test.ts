import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/cli.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
});
afterEach(() => cleanup());

async function write(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

async function problemsOf(file: string, env: NodeJS.ProcessEnv = {}): Promise<InputError> {
  try {
    await loadConfig(file, { env });
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('loadConfig', () => {
  it('applies defaults and resolves paths against the config folder', async () => {
    const file = await write('config/helpsync.yaml', 'baseUrl: https://api.example.com/v3/\nproject: p1\nlayout: layout.yaml\n');
    const c = await loadConfig(file, { env: {} });
    expect(c.baseUrl).toBe('https://api.example.com/v3');
    expect(c.project).toBe('p1');
    expect(c.contentDir).toBe(path.join(dir, 'content'));
    expect(c.layout).toBe(path.join(dir, 'config', 'layout.yaml'));
    expect(c.sourceLanguage).toBe('en');
    expect(c.rateLimit).toEqual({ requests: 1000, perSeconds: 60 });
    expect(c.concurrency).toBe(4);
    expect(c.timeoutSeconds).toBe(30);
    expect(c.retries).toBe(5);
  });

  it('lets HELPSYNC_BASE_URL and HELPSYNC_PROJECT override the file', async () => {
    const file = await write('c.yaml', 'baseUrl: https://a.example.com/v3\nproject: p1\n');
    const c = await loadConfig(file, { env: { HELPSYNC_BASE_URL: 'http://127.0.0.1:9/v3', HELPSYNC_PROJECT: 'p2' } });
    expect(c.baseUrl).toBe('http://127.0.0.1:9/v3');
    expect(c.project).toBe('p2');
  });

  it('reports every problem at once, with keys and lines', async () => {
    const file = await write(
      'c.yaml',
      [
        'baseUrl: https://a.example.com/v3',
        'project: p',
        'token: abc.def.ghi',
        'colour: blue',
        'rateLimit:',
        '  requests: -5',
        '  perSecond: 60',
        'concurrency: lots',
      ].join('\n'),
    );
    const err = await problemsOf(file);
    const text = err.message;
    expect(text).toMatch(/c\.yaml:3: error: a "token" key is not allowed/);
    expect(text).toMatch(/c\.yaml:4: error: unknown key "colour"/);
    expect(text).toMatch(/c\.yaml:7: error: unknown key "rateLimit\.perSecond"/);
    expect(text).toMatch(/c\.yaml:6: error: rateLimit\.requests/);
    expect(text).toMatch(/c\.yaml:8: error: concurrency/);
    expect(text).not.toContain('abc.def.ghi');
    expect(err.problems.length).toBeGreaterThanOrEqual(5);
  });

  it('says how YAML read a value meant as text, and names an unknown key at its own line', async () => {
    const file = await write(
      'c.yaml',
      ['baseUrl: https://a.example.com/v3', 'project: 0123', 'extra:', '  - a', 'layout: true'].join('\n'),
    );
    const err = await problemsOf(file);
    expect(err.problems.map((p) => `${p.line ?? '-'}: ${p.message}`)).toEqual([
      '2: project: Invalid input: expected string, received number (YAML read 0123 as a number: put it in quotes)',
      '5: layout: Invalid input: expected string, received boolean (YAML read true as a boolean: put it in quotes)',
      '3: unknown key "extra"',
    ]);
  });

  it('names the line of a YAML syntax error', async () => {
    const file = await write('c.yaml', 'baseUrl: https://a.example.com/v3\nproject: [unclosed\n');
    const err = await problemsOf(file);
    expect(err.problems[0]?.file).toContain('c.yaml');
    expect(err.problems[0]?.line).toBeGreaterThanOrEqual(2);
    expect(err.message).toMatch(/YAML/);
  });

  it('requires baseUrl and project from the file or the environment', async () => {
    const file = await write('c.yaml', 'sourceLanguage: de\n');
    const err = await problemsOf(file);
    expect(err.message).toMatch(/baseUrl is missing/);
    expect(err.message).toMatch(/project is missing/);
  });

  it('says so when the file does not exist', async () => {
    const err = await problemsOf(path.join(dir, 'nope.yaml'));
    expect(err.message).toMatch(/nope\.yaml: error: config file not found/);
  });

  it('rejects a language that is not a language code', async () => {
    const file = await write('c.yaml', 'baseUrl: https://a/v3\nproject: p\nlanguages: [en, "Deutsch"]\n');
    const err = await problemsOf(file);
    expect(err.message).toMatch(/c\.yaml:3: error: languages\[1\]: must be a language code/);
  });
});

describe('loadConfig: the base URL', () => {
  it('refuses plain http to a remote host, naming the file and line', async () => {
    const file = await write('c.yaml', 'project: p\nbaseUrl: http://example.com/v3\n');
    const err = await problemsOf(file);
    expect(err.message).toMatch(/c\.yaml:2: error: .*plain http to a non-loopback host is refused/);
  });

  it('names HELPSYNC_BASE_URL when the URL came from there', async () => {
    const file = await write('c.yaml', 'project: p\nbaseUrl: https://a.example.com/v3\n');
    const err = await problemsOf(file, { HELPSYNC_BASE_URL: 'http://192.0.2.1/v3' });
    expect(err.message).toMatch(/^error: HELPSYNC_BASE_URL: .*plain http/);
  });

  it('accepts plain http to loopback', async () => {
    const file = await write('c.yaml', 'project: p\nbaseUrl: http://127.0.0.1:4010/v3\n');
    await expect(loadConfig(file, { env: {} })).resolves.toMatchObject({ baseUrl: 'http://127.0.0.1:4010/v3' });
  });
});
