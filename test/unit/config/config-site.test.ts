// Issue 48 item 1: config `site:` names the generator the pages are written for; `none` (or no key)
// is the behaviour of before; anything else is an error naming the setting's values and the line.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/config.js';
import { InputError } from '../../../src/errors.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function configWith(extra: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'helpsync-site-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'helpsync.yaml');
  await writeFile(file, `baseUrl: https://api.example.com/v3\nproject: p\n${extra}`);
  return loadConfig(file, { env: {} });
}

describe('config site:', () => {
  it.each(['hugo', 'docusaurus', 'mkdocs'])('site: %s is kept', async (site) => {
    expect((await configWith(`site: ${site}\n`)).site).toBe(site);
  });

  it('site: none and no key at all: no site (plain Markdown as before)', async () => {
    expect((await configWith('site: none\n')).site).toBeUndefined();
    expect('site' in (await configWith(''))).toBe(false);
  });

  it('another value: an error with the line and the values allowed', async () => {
    const err = await configWith('site: jekyll\n').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    const [p] = (err as InputError).problems;
    expect(p?.line).toBe(3);
    expect(p?.message).toContain('must be one of hugo, docusaurus, mkdocs, none');
  });
});
