// Runs one job of a GitHub workflow without GitHub (the generated workflows' tests): the file is
// parsed and validated by GitHub's own parser (@actions/workflow-parser), `if:` and `${{ }}` are
// evaluated by GitHub's own expression engine (@actions/expressions), `run:` steps run with a real
// bash (GitHub's template: `bash --noprofile --norc -eo pipefail {0}`) and `uses:` steps go to stubs
// the test gives, keyed by the action's name: a stub checks its inputs and returns outputs.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Evaluator, Lexer, Parser, data, type Expr } from '@actions/expressions';
import { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow, type WorkflowTemplate } from '@actions/workflow-parser';
import YAML from 'yaml';
import { parseOutputFile, runBash } from './action-runner.js';
import { onCleanup } from './fixture.js';

/** The parsed model and the raw YAML (the model leaves out `with:`, `shell:` and `timeout-minutes`). */
export interface ParsedWorkflow {
  model: WorkflowTemplate;
  raw: {
    jobs: Record<string, { 'timeout-minutes'?: number; steps: RawStep[] }>;
  };
}

interface RawStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

/** Parses and validates a workflow; GitHub's errors are thrown. */
export async function parseWorkflowText(text: string, name = 'workflow.yml'): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name, content: text }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (errors.length || !parsed.value) throw new Error(`${name}: ${errors.join('\n')}`);
  const model = await convertWorkflowTemplate(parsed.context, parsed.value);
  if (model.errors?.length) throw new Error(`${name}: ${model.errors.map((e) => e.Message).join('\n')}`);
  return { model, raw: YAML.parse(text) as ParsedWorkflow['raw'] };
}

export interface StubContext {
  with: Record<string, string>;
  env: Record<string, string>;
  workspace: string;
}
export type Stub = (
  s: StubContext,
) => Promise<{ outputs?: Record<string, string>; success?: boolean }> | { outputs?: Record<string, string>; success?: boolean };

export interface RunJobOptions {
  job: string;
  workspace: string;
  /** github.* (event_name, event, repository, ref, …) */
  github: Record<string, unknown>;
  secrets?: Record<string, string>;
  /** vars.* (the repository's variables) */
  vars?: Record<string, string>;
  /** action name (before `@`) → stub; an action without one fails the run */
  stubs: Record<string, Stub>;
  env?: Record<string, string | undefined>;
}

export interface StepResult {
  id: string;
  ran: boolean;
  uses?: string;
  with?: Record<string, string>;
  code?: number;
  stdout?: string;
  stderr?: string;
  outputs: Record<string, string>;
}

export interface JobRun {
  /** false when the job's `if:` was false */
  ran: boolean;
  success: boolean;
  steps: StepResult[];
  stepSummary: string;
  temp: string;
}

function parseExpr(text: string, contexts: string[]): Expr {
  const lexed = new Lexer(text).lex();
  const names = [
    { name: 'always', minArgs: 0, maxArgs: 0 },
    { name: 'success', minArgs: 0, maxArgs: 0 },
    { name: 'failure', minArgs: 0, maxArgs: 0 },
    { name: 'cancelled', minArgs: 0, maxArgs: 0 },
  ];
  return new Parser(lexed.tokens, contexts, names).parse();
}

class Expressions {
  constructor(
    private ctx: Record<string, unknown>,
    private status: () => boolean,
  ) {}

  evaluate(text: string): data.ExpressionData {
    const dict = JSON.parse(JSON.stringify(this.ctx), data.reviver) as data.Dictionary;
    const ok = this.status();
    const fn = (name: string, v: () => boolean) => [name, { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(v()) }] as const;
    const funcs = new Map([fn('always', () => true), fn('success', () => ok), fn('failure', () => !ok), fn('cancelled', () => false)]);
    return new Evaluator(parseExpr(text, Object.keys(this.ctx)), dict, funcs).evaluate();
  }

  truthy(condition: string | undefined): boolean {
    return condition === undefined ? this.status() : truthyOf(this.evaluate(condition));
  }

