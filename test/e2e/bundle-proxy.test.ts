// The bundled CLI (dist/bin/main.js: what an installed `helpsync` and the Action run) honours a proxy
// variable for a remote base URL as the modules do (test/unit/transport-target.test.ts): in the
// bundle undici is one CommonJS module, and a named export read from it was undefined, so every
// request failed with "EnvHttpProxyAgent is not a constructor". A real process: the bundle is the
// point. The oracle is a recording proxy on loopback: it must see the CONNECT, never the token.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliProcess } from '../helpers/cli.js';
import { onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';
import { startRecordingProxy } from '../helpers/hostile-server.js';

useCleanups();

describe('the bundled CLI behind a proxy', () => {
  it('sends a remote https request through HTTPS_PROXY (CONNECT), the token inside the tunnel', async () => {
    const proxy = await startRecordingProxy();
    onCleanup(() => proxy.close());
    const dir = await tempFolder('helpsync-bundle-proxy-');
    await mkdir(path.join(dir, 'config'));
    await writeFile(path.join(dir, 'config', 'helpsync.yaml'), 'baseUrl: https://api.example.test/v3\nproject: p\nretries: 1\n');
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJidW5kbGUifQ.c2lnbmF0dXJlLWJ1bmRsZQ';
    const r = await runCliProcess(['collections'], {
      script: path.join(REPO_ROOT, 'dist/bin/main.js'),
      cwd: dir,
      env: { HELPSYNC_TOKEN: token, HTTPS_PROXY: proxy.url },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('is not a constructor');
    expect(r.stderr).toContain('GET /helpcenter/collections/all failed');
    expect(proxy.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['CONNECT api.example.test:443']);
    expect(JSON.stringify(proxy.seen)).not.toContain(token);
    expect(r.stderr + r.stdout).not.toContain(token);
  });
});
