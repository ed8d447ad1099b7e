// Markdown conventions of real repos, end to end: GitHub alerts with per-language labels,
// `{#id}` heading ids, template syntax warnings (`--strict`: errors), blank bodies listed in the plan.
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';

useCleanups();

const A = '6650f0c1a2b3c4d5e6f70a01';
const B = '6650f0c1a2b3c4d5e6f70a02';

async function setup() {
  return emulatorFixture({
    data: {
      project: 'conventions',
      entries: [
        { id: `article:${A}`, type: 'article', fields: {} },
        {
          id: `article:${B}`,
          type: 'article',
          fields: { title: { en: 'Old' }, content: { en: '<p>Platform text</p>', de: '<p>Alt</p>' } },
        },
      ],
    },
    files: {
      'en/alerts.md': markdownFile(
        { entry: `article:${A}`, title: 'Alerts' },
        '## Install {#install}\n\n> [!NOTE]\n> Read this.\n\nSee [install](#install) and [missing](#nowhere).\n\n{{< tabs >}}\n',
      ),
      'ja/alerts.md': markdownFile({ title: 'アラート' }, '> [!NOTE]\n> 読んでください。\n'),
      'en/blank.md': markdownFile({ entry: `article:${B}`, title: 'Old' }, '<!-- written later -->\n'),
      'de/blank.md': markdownFile({ title: 'Neu' }),
    },
    config: { alertLabels: { ja: { note: '注記' } } },
  });
}

describe('content conventions end to end', () => {
  it('alerts with the language labels, heading ids, warnings with file and line; blank bodies listed, never cleared', async () => {
    const f = await setup();
    // lines in the file: front matter 1-4, a blank line, then the body from line 6
    const dry = await helpsync(f, ['sync', '--dry-run', '--detailed-exitcode']);
    expect(dry.code).toBe(2); // alerts.md (en, ja) and de/blank.md's title are changes
    expect(dry.stderr).toContain('content/en/alerts.md:13: warning: template syntax "{{< tabs >}}" outside code is pushed as text');
    expect(dry.stderr).toContain('content/en/alerts.md:11: warning: link to "#nowhere" matches no heading id of this page');
    expect(dry.stdout).toContain('Blank bodies (2): body blank in the repo: platform content left as is');
    expect(dry.stdout).toMatch(/! de\/blank\.md {2}article:6650f0c1a2b3c4d5e6f70a02 \(de\)/);
    expect(dry.stdout).toContain('2 blank bodies left as is.');

    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(0);
    expect(f.emu.store.value(`article:${A}`, 'content', 'en')).toBe(
      '<h2 id="install">Install</h2>\n<blockquote>\n<p><strong>Note</strong></p>\n<p>Read this.</p>\n</blockquote>\n' +
        '<p>See <a href="#install">install</a> and <a href="#nowhere">missing</a>.</p>\n<p>{{&lt; tabs &gt;}}</p>\n',
    );
    expect(f.emu.store.value(`article:${A}`, 'content', 'ja')).toBe(
      '<blockquote>\n<p><strong>注記</strong></p>\n<p>読んでください。</p>\n</blockquote>\n',
    );
    // never cleared: the platform keeps its bodies
    expect(f.emu.store.value(`article:${B}`, 'content', 'en')).toBe('<p>Platform text</p>');
    expect(f.emu.store.value(`article:${B}`, 'content', 'de')).toBe('<p>Alt</p>');

    // blank bodies are not pending changes
    const json = await helpsync(f, ['sync', '--dry-run', '--json', '--detailed-exitcode']);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as { plan: { blankBodies: unknown[] } };
    expect(doc.plan.blankBodies).toEqual([
      { entryId: `article:${B}`, language: 'de', file: 'de/blank.md' },
      { entryId: `article:${B}`, language: 'en', file: 'en/blank.md' },
    ]);

    // the labels are part of what the loader's cache key hashes: a new label is a new rendering
    const config = YAML.parse(await import('node:fs').then((fs) => fs.readFileSync(f.configPath, 'utf8'))) as Record<string, unknown>;
    await writeFile(f.configPath, YAML.stringify({ ...config, alertLabels: { ja: { note: 'メモ' } } }), 'utf8');
    const relabelled = await helpsync(f, ['sync', '--dry-run', '--detailed-exitcode']);
    expect(relabelled.code).toBe(2);
    expect(relabelled.stdout).toContain('Plan: 1 to push (ja 1)');
  });

  it('--strict: template syntax is an error naming file and line, and nothing is sent', async () => {
    const f = await setup();
    const r = await helpsync(f, ['sync', '--strict']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('content/en/alerts.md:13: error: template syntax "{{< tabs >}}" outside code is pushed as text (--strict)');
    expect(f.emu.writes()).toEqual([]);
  });

  it('a bad alertLabels value is refused by name', async () => {
    const f = await setup();
    const config = YAML.parse(await import('node:fs').then((fs) => fs.readFileSync(f.configPath, 'utf8'))) as Record<string, unknown>;
    await writeFile(f.configPath, YAML.stringify({ ...config, alertLabels: { ja: { notice: 'x' } } }), 'utf8');
    const r = await helpsync(f, ['sync', '--dry-run']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(path.basename(f.configPath));
    expect(r.stderr).toMatch(/alertLabels\.ja/);
    expect(f.emu.writes()).toEqual([]);
  });
});
