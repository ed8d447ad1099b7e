// Which files without `entry:` are candidates for creation: PURE. Not candidates: files the config
// excludes, files or folders whose name starts with `_` (templates, include snippets; a folder's
// `_index.md` is its collection), the top-level `_index.md` (the help center's home, not a
// collection), pages without a title, and email templates (the platform cannot create those).
import type { Problem } from '../model.js';
import type { UnboundSource } from '../content/types.js';
import type { CreatePlanInput } from './types.js';

const MATCH_HINT = 'create it on the platform, then run `helpsync match` to write its entry line';

/** A page or folder named `_…` (other than a folder's `_index.md`): not content of the help center. */
export function isPrivateName(path: string): boolean {
  const parts = path.split('/');
  const last = parts.pop()!;
  return parts.some((p) => p.startsWith('_')) || (last.startsWith('_') && last !== '_index.md');
}

/** The files to create; the others are reported (warnings) or silently left (excluded, `_` names). */
export function candidacy(input: CreatePlanInput, problems: Problem[]): UnboundSource[] {
  const bound = new Set(input.bindings.map((b) => b.path));
  const out: UnboundSource[] = [];
  for (const f of input.unbound) {
    if (f.path === '_index.md' && f.proseLine !== undefined && !bound.has(f.path) && f.selected && !input.excluded(f.path)) {
      // the home is no collection, so no `sectionPages:` choice takes its prose: said, never lost silently
      const message = "section page prose is not pushed: the top-level _index.md is the help center's home, not a collection";
      problems.push({ severity: 'warning', file: input.show(f.path), line: f.proseLine, message, kind: 'section-prose' });
    }
    if (bound.has(f.path) || !f.selected || input.excluded(f.path) || isPrivateName(f.path) || f.path === '_index.md') continue;
    const file = input.show(f.path);
    if (f.subject && !f.isIndex) {
      problems.push({
        severity: 'warning',
        file,
        line: 1,
        message: `an email template (it has a subject) cannot be created by helpsync: ${MATCH_HINT}`,
      });
      continue;
    }
    if (!f.title) {
      const what = f.isIndex ? 'a new collection' : 'a new article';
      problems.push({ severity: 'warning', file, line: 1, message: `no "entry" and no "title": skipped (${what} needs a title)` });
      continue;
    }
    if (!input.history.available) {
      problems.push({
        severity: 'error',
        file,
        message: `no "entry": creating it needs Git history (${input.history.why ?? 'not read'}), so that its binding survives the next rename`,
      });
      continue;
    }
    if (input.history.untracked.has(f.path)) {
      problems.push({
        severity: 'error',
        file,
        message: 'no "entry" and not tracked by Git yet: commit it (or at least `git add` it) before helpsync creates it',
      });
      continue;
    }
    if (f.draft !== undefined && f.draft !== 'true' && f.draft !== 'false') {
      problems.push({ severity: 'warning', file, message: `"draft" must be true or false, not "${f.draft}": the default applies` });
    }
    out.push(f);
  }
  return out;
}

export { MATCH_HINT };
