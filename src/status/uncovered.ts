// Folders of the source language that no translation covers at all (a blog, release notes): every
// page missing in every language. Status counts each of them as missing; the hint says how to leave
// them out (exclude). PURE.
import type { StatusReport } from './plan.js';

export interface UncoveredFolder {
  /** the folder, relative to the language folder, with a trailing `/` */
  folder: string;
  pages: number;
}

/** Top-level folders whose every row is "missing", in every language (two pages or more). */
export function uncoveredFolders(report: StatusReport): UncoveredFolder[] {
  if (report.languages.length === 0) return [];
  const byFolder = new Map<string, { sources: Set<string>; covered: boolean }>();
  for (const f of report.files) {
    // `source` is the source-language file with its language folder: en/blog/one.md
    const rel = f.source.slice(f.source.indexOf('/') + 1);
    const slash = rel.indexOf('/');
    if (slash < 0) continue;
    const folder = rel.slice(0, slash + 1);
    const entry = byFolder.get(folder) ?? { sources: new Set<string>(), covered: false };
    entry.sources.add(f.source);
    if (f.state !== 'missing') entry.covered = true;
    byFolder.set(folder, entry);
  }
  return [...byFolder]
    .filter(([, e]) => !e.covered && e.sources.size >= 2)
    .map(([folder, e]) => ({ folder, pages: e.sources.size }))
    .sort((a, b) => (a.folder < b.folder ? -1 : 1));
}
