// Config file (YAML): validated with zod, every problem reported at once with file and line.
// Paths resolve against the config file's folder; HELPSYNC_BASE_URL and HELPSYNC_PROJECT override.
import path from 'node:path';
import { isMap, isScalar, type Document, type Node as YamlNode } from 'yaml';
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { checkBaseUrl, DEFAULT_RATE_LIMIT, LANGUAGE_CODE, isLanguageCode, type RateLimit } from '../contract/index.js';
import { readRegularFile } from '../util/safe-path.js';
import { parseYaml, plainValue } from '../util/yaml.js';

export const DEFAULT_CONFIG_PATH = 'config/helpsync.yaml';
/** 5 MB: far above any help article, far below what would exhaust memory (issue 10: a 150 MB file took 4 GB). */
export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

export interface Config {
  /** absolute path of the config file */
  configPath: string;
  /** its folder: relative paths resolve here; .helpsync/ lives here */
  configDir: string;
  baseUrl: string;
  project: string;
  /** absolute */
  contentDir: string;
  sourceLanguage: string;
  languages?: string[];
  /** absolute path of the layout file, when configured */
  layout?: string;
  rateLimit: RateLimit;
  concurrency: number;
  timeoutSeconds: number;
  retries: number;
  /** content files larger than this many bytes are refused by name before they are read (default 5 MB) */
  maxFileSize: number;
}

const SIZE = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?$/i;
const UNIT: Record<string, number> = { B: 1, KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 };

/** `maxFileSize`: a number of bytes, or text such as "5 MB" / "512KB" (1 KB = 1024 bytes). */
const SIZE_HINT = 'must be a size such as 5 MB, 512 KB or a number of bytes';
const sizeSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(SIZE, SIZE_HINT)
      .transform((t) => {
        const m = SIZE.exec(t.trim())!;
        return Math.floor(Number(m[1]) * UNIT[(m[2] ?? 'B').toUpperCase()]!);
      })
      .refine((n) => n > 0, 'must be more than 0 bytes'),
  ],
  { error: SIZE_HINT },
);

// Re-exported: src/index.ts and other modules import it from here.
export { isLanguageCode };

const schema = z.strictObject({
  baseUrl: z.string().min(1).optional(),
  project: z.string().min(1).optional(),
  contentDir: z.string().min(1).default('../content'),
  sourceLanguage: z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br').default('en'),
  languages: z.array(z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br')).min(1).optional(),
  layout: z.string().min(1).optional(),
  rateLimit: z
    .strictObject({
      requests: z.number().int().positive(),
      perSeconds: z.number().positive(),
    })
    .default({ ...DEFAULT_RATE_LIMIT }),
  concurrency: z.number().int().positive().max(64).default(4),
  timeoutSeconds: z.number().positive().default(30),
  retries: z.number().int().min(1).max(20).default(5),
  maxFileSize: sizeSchema.default(DEFAULT_MAX_FILE_SIZE),
});

function lineOf(
  doc: Document.Parsed,
  lineAt: (pos: number | undefined) => number | undefined,
  keyPath: (string | number)[],
): number | undefined {
  let node: unknown = doc.contents;
  let pos: number | undefined;
  for (const key of keyPath) {
    if (!isMap(node)) break;
    const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
    if (!pair) break;
    pos = (pair.key as YamlNode).range?.[0];
    node = pair.value;
  }
  if (node && typeof node === 'object' && 'range' in node && Array.isArray((node as YamlNode).range)) {
    pos = (node as YamlNode).range?.[0] ?? pos;
  }
  return lineAt(pos);
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** working directory for a relative config path */
  cwd?: string;
}

export async function loadConfig(configPath: string = DEFAULT_CONFIG_PATH, opts: LoadConfigOptions = {}): Promise<Config> {
  const env = opts.env ?? process.env;
  const abs = path.resolve(opts.cwd ?? process.cwd(), configPath);
  const shown = path.relative(process.cwd(), abs) || abs;
  // A regular file only: a FIFO or device named by --config would be read without end (issue 10).
  const read = await readRegularFile(abs, DEFAULT_MAX_FILE_SIZE);
  if (!read.ok) {
    const missing = read.message === 'cannot read it: not found';
    throw new InputError([
      {
        severity: 'error',
        file: shown,
        message: missing
          ? 'config file not found (pass --config PATH, or create config/helpsync.yaml)'
          : `cannot read config file: ${read.message}`,
      },
    ]);
  }
  const text = read.bytes.toString('utf8');
  const { doc, lineAt, problems: yamlProblems } = parseYaml(text);
  const problems: Problem[] = yamlProblems.map((p) => ({ ...p, file: shown }));
  if (problems.length) throw new InputError(problems);
  const plain = plainValue(doc);
  if ('problem' in plain) throw new InputError([{ ...plain.problem, file: shown }]);
  const raw: unknown = plain.value ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InputError([{ severity: 'error', file: shown, message: 'config must be a YAML map of keys to values' }]);
  }
  if ('token' in raw) {
    problems.push({
      severity: 'error',
      file: shown,
      line: lineOf(doc, lineAt, ['token']),
      message: 'a "token" key is not allowed: secrets do not belong in a repository; set HELPSYNC_TOKEN in the environment',
    });
  }
  const { token: _ignored, ...rest } = raw as Record<string, unknown>;
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          const keyPath = [...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), key];
          problems.push({
            severity: 'error',
            file: shown,
            line: lineOf(doc, lineAt, keyPath),
            message: `unknown key "${keyPath.join('.')}"`,
          });
        }
        continue;
      }
      const keyPath = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      problems.push({
        severity: 'error',
        file: shown,
        line: lineOf(doc, lineAt, keyPath),
        message: `${keyPath.join('.') || 'config'}: ${issue.message}`,
      });
    }
  }
  if (problems.length || !parsed.success) throw new InputError(problems);
  const c = parsed.data;
  const baseUrl = env.HELPSYNC_BASE_URL || c.baseUrl;
  const project = env.HELPSYNC_PROJECT || c.project;
  if (!baseUrl)
    problems.push({ severity: 'error', file: shown, message: 'baseUrl is missing (set it in the config or HELPSYNC_BASE_URL)' });
  if (!project) problems.push({ severity: 'error', file: shown, message: 'project is missing (set it in the config or HELPSYNC_PROJECT)' });
  if (problems.length || !baseUrl || !project) throw new InputError(problems);
  // The base URL's own rules (https except to loopback, no credentials, ...), named where it came from.
  try {
    checkBaseUrl(baseUrl, () => undefined);
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    const fromEnv = Boolean(env.HELPSYNC_BASE_URL);
    throw new InputError(
      err.problems.map((p) => ({
        ...p,
        file: fromEnv ? undefined : shown,
        line: fromEnv ? undefined : lineOf(doc, lineAt, ['baseUrl']),
        message: fromEnv ? `HELPSYNC_BASE_URL: ${p.message}` : p.message,
      })),
    );
  }
  const configDir = path.dirname(abs);
  return {
    configPath: abs,
    configDir,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    project,
    contentDir: path.resolve(configDir, c.contentDir),
    sourceLanguage: c.sourceLanguage,
    languages: c.languages,
    layout: c.layout === undefined ? undefined : path.resolve(configDir, c.layout),
    rateLimit: c.rateLimit,
    concurrency: c.concurrency,
    timeoutSeconds: c.timeoutSeconds,
    retries: c.retries,
    maxFileSize: c.maxFileSize,
  };
}
