// Runs a composite action.yml without GitHub or `act`: its steps in order, each `run` step
// with a real bash (GitHub's template: `bash --noprofile --norc -eo pipefail {0}`), with
// `${{ inputs.* }}`, `${{ github.* }}`, `${{ runner.* }}` and `${{ steps.<id>.outputs.* }}`
// substituted, a fresh GITHUB_OUTPUT file per step, one GITHUB_STEP_SUMMARY for all, and the action's
// outputs read back. `uses:` steps are recorded (with their evaluated `with:`) and not run: Node is
// already here (setup-node), and the cache actions have no cache service to talk to; a test checks
// what they were given instead.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';

interface ActionStep {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}

export interface ActionDefinition {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export interface StepRecord {
  name: string;
  kind: 'run' | 'uses' | 'skipped';
  uses?: string;
  with?: Record<string, string>;
  exitCode?: number;
  stdout?: string;
  stderr?: string;
}

export interface ActionRun {
  outputs: Record<string, string>;
  steps: StepRecord[];
  /** false when a step failed (the action's result as GitHub would show it) */
  success: boolean;
  stepSummary: string;
  /** RUNNER_TEMP (the summary file is in it): remove it after the test */
  temp: string;
}

export interface RunActionOptions {
  actionPath: string;
  workspace: string;
  inputs?: Record<string, string>;
  /** the job's environment (PATH, HOME, HELPSYNC_TOKEN, …) */
  env?: Record<string, string | undefined>;
  /** more of the github context (token, repository, …) */
  github?: Record<string, string>;
}

/** Parses `KEY=value` and `KEY<<DELIM … DELIM` entries of a GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: no closing ${delimiter} for ${name}`);
      out[name] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

type Context = Record<string, Record<string, unknown>>;

function lookup(ctx: Context, expr: string): string {
  const parts = expr.trim().split('.');
  let v: unknown = ctx;
  for (const p of parts) {
    if (v === null || typeof v !== 'object' || !(p in v)) {
      // Unknown names are an error here (GitHub would give ''), so a typo in action.yml fails the test.
      if (parts[0] === 'steps' && parts.length === 4) return '';
      throw new Error(`action.yml: unknown expression \${{ ${expr} }}`);
    }
    v = (v as Record<string, unknown>)[p];
  }
  return typeof v === 'string' ? v : String(v);
}

/** Substitutes `${{ a.b.c }}`; anything but a plain property path is refused (the runner is no expression engine). */
export function substitute(text: string, ctx: Context): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expr: string) => {
    if (!/^\s*[\w-]+(\.[\w-]+)*\s*$/.test(expr)) throw new Error(`action.yml: unsupported expression \${{${expr}}}`);
    return lookup(ctx, expr);
  });
}

/** A step's script under GitHub's bash template (`bash --noprofile --norc -eo pipefail`). */
export function runBash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export async function loadAction(actionPath: string): Promise<ActionDefinition> {
  const doc = YAML.parse(await readFile(path.join(actionPath, 'action.yml'), 'utf8')) as ActionDefinition;
  if (doc.runs.using !== 'composite') throw new Error(`action.yml: runs.using is ${doc.runs.using}, not composite`);
  return doc;
}

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const action = await loadAction(opts.actionPath);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'helpsync-runner-'));
  const summary = path.join(temp, 'step-summary.md');
  await writeFile(summary, '');
  const inputs: Record<string, string> = {};
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  const ctx: Context = {
    inputs,
    github: { action_path: opts.actionPath, workspace: opts.workspace, run_id: '1001', run_attempt: '1', token: '', ...opts.github },
    runner: { os: 'Linux', temp },
    steps,
  };
  // Defaults may be expressions (`${{ github.token }}`), evaluated as GitHub does.
  for (const [k, v] of Object.entries(action.inputs)) inputs[k] = opts.inputs?.[k] ?? substitute(v.default ?? '', ctx);
  for (const k of Object.keys(opts.inputs ?? {})) if (!(k in action.inputs)) throw new Error(`action.yml has no input ${k}`);
  const records: StepRecord[] = [];
  let success = true;
  for (const [i, step] of action.runs.steps.entries()) {
    const name = step.name ?? step.id ?? `step ${i + 1}`;
    const condition = step.if?.trim();
    if (step.uses) {
      const withArgs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(String(v), ctx)]));
      records.push({ name, kind: 'uses', uses: step.uses, with: withArgs });
      continue;
    }
    // `always()`, or `inputs.NAME == 'VALUE'` (run after success only, like GitHub's implicit success()).
    const inputTest = condition === undefined ? null : /^inputs\.([\w-]+) == '([^']*)'$/.exec(condition);
    if (condition !== undefined && condition !== 'always()' && !inputTest)
      throw new Error(`action.yml: unsupported if: ${condition} on "${name}"`);
    if ((!success && condition !== 'always()') || (inputTest && inputs[inputTest[1]!] !== inputTest[2])) {
      records.push({ name, kind: 'skipped' });
      continue;
    }
    if (step.shell !== 'bash') throw new Error(`action.yml: step "${name}" must set shell: bash`);
    const outputFile = path.join(temp, `output-${i}`);
    await writeFile(outputFile, '');
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v), ctx)]));
    const env: NodeJS.ProcessEnv = {
      ...opts.env,
      ...stepEnv,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_ACTION_PATH: opts.actionPath,
      GITHUB_WORKSPACE: opts.workspace,
      RUNNER_TEMP: temp,
    };
    const cwd = path.resolve(opts.workspace, substitute(step['working-directory'] ?? '.', ctx));
    await mkdir(cwd, { recursive: true });
    const r = await runBash(substitute(step.run ?? '', ctx), cwd, env);
    records.push({ name, kind: 'run', exitCode: r.code, stdout: r.stdout, stderr: r.stderr });
    if (step.id) steps[step.id] = { outputs: parseOutputFile(await readFile(outputFile, 'utf8')) };
    if (r.code !== 0) success = false;
  }
  const outputs = Object.fromEntries(Object.entries(action.outputs).map(([k, v]) => [k, substitute(v.value, ctx)]));
  return { outputs, steps: records, success, stepSummary: await readFile(summary, 'utf8'), temp };
}
