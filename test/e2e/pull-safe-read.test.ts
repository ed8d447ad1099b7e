// Pull reads a file it would write over only through the checked readers (nothing helpsync
// reads or writes may resolve outside the folders it was given). A link to outside, a FIFO, a link
// to a FIFO or an over-size file at a path pull would write is refused by name before any write,
// as sync's loader refuses the same files; the outside file's content never shows, and the link is
// neither followed nor replaced. A link that stays inside is read as its file, as the loader reads
// it, and written through. The real CLI against the emulator, with real links and FIFOs.
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { markdownFile } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups, type EmulatorFixture } from '../helpers/fixture.js';

useCleanups();

const A1 = '6650f0c1a2b3c4d5e6f74001';
const SECRET = 'NOT_A_REAL_SECRET_ssh-ed25519_AAAA';

/** One article in en and de; no collection, so both files are at the top of their language folder. */
async function fixture(files: Record<string, string> = {}, config: Record<string, unknown> = {}): Promise<EmulatorFixture> {
  return emulatorFixture({
    data: {
      project: 'proj-pull-safe',
      entries: [
        {
          id: `article:${A1}`,
          type: 'article',
          fields: {
            title: { en: 'Install', de: 'Installieren' },
            content: { en: '<p>Install it.</p>', de: '<p>Installieren Sie es.</p>' },
          },
        },
      ],
    },
    files,
    config,
    tempPrefix: 'helpsync-pull-safe-',
  });
}

/** What pull writes for the article (the oracle: written out from pull's file format). */
const EN = `---\nentry: article:${A1}\ntitle: Install\n---\n\nInstall it.\n`;
const DE = '---\ntitle: Installieren\n---\n\nInstallieren Sie es.\n';

/** A file beside the content folder (outside it) holding a secret. */
async function secretFile(f: EmulatorFixture): Promise<string> {
  const dir = path.join(f.dir, 'outside');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'key.md');
  await writeFile(file, `---\ntitle: ${SECRET}\n---\n\n${SECRET}\n`);
  return file;
}

/** Every file under the content folder (links listed, not followed) → its text, or `-> target` for a link. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of (await fg('**/*', { cwd: dir, onlyFiles: false, followSymbolicLinks: false, dot: true })).sort()) {
    const abs = path.join(dir, rel);
    const s = await lstat(abs);
    if (s.isSymbolicLink()) out[rel] = `-> ${await readlink(abs)}`;
    else if (s.isFIFO()) out[rel] = '(fifo)';
    else if (s.isFile()) out[rel] = await readFile(abs, 'utf8');
  }
  return out;
}

describe('pull reads only what the loader would read', () => {
  // An interrupted pull leaves translations without their source file; a re-run reads them (they
  // are free for their entry), so these paths are read even when the source folder is not there.
  it.each([['pull'], ['pull', '--force'], ['pull', '--dry-run']])(
    '%s: a translation that is a link to outside is refused by name before any write; the link stays, nothing of it shows',
    async (...args) => {
      const f = await fixture();
      const secret = await secretFile(f);
      await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
      const link = path.relative(path.join(f.contentDir, 'de'), secret);
      await symlink(link, path.join(f.contentDir, 'de/install.md'));
      const r = await helpsync(f, [...args, '--json']);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/install\.md: error: it is a link to .*outside.*: helpsync reads and writes only inside/);
      expect(`${r.stdout}${r.stderr}`).not.toContain(SECRET);
      // nothing written: not the source file either (the refusal comes before any write)
      expect(await tree(f.contentDir)).toEqual({ 'de/install.md': `-> ${link}` });
      expect(await readFile(secret, 'utf8')).toBe(`---\ntitle: ${SECRET}\n---\n\n${SECRET}\n`);
      expect(f.emu.writes()).toEqual([]);
    },
  );

  it('a FIFO where pull would read is refused at once (no hang), by name, nothing written', async () => {
    const f = await fixture();
    await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
    execFileSync('mkfifo', [path.join(f.contentDir, 'de/install.md')]);
    for (const args of [
      ['pull', '--dry-run'],
      ['pull', '--force'],
    ]) {
      const r = await helpsync(f, args, { timeoutMs: 30_000 });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/install\.md: error: it is a named pipe \(FIFO\): expected a regular file/);
    }
    expect(await tree(f.contentDir)).toEqual({ 'de/install.md': '(fifo)' });
  });

  it('a link to a FIFO inside the content folder is refused too, and the loader refuses both the same way', async () => {
    const f = await fixture({ 'en/install.md': EN });
    await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
    execFileSync('mkfifo', [path.join(f.contentDir, 'pipe')]);
    await symlink('../pipe', path.join(f.contentDir, 'de/install.md'));
    for (const args of [
      ['pull', '--force'],
      ['sync', '--dry-run'],
    ]) {
      const r = await helpsync(f, args, { timeoutMs: 30_000 });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/install\.md: error: it is a named pipe \(FIFO\) \(through a link\): expected a regular file/);
    }
    expect(await tree(f.contentDir)).toEqual({ 'de/install.md': '-> ../pipe', 'en/install.md': EN, pipe: '(fifo)' });
  });

  it('a translation over maxFileSize is refused by name, not read, nothing written', async () => {
    const big = markdownFile({ title: 'Installieren' }, 'x'.repeat(4096));
    const f = await fixture({ 'de/install.md': big }, { maxFileSize: '1 KB' });
    const r = await helpsync(f, ['pull', '--force']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain('content/de/install.md: error: it is 4 KB, over maxFileSize (1 KB): not read');
    expect(await tree(f.contentDir)).toEqual({ 'de/install.md': big });
  });

  it('with the source folder there, a translation link to outside is refused as sync refuses it', async () => {
    const f = await fixture({ 'en/install.md': EN });
    const secret = await secretFile(f);
    await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
    await symlink(secret, path.join(f.contentDir, 'de/install.md'));
    for (const args of [['pull'], ['sync', '--dry-run']]) {
      const r = await helpsync(f, args);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/content\/de\/install\.md: error: it is a link to .*outside/);
      expect(`${r.stdout}${r.stderr}`).not.toContain(SECRET);
    }
    expect(await tree(f.contentDir)).toEqual({ 'en/install.md': EN, 'de/install.md': `-> ${secret}` });
  });

  it('a folder link to outside is never walked (its files are not listed or read)', async () => {
    const f = await fixture();
    const secret = await secretFile(f);
    await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
    await symlink(path.dirname(secret), path.join(f.contentDir, 'de/more'));
    const r = await helpsync(f, ['pull', '--json']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/content\/de\/more: error: it is a link to .*outside/);
    expect(`${r.stdout}${r.stderr}`).not.toContain('key.md');
    expect(await tree(f.contentDir)).toEqual({ 'de/more': `-> ${path.dirname(secret)}` });
  });

  it('a translation that is a link inside the content folder is read as its file, and written through', async () => {
    const shared = markdownFile({ title: 'Installieren' }, 'Eine alte Fassung.');
    const f = await fixture({ 'en/install.md': EN, 'shared/install-de.md': shared });
    await mkdir(path.join(f.contentDir, 'de'), { recursive: true });
    await symlink('../shared/install-de.md', path.join(f.contentDir, 'de/install.md'));
    const kept = await helpsync(f, ['pull']);
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toContain('kept            content/de/install.md');
    const forced = await helpsync(f, ['pull', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('updated         content/de/install.md');
    expect(await tree(f.contentDir)).toEqual({
      'de/install.md': '-> ../shared/install-de.md',
      'en/install.md': EN,
      'shared/install-de.md': DE,
    });
  });
});
