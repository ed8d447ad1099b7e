// The Markdown report of a run: appended to GitHub's step summary when Actions sets
// GITHUB_STEP_SUMMARY, and written to `--summary-file PATH` too, for actions that post it
// as a pull-request comment. Both get the same scrubbed text, with no live @mention; the renderers escape what they
// interpolate (table cells, code spans), so the file is exactly what the step summary shows.
import { appendFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Argv } from 'yargs';
import { ExitError } from '../errors.js';
import { scrub } from '../util/redact.js';
import { resolveCwd, runtime } from '../util/runtime.js';

export interface SummaryArgs {
  'summary-file'?: string;
}

/** `--summary-file PATH` for the commands that write a step summary (sync, plan, layout, status). */
export function summaryFileOption<T>(y: Argv<T>): Argv<T & SummaryArgs> {
  return y.option('summary-file', {
    type: 'string',
    describe: 'also write the Markdown report (what goes to the GitHub step summary) to this file',
  });
}

/**
 * Appends `markdown` to GITHUB_STEP_SUMMARY (when set) and replaces `summaryFile` (when given)
 * atomically: a temp file in the same folder, then a rename, so a reader never sees half a report.
 */
export async function writeSummary(
  markdown: string,
  summaryFile: string | undefined,
  env: NodeJS.ProcessEnv = runtime().env,
): Promise<void> {
  const text = noMentions(scrub(markdown.endsWith('\n') ? markdown : `${markdown}\n`));
  const step = env.GITHUB_STEP_SUMMARY;
  if (step) await appendFile(resolveCwd(step), text, 'utf8');
  if (summaryFile) await writeFileAtomic(summaryFile, text);
}

/**
 * No `@` in the report can mention anyone where GitHub shows it (a step summary, a comment): titles
 * and file names come from content and the platform. A U+2060 WORD JOINER after each `@` a name could
 * follow (GitHub links `@name` only when the name follows directly); it shows as nothing.
 */
export function noMentions(markdown: string): string {
  return markdown.replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u2060');
}

async function writeFileAtomic(shown: string, text: string): Promise<void> {
  const file = resolveCwd(shown);
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.helpsync-${process.pid}.tmp`);
  try {
    await writeFile(tmp, text, 'utf8');
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw new ExitError(`cannot write the summary file ${shown}: ${(err as Error).message}`);
  }
}
