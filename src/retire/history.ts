// Which source files Git history shows deleted: PURE over the commits the caller read once
// (src/history readHistory, newest first). A rename is followed (the file lives on under its new
// name), a file deleted and added again is back (and remembered as restored, for republication),
// and only a file whose last event is a deletion and that is not in HEAD's tree is deleted: a file
// removed in the work tree but not committed is still in HEAD, so it is never retired.
import type { DeletedSource, HistoryCommit } from './types.js';

interface Life {
  /** names newest first */
  names: string[];
  deleted?: { commit: string; blob?: string };
  /** deleted once and added again */
  returned: boolean;
}

export interface SourceFates {
  /** deleted, not renamed, not in HEAD: the retirement candidates */
  deleted: DeletedSource[];
  /** in HEAD, and deleted once before (source paths) */
  restored: Set<string>;
  /**
   * translation files (`de/guide/a.md`) deleted and not in HEAD while their source page is: the
   * platform keeps that language (no operation clears one), so they are reported
   */
  removedTranslations: string[];
}

/**
 * `commits` newest first (children before parents), paths relative to the content folder
 * (`en/guide/a.md`); `head`: the content-relative paths in HEAD's tree. Paths returned are under the
 * source-language folder (`guide/a.md`), pages (`.md`) only.
 */
export function sourceFates(commits: readonly HistoryCommit[], sourceLanguage: string, head: ReadonlySet<string>): SourceFates {
  const lives = new Map<string, Life>();
  for (let i = commits.length - 1; i >= 0; i--) {
    const commit = commits[i]!;
    for (const ch of commit.changes) {
      if (ch.status === 'R' && ch.oldPath !== undefined) {
        const life = lives.get(ch.oldPath) ?? { names: [ch.oldPath], returned: false };
        lives.delete(ch.oldPath);
        life.names.unshift(ch.path);
        delete life.deleted;
        lives.set(ch.path, life);
        continue;
      }
      const life = lives.get(ch.path);
      if (ch.status === 'D') {
        if (life) life.deleted = { commit: commit.id, ...(ch.oldBlob ? { blob: ch.oldBlob } : {}) };
        else
          lives.set(ch.path, {
            names: [ch.path],
            deleted: { commit: commit.id, ...(ch.oldBlob ? { blob: ch.oldBlob } : {}) },
            returned: false,
          });
      } else if (!life) {
        lives.set(ch.path, { names: [ch.path], returned: false });
      } else if (life.deleted) {
        delete life.deleted;
        life.returned = true;
      }
    }
  }
  const prefix = `${sourceLanguage}/`;
  const under = (p: string): string | undefined => (p.startsWith(prefix) && p.endsWith('.md') ? p.slice(prefix.length) : undefined);
  const deleted: DeletedSource[] = [];
  const restored = new Set<string>();
  const removedTranslations: string[] = [];
  for (const [path, life] of lives) {
    const source = under(path);
    if (source === undefined) {
      const i = path.indexOf('/');
      if (life.deleted && i > 0 && path.endsWith('.md') && !head.has(path) && head.has(prefix + path.slice(i + 1)))
        removedTranslations.push(path);
      continue;
    }
    if (head.has(path)) {
      if (life.returned) restored.add(source);
      continue;
    }
    if (!life.deleted) continue;
    deleted.push({
      path: source,
      commit: life.deleted.commit,
      ...(life.deleted.blob ? { blob: life.deleted.blob } : {}),
      names: life.names.flatMap((n) => under(n) ?? []),
    });
  }
  deleted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { deleted, restored, removedTranslations: removedTranslations.sort() };
}