  /** `${{ expr }}` substituted in a string. */
  interpolate(text: unknown): string {
    return String(text).replace(/\$\{\{(.*?)\}\}/gs, (_, expr: string) => this.evaluate(expr).coerceString());
  }
}

function truthyOf(v: data.ExpressionData): boolean {
  switch (v.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return v.coerceString() === 'true';
    case data.Kind.Number:
      return v.number() !== 0 && !Number.isNaN(v.number());
    case data.Kind.String:
      return v.coerceString() !== '';
    default:
      return true;
  }
}

export async function runJob(wf: ParsedWorkflow, opts: RunJobOptions): Promise<JobRun> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'helpsync-workflow-'));
  // the runner's temp folder (step summary, RUNNER_TEMP) goes after the test, even when it fails
  onCleanup(() => rm(temp, { recursive: true, force: true }));
  const summary = path.join(temp, 'step-summary.md');
  await writeFile(summary, '');
  const job = wf.model.jobs.find((j) => j.id.value === opts.job);
  const raw = wf.raw.jobs[opts.job];
  if (!job || job.type !== 'job' || !raw) throw new Error(`no job ${opts.job}`);
  const steps: Record<string, { outputs: Record<string, string>; outcome: string }> = {};
  let success = true;
  const ctx = {
    github: { workspace: opts.workspace, ...opts.github },
    secrets: opts.secrets ?? {},
    steps,
    runner: { os: 'Linux', temp },
    env: {},
    vars: opts.vars ?? {},
    inputs: {},
    job: {},
    matrix: {},
    strategy: {},
    needs: {},
  };
  const x = new Expressions(ctx, () => success);
  if (!x.truthy(job.if.expression)) return { ran: false, success: true, steps: [], stepSummary: '', temp };
  const results: StepResult[] = [];
  for (const [i, step] of job.steps.entries()) {
    const rawStep = raw.steps[i] ?? {};
    const id = rawStep.id ?? `step${i}`;
    if (!('if' in step) || !step.if || !x.truthy(step.if.expression)) {
      results.push({ id, ran: false, outputs: {} });
      steps[id] = { outputs: {}, outcome: 'skipped' };
      continue;
    }
    const env = Object.fromEntries(Object.entries(rawStep.env ?? {}).map(([k, v]) => [k, x.interpolate(v)]));
    let result: StepResult;
    if (rawStep.uses) {
      const name = rawStep.uses.split('@')[0] ?? '';
      const stub = opts.stubs[name];
      if (!stub) throw new Error(`no stub for ${rawStep.uses}`);
      const withArgs = Object.fromEntries(Object.entries(rawStep.with ?? {}).map(([k, v]) => [k, x.interpolate(v)]));
      const r = await stub({ with: withArgs, env, workspace: opts.workspace });
      result = { id, ran: true, uses: rawStep.uses, with: withArgs, outputs: r.outputs ?? {} };
      if (r.success === false) success = false;
    } else {
      if (rawStep.shell !== undefined && rawStep.shell !== 'bash') throw new Error(`step ${id}: shell ${rawStep.shell}`);
      const outputFile = path.join(temp, `output-${i}`);
      await writeFile(outputFile, '');
      const r = await runBash(x.interpolate(rawStep.run ?? ''), opts.workspace, {
        ...opts.env,
        ...env,
        GITHUB_ACTIONS: 'true',
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_WORKSPACE: opts.workspace,
        GITHUB_REPOSITORY: typeof opts.github.repository === 'string' ? opts.github.repository : '',
        RUNNER_TEMP: temp,
      });
      result = {
        id,
        ran: true,
        code: r.code,
        stdout: r.stdout,
        stderr: r.stderr,
        outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      };
      if (r.code !== 0) success = false;
    }
    results.push(result);
    steps[id] = { outputs: result.outputs, outcome: result.code === undefined || result.code === 0 ? 'success' : 'failure' };
  }
  return { ran: true, success, steps: results, stepSummary: await readFile(summary, 'utf8'), temp };
}
