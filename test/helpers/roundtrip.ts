// `pull` then `sync`, in process, for one page: the loader's analysis (what sync pushes), the
// platform's form of it (as pushed, or re-serialised by the rich-text editor), pull's file (into an
// empty folder, and over the repo's own file, where unchanged blocks keep the file's form), the
// loader's analysis of that file, and sync's own field comparison. A pair whose field compares
// unequal would be pushed again.
import path from 'node:path';
import type { AlertLabels } from '../../src/html/alerts.js';
import { canonicalHtml } from '../../src/html/compare.js';
import { renderMarkdown } from '../../src/html/render.js';
import { toRichTextHtml } from '../../src/html/richtext.js';
import { analyzeFile, type MarkdownAnalysis } from '../../src/content/analyze.js';
import { fieldEqual } from '../../src/translations/plan.js';
import { keepRepoForm } from '../../src/pull/keep-blocks.js';
import { entryDocument } from '../../src/pull/plan-entries.js';

export type Platform = 'plain' | 'rich-text';
export type PullInto = 'empty folder' | 'the repo';

export interface PushedAgain {
  file: string;
  field: string;
  platform: Platform;
  pullInto: PullInto;
  /** what the platform holds, and what the pulled file renders to (canonical forms) */
  remote: string;
  local: string;
}

export interface PageRoundTrip {
  /** pairs the first sync pushes (a field with a value) */
  pairs: number;
  pushedAgain: PushedAgain[];
}

const enc = new TextEncoder();

function analyze(file: string, text: string, alertLabels: AlertLabels | undefined): MarkdownAnalysis {
  const a = analyzeFile(enc.encode(text), {
    kind: 'markdown',
    isIndex: path.posix.basename(file) === '_index.md',
    render: 'auto',
    ...(alertLabels ? { alertLabels } : {}),
  });
  if (a.kind !== 'markdown') throw new Error(`${file}: not Markdown`);
  return a;
}

/** The fields sync pushes for this analysis: title, description and the rendered body. */
function pushedFields(a: MarkdownAnalysis): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a.fields)) if (v.kind === 'text' && v.value.trim() !== '') out[k] = v.value;
  if (a.content !== undefined) out.content = a.content;
  return out;
}

/** `file` is `<language>/<path>.md`; `text` its bytes as written. */
export function roundTripPage(file: string, text: string, opts: { alertLabels?: AlertLabels } = {}): PageRoundTrip {
  const language = file.slice(0, file.indexOf('/'));
  const rel = file.slice(language.length + 1);
  const labels = opts.alertLabels;
  const first = analyze(file, text, labels);
  if (first.problems.some((p) => p.severity === 'error')) throw new Error(`${file}: ${JSON.stringify(first.problems)}`);
  const pushed = pushedFields(first);
  const out: PageRoundTrip = { pairs: Object.keys(pushed).length, pushedAgain: [] };
  const isIndex = path.posix.basename(file) === '_index.md';
  const form = (md: string): string => canonicalHtml(renderMarkdown(md, labels ? { alertLabels: labels } : {}));
  for (const platform of ['plain', 'rich-text'] as const) {
    const remote: Record<string, Record<string, string>> = {};
    for (const [k, v] of Object.entries(pushed))
      remote[k] = { [language]: k === 'content' && platform === 'rich-text' ? toRichTextHtml(v) : v };
    const pulled = entryDocument(
      {
        entryId: 'article:000000000000000000000001',
        entry: { type: isIndex ? 'collection' : 'article', id: '000000000000000000000001', fields: remote },
        rel,
        language,
        sourceLanguage: 'en',
        ...(labels ? { alertLabels: labels } : {}),
      },
      [],
    ).content;
    const written: [PullInto, string][] = [
      ['empty folder', pulled],
      ['the repo', keepRepoForm(pulled, text, form)],
    ];
    for (const [pullInto, fileText] of written) {
      const reread = analyze(file, fileText, labels);
      const again = pushedFields(reread);
      for (const [field, values] of Object.entries(remote)) {
        const local = again[field];
        const value = values[language]!;
        if (local !== undefined && fieldEqual(field, local, value)) continue;
        const show = (h: string | undefined): string => (h === undefined ? '(none)' : field === 'content' ? canonicalHtml(h) : h);
        out.pushedAgain.push({ file, field, platform, pullInto, remote: show(value), local: show(local) });
      }
    }
  }
  return out;
}
