// The binding step (operations/pipeline/binding.ts) is the one place that decides which record a file
// without `entry:` is: its callers are written down here, so a new caller (or a second decider) shows
// in review. The oracle is the list below, against the imports and calls found in src/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../helpers/cli.js';

const SRC = path.join(REPO_ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

/** src/ files (POSIX, repo-relative) whose text calls `name(`, outside comments' plain words. */
function callersOf(name: string): string[] {
  return matching(new RegExp(`\\b${name}\\(`));
}

/** src/ files (POSIX, repo-relative) with a line matching `call`, outside comments. */
function matching(call: RegExp): string[] {
  return sources(SRC)
    .filter((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .some((l) => !/^\s*(\/\/|\*)/.test(l) && call.test(l)),
    )
    .map((f) => path.relative(REPO_ROOT, f).split(path.sep).join('/'))
    .sort();
}

describe('the binding step', () => {
  it("is called by the pipeline (sync, plan, preview, pull --drifted and pull's kept reasons; layout's source load), by match and by pull, and by nothing else", () => {
    expect(callersOf('bindSourceFiles').filter((f) => f !== 'src/operations/pipeline/binding.ts')).toEqual([
      'src/operations/match.ts',
      'src/operations/pipeline/layout-sources.ts',
      'src/operations/pipeline/prepare.ts',
      'src/operations/pull.ts',
    ]);
  });

  it('binds the files of preview --offline (no platform) through offlineBindings, and only there', () => {
    expect(callersOf('offlineBindings').filter((f) => f !== 'src/operations/pipeline/binding.ts')).toEqual(['src/operations/preview.ts']);
  });

  it('is the only caller of the pure decision (content/binding.ts)', () => {
    const deciders = [...callersOf('bindFiles'), ...callersOf('bindByExternalId')].filter((f) => f !== 'src/content/binding.ts');
    expect([...new Set(deciders)]).toEqual(['src/operations/pipeline/binding.ts']);
  });

  it('decides for every command: `entry:` is read only by the loader (which takes the bindings), match (which writes the line), a history version (a rename git did not see), retirement and restore', () => {
    // status reads no entry at all (Git and paths only), layout resolves refs through the loaded
    // source files, pull through the loader's filesByEntry plus the binding step: none reads the line
    // retirement reads the entry line of a deleted file's last version (the file is gone: nothing
    // else can say which record it was bound to), and restore that of the file brought back, which
    // it writes `entry:` into
    expect(callersOf('readEntry').filter((f) => f !== 'src/content/entry.ts')).toEqual([
      'src/content/assemble.ts',
      'src/operations/restore.ts',
      'src/retire/reads.ts',
    ]);
    expect(matching(/\.get\(['"]entry['"]\)/)).toEqual([
      'src/content/analyze.ts',
      'src/drift/versions.ts',
      'src/match/match.ts',
      'src/operations/restore.ts',
      'src/retire/reads.ts',
    ]);
    expect(
      matching(/entryId|readEntry|parseEntryId|['"]entry['"]/).filter(
        (f) => f.startsWith('src/status/') || f === 'src/operations/status.ts',
      ),
    ).toEqual([]);
  });
});
