// `engines` promises Node 20.19 to 24 (CI runs both): every package the lock file installs must accept them
// (npm ci prints EBADENGINE otherwise). The oracle is each package's own engines range, read from
// package-lock.json, and the floor written in package.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

describe('Node 20 and 24 support', () => {
  it.each(['20.19.0', '24.0.0'])('every locked package accepts Node %s, which package.json promises', async (floor) => {
    const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=20.19 <25');
    expect(semver.satisfies(floor, pkg.engines.node)).toBe(true);
    const lock = JSON.parse(await readFile(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lock;
    const refused = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(floor, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name}@${p.version}: ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });

  it('fastify still injects a request with cookies through the overridden cookie package', async () => {
    const app = Fastify();
    app.get('/c', (req, reply) => reply.send({ cookie: req.headers.cookie ?? '' }));
    const res = await app.inject({ method: 'GET', url: '/c', cookies: { a: '1', b: 'two' } });
    expect(res.json()).toEqual({ cookie: 'a=1; b=two' });
    await app.close();
  });
});
