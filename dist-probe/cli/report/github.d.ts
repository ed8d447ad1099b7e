import type { Problem } from '../../model.js';
import { inGitHubActions } from '../../util/workflow-commands.js';
/** GitHub Actions workflow commands: `::error file=…,line=…::message` (and `::warning`). */
export declare function githubAnnotations(problems: Problem[]): string[];
export { inGitHubActions };
/** ::error file=…,line=…:: annotations; on stderr when --json holds stdout. */
export declare function emitAnnotations(problems: Problem[], json: boolean): void;
/** Warnings to stderr (and as GitHub annotations when running in Actions). */
export declare function reportWarnings(problems: Problem[], json: boolean): void;
/** Appends Markdown to $GITHUB_STEP_SUMMARY when it is set (scrubbed like every other output). */
export declare function appendStepSummary(markdown: string): Promise<void>;
