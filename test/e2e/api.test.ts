// The package's programmatic API, imported the way a user would (the package's own name → dist/),
// driving the same pipeline as the CLI against the emulator.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../helpers/cli.js';
import { makeTestToken, writeFiles } from '../helpers/emulator.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';

type Api = typeof import('../../src/index.js');
type EmulatorApi = typeof import('../../src/emulator/index.js');

useCleanups();

describe('programmatic API', () => {
  it('loads, plans and applies through the exported functions', async () => {
    const specifier = 'helpsync'; // resolved through package.json "exports", as a user's import would be
    const api = (await import(specifier)) as Api;
    const { startEmulator } = (await import(`${specifier}/emulator`)) as EmulatorApi;
    const token = makeTestToken();
    const emu = await startEmulator({
      port: 0,
      token,
      data: {
        project: 'api-test',
        entries: [{ id: 'article:6650f0c1a2b3c4d5e6f70001', type: 'article', fields: { title: { en: 'Old' } } }],
      },
    });
    onCleanup(() => emu.close());
    const dir = await tempFolder();
    await writeFiles(dir, { 'en/a.md': '---\nentry: article:6650f0c1a2b3c4d5e6f70001\ntitle: New\n---\nHello *world*\n' });

    const client = api.createClient({ baseUrl: emu.baseUrl, project: emu.project, token, rateLimit: { requests: 50, perSeconds: 1 } });
    onCleanup(() => client.close());
    const local = await api.loadContent({ contentDir: dir, sourceLanguage: 'en' });
    expect(local.errors).toEqual([]);
    const { plan, problems } = api.planSync({
      local,
      remote: await client.listEntries(),
      target: { baseUrl: emu.baseUrl, project: emu.project },
      now: new Date(0),
    });
    expect(problems).toEqual([]);
    expect(plan.createdAt).toBe('1970-01-01T00:00:00.000Z');
    expect(plan.languages[0]?.pushes.map((p) => p.fields)).toEqual([{ title: 'New', content: api.renderMarkdown('Hello *world*\n') }]);
    const outcome = await api.applyPlan(plan, client, { logger: api.silentLogger, checkStale: true });
    expect(outcome.results.map((r) => r.status)).toEqual(['done']);
    const after = await client.listEntries();
    expect(after[0]?.fields.title?.en).toBe('New');
    expect(api.htmlEqual(after[0]?.fields.content?.en ?? '', '<p>Hello <em>world</em></p>')).toBe(true);
  });

  it('`import "helpsync"` does not load the emulator; `helpsync/emulator` does (0.x breaking change)', () => {
    // In a fresh process: fastify is the emulator's HTTP server and nothing else in helpsync uses it,
    // so whether its modules are in the CommonJS cache tells whether the emulator was loaded.
    const script = [
      "import { createRequire } from 'node:module';",
      'const cache = createRequire(import.meta.url).cache;',
      "const fastify = () => Object.keys(cache).filter((k) => k.includes('/node_modules/fastify/')).length;",
      "const api = await import('helpsync');",
      "const before = { fastify: fastify(), startEmulator: 'startEmulator' in api };",
      "const emu = await import('helpsync/emulator');",
      'console.log(JSON.stringify({ before, after: { fastify: fastify(), startEmulator: typeof emu.startEmulator } }));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' });
    const seen = JSON.parse(out) as {
      before: { fastify: number; startEmulator: boolean };
      after: { fastify: number; startEmulator: string };
    };
    expect(seen.before).toEqual({ fastify: 0, startEmulator: false });
    expect(seen.after.startEmulator).toBe('function');
    expect(seen.after.fastify).toBeGreaterThan(0);
  });
});
