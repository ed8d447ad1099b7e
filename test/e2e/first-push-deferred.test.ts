// A first push (no remote value to compare) does not hold the rendered bodies after the listing:
// each is deferred (loader/set-aside.ts, translations/read-rest.ts) and read back, checked against the hash
// taken at load, when the PUT or a plan file needs it. In-process through main(argv), against the
// emulator storing HTML as sent: what the platform holds is compared with HTML written down here
// (not computed by helpsync's renderer). A file edited between the plan and its PUT fails that push,
// naming the file, with no request for its pair; the next run pushes the new text.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { articleId, helpsync, parseDoc, runCleanups, setup, type GeneratedRepo } from '../helpers/reliability.js';
import type { CliResult } from '../helpers/cli.js';
import type { EmulatorData } from '../helpers/fixture.js';

afterEach(runCleanups);

const A = articleId(1);
const B = articleId(2);

/** Two articles in en and de; the platform knows the records (an outdated en title) and no body. */
function firstPush(): { files: Record<string, string>; data: EmulatorData } {
  const page = (id: string, title: string, body: string): string => `---\nentry: article:${id}\ntitle: ${title}\n---\n\n${body}`;
  return {
    files: {
      'en/docs/a.md': page(A, 'Alpha', 'Hello **world**.\n\n- one\n- two\n'),
      'en/docs/b.md': page(B, 'Beta', '## Setup\n\nRun `make`.\n'),
      'de/docs/a.md': page(A, 'Alpha de', 'Hallo *Welt*.\n'),
      'de/docs/b.md': page(B, 'Beta de', 'Erst [hier](https://example.com/de) lesen.\n'),
    },
    data: {
      project: 'proj-first-push',
      entries: [
        { id: `article:${A}`, type: 'article', fields: { title: { en: 'Old A' } } },
        { id: `article:${B}`, type: 'article', fields: { title: { en: 'Old B' } } },
      ],
    },
  };
}

/** The bodies as CommonMark renders them, written down: the oracle. */
const HTML: Record<string, string> = {
  [`article:${A} en`]: '<p>Hello <strong>world</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
  [`article:${B} en`]: '<h2>Setup</h2>\n<p>Run <code>make</code>.</p>',
  [`article:${A} de`]: '<p>Hallo <em>Welt</em>.</p>',
  [`article:${B} de`]: '<p>Erst <a href="https://example.com/de">hier</a> lesen.</p>',
};

const DEBUG = ['--log-level', 'debug', '--log-format', 'json', '--no-history'];

/** The debug line that counts the set-aside bodies read back, and how many of them were deferred. */
function readBack(r: CliResult): { afterListing: number; deferred?: number } | undefined {
  for (const line of r.stderr.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; afterListing: number; deferred?: number };
    if (entry.msg === 'set-aside bodies read back') return { afterListing: entry.afterListing, deferred: entry.deferred };
  }
  return undefined;
}

type Fixture = Awaited<ReturnType<typeof setup>>;

function bodies(f: Fixture): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(HTML)) {
    const [entry, lang] = key.split(' ') as [string, string];
    out[key] = f.emu.store.value(entry, 'content', lang)?.trim();
  }
  return out;
}

const puts = (f: Fixture, id: string): number =>
  f.emu.log.filter((e) => e.method === 'PUT' && decodeURIComponent(e.path).endsWith(`/translations/entries/article:${id}`)).length;

