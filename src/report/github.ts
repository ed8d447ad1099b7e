// GitHub Actions workflow commands for problems: `::error file=…,line=…::message` (and `::warning`),
// escaped as the runner reads them. Text only; the CLI prints them (cli/github.ts).
import type { Problem } from '../model.js';
import { workflowCommandData, workflowCommandProperty } from '../util/escape.js';

const escapeData = workflowCommandData;
const escapeProperty = workflowCommandProperty;

/** GitHub Actions workflow commands: `::error file=…,line=…::message` (and `::warning`). */
export function githubAnnotations(problems: Problem[]): string[] {
  return problems.map((p) => {
    const props: string[] = [];
    if (p.file) props.push(`file=${escapeProperty(p.file)}`);
    if (p.file && p.line !== undefined) props.push(`line=${p.line}`);
    if (p.file && p.line !== undefined && p.column !== undefined) props.push(`col=${p.column}`);
    const command = p.severity === 'warning' ? 'warning' : 'error';
    return `::${command}${props.length ? ` ${props.join(',')}` : ''}::${escapeData(p.message)}`;
  });
}
