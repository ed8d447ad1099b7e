// The real CNCF glossary end to end: every language synced to the emulator, pulled into
// an empty folder, synced again: zero pushes, on the plain and the rich-text platform.
import { describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { copyCorpus, corpusMissing } from '../helpers/corpus.js';
import { startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import { helpsync, onCleanup, tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

const missing = corpusMissing();
if (missing) console.warn(missing);

/** A heading whose text still ends in `{#id}`: what helpsync pushed before. */
const ID_LEFT_IN_TEXT = /<h[1-6][^>]*>[^<]*\{#[A-Za-z0-9_-]+\}\s*<\/h[1-6]>/;

describe.skipIf(missing !== undefined)('the CNCF glossary corpus', () => {
  for (const richText of [false, true]) {
    it(`syncs every language, pulls into an empty folder, then syncs nothing (${richText ? 'rich-text' : 'plain'} platform)`, async () => {
      const dir = await tempFolder('helpsync-corpus-');
      const corpus = await copyCorpus(dir);
      expect(corpus.languages).toHaveLength(16);
      const emu = await startTestEmulator({ data: corpus.data, richText });
      onCleanup(() => emu.close());
      const f = { dir, emu, configPath: await writeTestConfig(dir, emu, { rateLimit: { requests: 5000, perSeconds: 1 } }) };

      const first = await helpsync(f, ['sync'], { timeoutMs: 240_000 });
      expect(first.stderr).not.toMatch(/error/i);
      expect(first.code).toBe(0);
      // Hugo shortcodes are pushed as text, with a warning naming file and line (corpus: en/container.md:32,
      // one line lower in the copy, which gained its `entry:` line)
      expect(first.stderr).toContain('content/en/container.md:33: warning: template syntax');
      expect(first.stderr).toContain('template syntax "{{% sign-language-section meUtsFU7ndo %}}" outside code is pushed as text');
      // the seed has no texts: every language the store now holds was pushed
      const languages = new Set([...emu.store.entries.values()].flatMap((e) => Object.keys(e.fields.title ?? {})));
      expect([...languages].sort()).toEqual(corpus.languages);
      expect(emu.writes().filter((w) => w.method === 'PUT').length).toBeGreaterThan(900);
      // every pushed heading: `{#id}` became its id (corpus: zh-tw/container.md line 8)
      for (const e of emu.store.entries.values()) {
        for (const html of Object.values(e.fields.content ?? {})) expect(html).not.toMatch(ID_LEFT_IN_TEXT);
      }
      const container = corpus.entries.get('container.md')!;
      expect(emu.store.value(container, 'content', 'zh-tw')).toContain('<h2 id="what-it-is">是什麼</h2>');

      // pull into an empty folder, then sync from it: nothing to push
      const pulledDir = path.join(dir, 'pulled');
      await mkdir(pulledDir);
      const g = {
        dir: pulledDir,
        emu,
        configPath: await writeTestConfig(pulledDir, emu, { rateLimit: { requests: 5000, perSeconds: 1 } }),
      };
      const pulled = await helpsync(g, ['pull'], { timeoutMs: 240_000 });
      expect(pulled.code).toBe(0);
      expect(pulled.stderr).not.toContain('no exact Markdown form');
      const writesBefore = emu.writes().length;
      const again = await helpsync(g, ['sync', '--dry-run', '--detailed-exitcode'], { timeoutMs: 240_000 });
      expect(again.stdout).toContain('No changes.');
      expect(again.code).toBe(0);
      const applied = await helpsync(g, ['sync'], { timeoutMs: 240_000 });
      expect(applied.code).toBe(0);
      expect(emu.writes().length).toBe(writesBefore);
    }, 600_000);
  }
});
