// The main job end to end: the real CLI process against the emulator on a loopback port,
// real content files in a temp folder. Assertions read the platform's final state over HTTP.
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli, type CliResult } from '../helpers/cli.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture as Fixture } from '../helpers/fixture.js';
import type { RunningEmulator, EmulatorOptions } from '../../src/emulator/server.js';
import { editOnPlatform } from '../helpers/emulator.js';
import { renderMarkdown } from '../../src/html/render.js';
import { htmlEqual } from '../../src/html/compare.js';

const A1 = '6650f0c1a2b3c4d5e6f70001';
const A2 = '6650f0c1a2b3c4d5e6f70002';
const C1 = '65f0c1a2b3c4d5e6f7080001';
const E1 = '6650f0c1a2b3c4d5e6f70e01';

const INSTALL_EN = `# Install the widget\n\nPaste the snippet before \`</body>\`:\n\n\`\`\`html\n<script src="https://cdn.example.com/w.js"></script>\n\`\`\`\n\n- Works with **every** site\n- Takes *five* minutes\n\n| Plan | Seats |\n| --- | --- |\n| Free | 1 |\n`;
const INSTALL_DE = `# Widget installieren\n\nFügen Sie das Snippet ein.\n\n1. Öffnen\n2. Einfügen\n`;
const FAQ_EN = `Questions & answers, "quoted" and 'single'.\n\n> Tip: read this first.\n`;

useCleanups();

function contentFiles(): Record<string, string> {
  return {
    'en/guide/_index.md': `---\nentry: collection:${C1}\ntitle: Guide\ndescription: Start here\n---\n`,
    'de/guide/_index.md': `---\ntitle: Anleitung\ndescription: Hier beginnen\n---\n`,
    'en/guide/install.md': `---\nentry: article:${A1}\ntitle: Install the widget\ndescription: Five minutes, one snippet.\n---\n${INSTALL_EN}`,
    'de/guide/install.md': `---\nentry: article:${A1}\ntitle: Widget installieren\ndescription: Fünf Minuten.\n---\n${INSTALL_DE}`,
    'en/guide/faq.md': `---\nentry: article:${A2}\ntitle: FAQ\ndescription: "1.10"\n---\n${FAQ_EN}`,
    'en/emails/welcome.md': `---\nentry: emailtemplate:${E1}\nsubject: Welcome aboard\n---\nHello {{name}}, welcome!\n`,
    'en/_static.yaml': `launcher:\n  title: Help\n  subtitle: We reply fast\n`,
    'de/_static.yaml': `launcher:\n  title: Hilfe\n`,
  };
}