describe('a first push: bodies deferred, read back when pushed', () => {
  it('sends exactly the rendered bodies, none of them held after the listing', async () => {
    const { files, data } = firstPush();
    const f = await setup({ files, repo: { ...emptyRepo(), data } });
    const r = await helpsync(f, ['sync', ...DEBUG]);
    expect(r.code, r.stderr).toBe(0);
    expect(readBack(r)).toEqual({ afterListing: 4, deferred: 4 });
    expect(bodies(f)).toEqual(HTML);
    expect(f.emu.store.value(`article:${A}`, 'title', 'de')).toBe('Alpha de');
    // in sync now: nothing to push, no body read back
    const again = await helpsync(f, ['sync', '--dry-run', '--json', ...DEBUG]);
    expect(again.code, again.stderr).toBe(0);
    expect(parseDoc(again).plan.languages.flatMap((l) => l.pushes)).toEqual([]);
  });

  it('the plan file and --json of a first push carry the bodies; applying the plan file sends them', async () => {
    const { files, data } = firstPush();
    const f = await setup({ files, repo: { ...emptyRepo(), data } });
    const json = await helpsync(f, ['sync', '--dry-run', '--json', '--no-history']);
    expect(json.code, json.stderr).toBe(0);
    type Doc = {
      plan: {
        languages: {
          pushes: { entryId: string; language: string; fields: Record<string, string>; changes: { field: string; after: string }[] }[];
        }[];
      };
    };
    const pushesOf = (doc: Doc) =>
      Object.fromEntries(doc.plan.languages.flatMap((l) => l.pushes).map((p) => [`${p.entryId} ${p.language}`, p]));
    const fromJson = pushesOf(JSON.parse(json.stdout) as Doc);
    for (const [key, html] of Object.entries(HTML)) {
      expect(fromJson[key]?.fields.content?.trim()).toBe(html);
      expect(fromJson[key]?.changes.find((c) => c.field === 'content')?.after.trim()).toBe(html);
    }
    // the human dry run counts a new body's lines without holding it
    const human = await helpsync(f, ['sync', '--dry-run', '--no-history']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('content: (none) → 3 lines');

    const plan = await helpsync(f, ['plan', '--out', 'plan.json', '--no-history']);
    expect(plan.code, plan.stderr).toBe(0);
    const fromFile = pushesOf({ plan: JSON.parse(await readFile(path.join(f.dir, 'plan.json'), 'utf8')) as Doc['plan'] });
    for (const [key, html] of Object.entries(HTML)) expect(fromFile[key]?.fields.content?.trim()).toBe(html);
    const apply = await helpsync(f, ['apply', 'plan.json', '--no-history']);
    expect(apply.code, apply.stderr).toBe(0);
    expect(bodies(f)).toEqual(HTML);
  });

  it('a file edited after the plan and before its PUT: that push fails naming the file, nothing is sent for it; the next run pushes it', async () => {
    const { files, data } = firstPush();
    let onPut: (() => void) | undefined;
    const f = await setup({
      files,
      repo: { ...emptyRepo(), data },
      emulator: {
        onRequest: (e) => {
          if (e.method === 'PUT') onPut?.();
        },
      },
    });
    const file = path.join(f.contentDir, 'de/docs/b.md');
    // the first PUT is an en push: the de pushes (and their bodies' reads) come after every en one
    onPut = () => {
      onPut = undefined;
      writeFileSync(file, files['de/docs/b.md']!.replace('lesen', 'zuerst lesen'));
    };
    const r = await helpsync(f, ['sync', '--no-history']);
    expect(r.code, r.stderr).toBe(1);
    const failed = r.stdout.split('\n').filter((l) => /^\s+(failed|refused|skipped)\b/.test(l));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(
      /failed\s+de\/docs\/b\.md\s+article:\S+ \(de\): .*content\/de\/docs\/b\.md.*changed while this run was reading it/,
    );
    // nothing went out for that pair (its title neither): only the en push of B
    expect(puts(f, B)).toBe(1);
    expect(f.emu.store.value(`article:${B}`, 'title', 'de')).toBeUndefined();
    expect(bodies(f)).toEqual({ ...HTML, [`article:${B} de`]: undefined });

    const again = await helpsync(f, ['sync', '--json', '--no-history']);
    expect(again.code, again.stderr).toBe(0);
    expect(parseDoc(again).results!.map((x) => [x.entryId, x.language, x.status])).toEqual([[`article:${B}`, 'de', 'done']]);
    expect(puts(f, B)).toBe(2);
    expect(f.emu.store.value(`article:${B}`, 'content', 'de')?.trim()).toBe(
      '<p>Erst <a href="https://example.com/de">hier</a> zuerst lesen.</p>',
    );
  });
});

/** setup() takes a generated repo; these tests give the files and the data themselves. */
function emptyRepo(): GeneratedRepo {
  return { files: {}, data: { project: 'proj-first-push', entries: [] }, expectedPlacement: {}, pairs: [], expected: {} };
}