/** Remote state: some pairs in sync, some outdated, some missing, one remote-only language. */
function remoteData(): EmulatorOptions['data'] {
  return {
    project: 'proj-test',
    entries: [
      {
        id: `article:${A1}`,
        type: 'article',
        fields: {
          title: { en: 'Install the widget', de: 'Altes Widget', fr: 'Installer le widget' },
          description: { en: 'Five minutes, one snippet.' },
          content: { en: renderMarkdown(INSTALL_EN), fr: '<p>Collez…</p>' },
        },
      },
      { id: `article:${A2}`, type: 'article', fields: { title: { en: 'FAQ' }, description: { en: '1.1' }, content: { en: '<p>old</p>' } } },
      {
        id: `collection:${C1}`,
        type: 'collection',
        fields: { title: { en: 'Guide', de: 'Anleitung' }, description: { en: 'Start here', de: 'Hier beginnen' } },
      },
      {
        id: `emailtemplate:${E1}`,
        type: 'emailtemplate',
        fields: { subject: { en: 'Welcome' }, content: { en: '<p>Hello {{name}}, welcome!</p>' } },
      },
      { id: 'statictranslation:launcher.title', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Hilfe' } } },
      { id: 'statictranslation:launcher.subtitle', type: 'statictranslation', fields: { value: {} } },
      { id: 'statictranslation:remote.only', type: 'statictranslation', fields: { value: { en: 'Kept' } } },
    ],
    collections: [{ id: C1, parent: null, title: { en: 'Guide' }, description: { en: 'Start here' } }],
    articles: [
      { id: A1, collection: C1, title: { en: 'Install the widget' } },
      { id: A2, collection: C1, title: { en: 'FAQ' } },
    ],
  };
}

function setup(emulator: Partial<EmulatorOptions> = {}, files: Record<string, string> = contentFiles()): Promise<Fixture> {
  return emulatorFixture({ data: remoteData(), emulator, files, config: { contentDir: 'content' } });
}

interface ListedEntry {
  id: string;
  fields: Record<string, Record<string, string>>;
}

async function remoteEntries(emu: RunningEmulator): Promise<Map<string, ListedEntry>> {
  const res = await fetch(`${emu.baseUrl}/translations/entries`, {
    headers: { authorization: `Bearer ${emu.token ?? ''}`, project: emu.project, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as ListedEntry[] | { entries: ListedEntry[] };
  const list = Array.isArray(body) ? body : body.entries;
  return new Map(list.map((e) => [e.id, e]));
}

function translationPuts(emu: RunningEmulator): { entry: string; language?: string }[] {
  return emu.log
    .filter((r) => r.method === 'PUT' && r.path.includes('/translations/entries/'))
    .map((r) => ({ entry: decodeURIComponent(r.path.split('/translations/entries/')[1] ?? '') }));
}

interface SyncDoc {
  version: number;
  kind: string;
  dryRun: boolean;
  plan: {
    languages: { language: string; pushes: { entryId: string; file: string; fields: Record<string, string> }[]; unchanged: number }[];
    remoteOnly: { entries: number; pairs: number; fields: number };
  };
  results?: { status: string; entryId?: string; language?: string; reason?: string }[];
}

function parseDoc(r: CliResult): SyncDoc {
  try {
    return JSON.parse(r.stdout) as SyncDoc;
  } catch {
    throw new Error(`stdout is not one JSON document:\n${r.stdout}\nstderr:\n${r.stderr}`);
  }
}

function pushKeys(doc: SyncDoc): string[] {
  return doc.plan.languages.flatMap((l) => l.pushes.map((p) => `${p.entryId} ${l.language}`)).sort();
}

const EXPECTED_FIRST_PUSHES = [
  `article:${A1} de`, // title outdated, description and content missing
  `article:${A2} en`, // description "1.10" vs "1.1", content changed
  `emailtemplate:${E1} en`, // subject changed
  'statictranslation:launcher.subtitle en', // missing
].sort();

describe('helpsync sync', () => {
  it('dry run plans exactly the changed pairs, sends no write, and exits 2 with --detailed-exitcode', async () => {
    const f = await setup();
    // A real process: exit status 2 and the JSON on fd 1, end to end (the other runs are in-process).
    const r = await helpsync(f, ['sync', '--dry-run', '--json', '--detailed-exitcode'], { process: true });
    expect(r.stderr).not.toContain(f.emu.token);
    expect(r.code).toBe(2);
    const doc = parseDoc(r);
    expect(doc.version).toBe(1);
    expect(doc.dryRun).toBe(true);
    expect(pushKeys(doc)).toEqual(EXPECTED_FIRST_PUSHES);
    // The push carries every local field of the pair, not just the changed ones.
    const a2 = doc.plan.languages.flatMap((l) => l.pushes).find((p) => p.entryId === `article:${A2}`);
    expect(Object.keys(a2?.fields ?? {}).sort()).toEqual(['content', 'description', 'title']);
    expect(a2?.fields.description).toBe('1.10');
    expect(a2?.file).toBe('en/guide/faq.md');
    // remote-only: the entry remote.only, the fr values of A1
    expect(doc.plan.remoteOnly.entries).toBeGreaterThanOrEqual(1);
    expect(doc.plan.remoteOnly.pairs).toBeGreaterThanOrEqual(1);
    expect(f.emu.writes()).toHaveLength(0);
  });

  it('prints a human plan with the closing line', async () => {
    const f = await setup();
    const r = await helpsync(f, ['sync', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('guide/faq.md');
    expect(r.stdout).toMatch(/Plan: 4 to push \(en 3, de 1\), 0 to move, \d[\d,]* unchanged\./);
    expect(f.emu.writes()).toHaveLength(0);
  });

  it('applies the plan, keeps remote-only values, and a second run has nothing to do', async () => {
    const f = await setup();
    const r = await helpsync(f, ['sync', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = parseDoc(r);
    expect(doc.results?.filter((x) => x.status === 'done')).toHaveLength(4);
    expect(translationPuts(f.emu)).toHaveLength(4);
    // Pushes go one language at a time, the source language first.
    const order = f.emu.log.filter((x) => x.method === 'PUT').map((x) => x.path);
    const firstDe = order.findIndex((p) => p.includes(A1));
    expect(firstDe).toBe(order.length - 1);

    const remote = await remoteEntries(f.emu);
    const a1 = remote.get(`article:${A1}`);
    expect(a1?.fields.title?.de).toBe('Widget installieren');
    expect(htmlEqual(a1?.fields.content?.de ?? '', renderMarkdown(INSTALL_DE))).toBe(true);
    expect(a1?.fields.title?.fr).toBe('Installer le widget'); // another language untouched
    expect(remote.get(`article:${A2}`)?.fields.description?.en).toBe('1.10');
    expect(remote.get('statictranslation:remote.only')?.fields.value?.en).toBe('Kept');
    expect(remote.get('statictranslation:launcher.subtitle')?.fields.value?.en).toBe('We reply fast');

    const again = await helpsync(f, ['sync', '--dry-run', '--detailed-exitcode']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout).toMatch(/No changes|Plan: 0 to push/);
  });

  it('pushes nothing on a second run against the rich-text platform', async () => {
    const f = await setup({ richText: true });
    const first = await helpsync(f, ['sync']);
    expect(first.code, first.stderr).toBe(0);
    const remote = await remoteEntries(f.emu);
    // the platform really did re-serialise the HTML (the list items now hold paragraphs)
    expect(remote.get(`article:${A1}`)?.fields.content?.de).toContain('<li><p>');
    const writesBefore = f.emu.writes().length;
    const second = await helpsync(f, ['sync', '--json']);
    expect(second.code, second.stderr).toBe(0);
    expect(pushKeys(parseDoc(second))).toEqual([]);
    expect(f.emu.writes().length).toBe(writesBefore);
  });

  it('after an edit pushes exactly the edited pairs', async () => {
    const f = await setup();
    expect((await helpsync(f, ['sync'])).code).toBe(0);
    const before = translationPuts(f.emu).length;
    const file = path.join(f.contentDir, 'de/guide/install.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Öffnen', 'Öffnen Sie die Seite'));
    await writeFile(path.join(f.contentDir, 'de/_static.yaml'), 'launcher:\n  title: Hilfe!\n');
    const r = await helpsync(f, ['sync', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(pushKeys(parseDoc(r))).toEqual([`article:${A1} de`, 'statictranslation:launcher.title de']);
    expect(translationPuts(f.emu).length - before).toBe(2);
  });

  it('--languages and --only select what is planned', async () => {
    const f = await setup();
    const de = parseDoc(await helpsync(f, ['sync', '--dry-run', '--json', '--languages', 'de']));
    expect(pushKeys(de)).toEqual([`article:${A1} de`]);
    const only = parseDoc(await helpsync(f, ['sync', '--dry-run', '--json', '--only', 'guide/faq.md']));
    expect(pushKeys(only)).toEqual([`article:${A2} en`]);
    const unknown = await helpsync(f, ['sync', '--dry-run', '--languages', 'xx']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/xx/);
  });

  it('converges under 5xx faults and lost responses; a second run writes nothing', async () => {
    const f = await setup({ faultRate: 0.15, lostRate: 0.05, random: seeded(7) });
    const r = await helpsync(f, ['sync']);
    expect(r.code, r.stderr).toBe(0);
    f.emu.setOptions({ faultRate: 0, lostRate: 0 });
    const again = await helpsync(f, ['sync', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(pushKeys(parseDoc(again))).toEqual([]);
  });

  it('writes the plan to GITHUB_STEP_SUMMARY as Markdown', async () => {
    const f = await setup();
    const summary = path.join(f.dir, 'summary.md');
    const r = await helpsync(f, ['sync', '--dry-run'], { env: { GITHUB_STEP_SUMMARY: summary } });
    expect(r.code).toBe(0);
    const md = await readFile(summary, 'utf8');
    expect(md).toContain('guide/faq.md');
    expect(md).toMatch(/4 to push/);
  });

  it('in GitHub Actions, invalid files become ::error annotations (on stderr when --json holds stdout)', async () => {
    const broken = { ...contentFiles(), 'en/guide/bad.md': `---\nentry: article:${A1}x/y\ntitle: Bad\n---\n` };
    const f = await setup({}, broken);
    const plain = await helpsync(f, ['sync', '--dry-run'], { env: { GITHUB_ACTIONS: 'true' } });
    expect(plain.code).toBe(1);
    expect(plain.stdout).toMatch(/^::error file=.*en\/guide\/bad\.md,line=2::.*entry/m);
    const json = await helpsync(f, ['sync', '--dry-run', '--json'], { env: { GITHUB_ACTIONS: 'true' } });
    expect(json.code).toBe(1);
    expect(json.stdout).toBe('');
    expect(json.stderr).toMatch(/^::error file=.*en\/guide\/bad\.md,line=2::/m);
    expect(f.emu.log).toHaveLength(0);
  });

  it('--verify reads the platform back after applying', async () => {
    const f = await setup({ richText: true });
    const r = await helpsync(f, ['sync', '--verify', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(parseDoc(r).results?.every((x) => x.status === 'done')).toBe(true);
  });

  it('--verify fails exactly the pair the platform accepted but did not keep, judged against the pushed content', async () => {
    // A platform that answers 200 to the FAQ's push, then keeps another title (as a lossy store would).
    const platform: { emu?: RunningEmulator } = {};
    const f = await setup({
      onRequest: (entry) => {
        if (entry.method === 'PUT' && entry.path.endsWith(encodeURIComponent(`article:${A2}`)) && entry.status === 200) {
          platform.emu?.store.putTranslation(`article:${A2}`, { language: 'en', fields: { title: 'FAQ (kept by the platform)' } });
        }
      },
    });
    platform.emu = f.emu;
    const r = await helpsync(f, ['sync', '--verify', '--json']);
    expect(r.code).toBe(1);
    const results = parseDoc(r).results ?? [];
    const failed = results.filter((x) => x.status === 'failed');
    expect(failed.map((x) => [x.entryId, x.language])).toEqual([[`article:${A2}`, 'en']]);
    expect(failed[0]?.reason).toBe('verify: the platform still differs after the push');
    expect(results.filter((x) => x.status === 'done')).toHaveLength(results.length - 1);
  });
});

describe('helpsync plan / apply', () => {
  it('saves a plan without the token and applies exactly it', async () => {
    const f = await setup();
    const planFile = path.join(f.dir, 'plan.json');
    const p = await helpsync(f, ['plan', '--out', planFile, '--detailed-exitcode']);
    expect(p.code, p.stderr).toBe(2);
    const text = await readFile(planFile, 'utf8');
    expect(text).not.toContain(f.emu.token);
    const plan = JSON.parse(text) as { kind: string; version: number; target: { baseUrl: string; project: string } };
    expect(plan.kind).toBe('helpsync-plan');
    expect(plan.version).toBe(4);
    expect(plan.target).toEqual({ baseUrl: f.emu.baseUrl, project: f.emu.project });
    expect(f.emu.writes()).toHaveLength(0);

    const a = await helpsync(f, ['apply', planFile, '--json']);
    expect(a.code, a.stderr).toBe(0);
    expect(translationPuts(f.emu)).toHaveLength(4);
    const again = await helpsync(f, ['sync', '--dry-run', '--detailed-exitcode']);
    expect(again.code).toBe(0);
  });

  it('applies the same plan twice: the second run finds it all on the platform, sends no write and exits 0', async () => {
    const f = await setup();
    const planFile = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
    const first = await helpsync(f, ['apply', planFile]);
    expect(first.code, first.stderr).toBe(0);
    expect(translationPuts(f.emu)).toHaveLength(4);
    const writes = f.emu.writes().length;
    const second = await helpsync(f, ['apply', planFile]);
    expect(second.code, second.stderr).toBe(0);
    expect(f.emu.writes().length - writes).toBe(0);
    expect(second.stdout).toContain('4 done (4 already applied), 0 failed, 0 refused, 0 skipped.');
    expect(second.stdout).toContain(`article:${A2} (en): already applied: the platform holds the pushed values; nothing sent`);
    const json = parseDoc(await helpsync(f, ['apply', planFile, '--json']));
    expect(json.results?.map((r) => [r.status, r.reason])).toEqual(
      Array.from({ length: 4 }, () => ['done', 'already applied: the platform holds the pushed values; nothing sent']),
    );
    expect(f.emu.writes().length - writes).toBe(0);
  });

  it('refuses, per pair, what changed on the platform since the plan was made', async () => {
    const f = await setup();
    const planFile = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
    // Someone edits the FAQ in the platform's editor after the plan was reviewed.
    expect(await editOnPlatform(f.emu, `article:${A2}`, 'en', { title: 'FAQ (edited by hand)' })).toBe(200);
    const a = await helpsync(f, ['apply', planFile, '--json']);
    expect(a.code).toBe(1);
    const doc = parseDoc(a);
    const refused = doc.results?.filter((x) => x.status === 'refused') ?? [];
    expect(refused.map((x) => x.entryId)).toEqual([`article:${A2}`]);
    expect(doc.results?.filter((x) => x.status === 'done')).toHaveLength(3);
    expect((await remoteEntries(f.emu)).get(`article:${A2}`)?.fields.title?.en).toBe('FAQ (edited by hand)');
  });

  it('refuses a plan made for another target before any request', async () => {
    const f = await setup();
    const planFile = path.join(f.dir, 'plan.json');
    expect((await helpsync(f, ['plan', '--out', planFile])).code).toBe(0);
    const other = path.join(f.dir, 'other.yaml');
    await writeFile(other, (await readFile(f.configPath, 'utf8')).replace(/project: .*/, 'project: someone-else'));
    const before = f.emu.log.length;
    const r = await runCli(['--config', other, 'apply', planFile], { cwd: f.dir, env: { HELPSYNC_TOKEN: f.emu.token ?? '' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/made for .*project proj-test.*someone-else/);
    expect(f.emu.log.length).toBe(before);
  });

  it('refuses a file that is not a plan', async () => {
    const f = await setup();
    const bad = path.join(f.dir, 'bad.json');
    await writeFile(bad, '{"kind":"something"}');
    const r = await helpsync(f, ['apply', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.json.*not a helpsync plan/);
  });
});

describe('helpsync sync refuses bad input before any request', () => {
  const cases: { name: string; files: Record<string, string>; expect: RegExp }[] = [
    {
      name: 'a YAML error in front matter, with its line',
      files: { 'en/a.md': `---\nentry: article:${A1}\ntitle: [broken\n---\nbody\n` },
      expect: /en\/a\.md:\d+: error: .*YAML/i,
    },
    {
      name: 'an unknown entry type',
      files: { 'en/a.md': `---\nentry: page:${A1}\ntitle: T\n---\nbody\n` },
      expect: /en\/a\.md(:\d+)?: error: .*entry/,
    },
    {
      name: 'two files claiming one entry',
      files: {
        'en/a.md': `---\nentry: article:${A1}\ntitle: A\n---\n`,
        'en/b.md': `---\nentry: article:${A1}\ntitle: B\n---\n`,
      },
      expect: /en\/[ab]\.md.*article:6650f0c1a2b3c4d5e6f70001/,
    },
    {
      name: 'a translation naming another entry',
      files: {
        'en/a.md': `---\nentry: article:${A1}\ntitle: A\n---\n`,
        'de/a.md': `---\nentry: article:${A2}\ntitle: A\n---\n`,
      },
      expect: /de\/a\.md.*/,
    },
    {
      name: 'a list where text belongs',
      files: { 'en/a.md': `---\nentry: article:${A1}\ntitle: [a, b]\n---\n` },
      expect: /en\/a\.md(:\d+)?: error: .*title/,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const f = await setup({}, c.files);
      const r = await helpsync(f, ['sync']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(c.expect);
      expect(f.emu.log).toHaveLength(0);
    });
  }

  it('an entry that does not exist on the platform stops the run before any write', async () => {
    const f = await setup(
      {},
      { ...contentFiles(), 'en/guide/new.md': `---\nentry: article:6650f0c1a2b3c4d5e6f7ffff\ntitle: New\n---\nHi\n` },
    );
    const r = await helpsync(f, ['sync']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/en\/guide\/new\.md.*6650f0c1a2b3c4d5e6f7ffff/);
    expect(f.emu.writes()).toHaveLength(0);
  });

  it('a missing or malformed token is refused with no request and never echoed', async () => {
    const f = await setup();
    const missing = await runCli(['--config', f.configPath, 'sync'], { cwd: f.dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/HELPSYNC_TOKEN is not set/);
    const bad = await runCli(['--config', f.configPath, 'sync'], { cwd: f.dir, env: { HELPSYNC_TOKEN: 'not-a-jwt-secret-value' } });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/does not look like a JWT/);
    expect(bad.stderr + bad.stdout).not.toContain('not-a-jwt-secret-value');
    expect(f.emu.log).toHaveLength(0);
  });
});

describe('interrupting a sync', () => {
  it('exits 130 promptly and a re-run finishes without pushing any pair twice beyond those in flight', async () => {
    const files: Record<string, string> = {};
    const entries = [];
    for (let i = 0; i < 40; i++) {
      const id = `6650f0c1a2b3c4d5e6f7${i.toString(16).padStart(4, '0')}`;
      files[`en/a${i}.md`] = `---\nentry: article:${id}\ntitle: Article ${i}\n---\nBody ${i}\n`;
      entries.push({ id: `article:${id}`, type: 'article', fields: { title: { en: 'old' } } });
    }
    const f = await emulatorFixture({
      data: { project: 'proj-test', entries } as EmulatorOptions['data'],
      files,
      config: { contentDir: 'content', rateLimit: { requests: 10, perSeconds: 1 }, concurrency: 2 },
    });
    let sent = false;
    let signalledAt = 0;
    // A simulated SIGINT through the runtime (real signals: test/reliability/interrupt.test.ts).
    const signals = new EventEmitter();
    const timer = setInterval(() => {
      if (!sent && translationPuts(f.emu).length >= 8) {
        sent = true;
        signalledAt = Date.now();
        signals.emit('SIGINT');
        clearInterval(timer);
      }
    }, 20);
    const r = await helpsync(f, ['sync'], { signals }).finally(() => clearInterval(timer));
    expect(sent).toBe(true);
    expect(r.code, r.stderr).toBe(130);
    expect(r.stderr).toMatch(/Interrupted|interrupted/);
    // It stopped before the queue was done (what was sent, not a stopwatch). The bound rules out
    // waiting for a request timeout (30 s), with room for a loaded CI machine (was 5 s); how
    // much was sent after the signal is checked exactly in test/reliability/interrupt.test.ts.
    const firstRun = translationPuts(f.emu).length;
    expect(firstRun).toBeLessThan(40);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);

    const again = await helpsync(f, ['sync']);
    expect(again.code, again.stderr).toBe(0);
    const counts = new Map<string, number>();
    for (const p of translationPuts(f.emu)) counts.set(p.entry, (counts.get(p.entry) ?? 0) + 1);
    expect(counts.size).toBe(40);
    const twice = [...counts.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(2); // at most the requests in flight (concurrency 2)
  });
});

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
