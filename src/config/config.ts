// Config file (YAML): validated with zod, every problem reported at once with file and line.
// Paths resolve against the config file's folder; HELPSYNC_BASE_URL and HELPSYNC_PROJECT override.
import path from 'node:path';
import type { Document } from 'yaml';
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { Problem } from '../model.js';
import { checkBaseUrl, DEFAULT_RATE_LIMIT, LANGUAGE_CODE, isLanguageCode, RESPONSE_SIZE, type RateLimit } from '../contract/index.js';
import type { AlertLabels } from '../html/alerts.js';
import { SITE_SCHEMA, siteSettingsOf, type SiteSettings } from './site.js';
import { readRegularFile } from '../util/safe-path.js';
import { lineOf, parseYaml, plainValue, zodIssueProblems, type ParsedYaml } from '../util/yaml.js';
import { imagesSchema, linksSchema, type ImagesConfig, type LinksConfig } from './links.js';
import { DEFAULT_CONFIG_PATH } from './defaults.js';
import { runtime } from '../util/runtime.js';
import { inRange, rangeMessage, SETTING_RANGES, type NumberRange } from './ranges.js';
import { checkedFiles, filesSchema, type FilesConfig } from './files.js';

export { DEFAULT_CONFIG_PATH };
/** 5 MB: far above any help article, far below what would exhaust memory (a 150 MB file took 4 GB). */
import { sizeSchema } from './size.js';

export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;

/** `site:` and `sectionPages:` (SiteSettings) are in config/site.ts, with their schema. */
export interface Config extends SiteSettings {
  /** absolute path of the config file */
  configPath: string;
  /** its folder: relative paths resolve here; .helpsync/ lives here */
  configDir: string;
  baseUrl: string;
  project: string;
  /**
   * this repository's record-key scope (12 lowercase hex digits; `init` writes it): every externalId
   * it mints and binds is `helpsync:<scope>:…`. Absent: the unscoped keys of before, with a warning.
   */
  scope?: string;
  /** absolute */
  contentDir: string;
  /** where pages and translations live as patterns (config `files`); absent: contentDir, `{language}/{path}` */
  files?: FilesConfig;
  sourceLanguage: string;
  languages?: string[];
  /** absolute path of the layout file, when configured */
  layout?: string;
  rateLimit: RateLimit;
  concurrency: number;
  timeoutSeconds: number;
  retries: number;
  /** front matter key naming the source commit a translation was made from (; status only) */
  sourceCommitKey?: string;
  /**
   * source-language paths (globs, relative to the language folder) that are not pages: status does
   * not list them, sync never creates them (config `exclude`, or its older name `statusExclude`)
   */
  statusExclude?: string[];
  /** what a new article is unless its front matter says `draft:` (default published) */
  newArticles?: 'draft' | 'published';
  /** what a run does with a record whose source file was deleted in Git history (default keep: listed only) */
  retire?: 'keep' | 'unpublish' | 'delete';
  /** GitHub alert labels per language, over the English defaults */
  alertLabels?: Record<string, AlertLabels>;
  /** content files larger than this many bytes are refused by name before they are read (default 5 MB) */
  maxFileSize: number;
  /** a platform answer read whole larger than this many bytes stops with an error (default 64 MB; the listing streams) */
  maxResponseSize: number;
  /** analysis worker threads: 'auto' (default), 0 (the main thread only) or a number */
  workers: 'auto' | number;
  /** links between entries become platform URLs */
  links?: LinksConfig;
  /** images become URLs where the team hosts them; `root` is absolute here (default: the content folder) */
  images?: ImagesConfig & { root: string };
}

/** A number in its setting's range (src/config/ranges.ts); the message names the range and the value. */
function ranged(r: NumberRange) {
  return z.number().refine((n) => inRange(n, r), { error: (issue) => rangeMessage(issue.input, r) });
}

/** A record-key scope: 12 lowercase hex digits (48 random bits: two repositories never share one). */
export const SCOPE_FORM = /^[0-9a-f]{12}$/;

// Re-exported: src/index.ts and other modules import it from here.
export { isLanguageCode };

const schema = z.strictObject({
  baseUrl: z.string().min(1).optional(),
  project: z.string().min(1).optional(),
  scope: z.string().regex(SCOPE_FORM, 'must be 12 lowercase hex digits, as `helpsync init --add-scope` writes').optional(),
  contentDir: z.string().min(1).default('../content'),
  files: filesSchema.optional(),
  sourceLanguage: z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br').default('en'),
  languages: z.array(z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br')).min(1).optional(),
  layout: z.string().min(1).optional(),
  rateLimit: z
    .strictObject({
      requests: ranged(SETTING_RANGES['rateLimit.requests']),
      perSeconds: ranged(SETTING_RANGES['rateLimit.perSeconds']),
    })
    .default({ ...DEFAULT_RATE_LIMIT }),
  concurrency: ranged(SETTING_RANGES.concurrency).default(4),
  timeoutSeconds: ranged(SETTING_RANGES.timeoutSeconds).default(30),
  retries: ranged(SETTING_RANGES.retries).default(5),
  // A plain front matter key: what `status --bump` writes as `key: <commit>` without quoting.
  sourceCommitKey: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, 'must be a front matter key such as default_lang_commit')
    .optional(),
  statusExclude: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  exclude: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  newArticles: z.enum(['draft', 'published']).optional(),
  retire: z.enum(['keep', 'unpublish', 'delete']).optional(),
  // `alertLabels: { ja: { note: 注記 } }`; one line of text per label
  alertLabels: z
    .record(
      z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br'),
      z.strictObject(
        Object.fromEntries(
          ['note', 'tip', 'important', 'warning', 'caution'].map((k) => [
            k,
            z
              .string()
              .trim()
              .min(1)
              .regex(/^[^\r\n]*$/, 'must be one line of text')
              .optional(),
          ]),
        ) as Record<'note' | 'tip' | 'important' | 'warning' | 'caution', z.ZodOptional<z.ZodString>>,
      ),
    )
    .optional(),
  ...SITE_SCHEMA,
  maxFileSize: sizeSchema.default(DEFAULT_MAX_FILE_SIZE),
  maxResponseSize: sizeSchema
    .refine((n) => n >= RESPONSE_SIZE.min && n <= RESPONSE_SIZE.max, 'must be from 1 MB to 256 MB')
    .default(RESPONSE_SIZE.default),
  // Analysis worker threads: 'auto' (only where they pay, see loader/workers.ts), 0 (main thread) or N.
  workers: z
    .union([z.literal('auto'), z.number().int().min(0).max(64)], { message: 'must be auto, 0 or a number of threads' })
    .default('auto'),
  links: linksSchema.optional(),
  images: imagesSchema.optional(),
});

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** working directory for a relative config path */
  cwd?: string;
  /**
   * false: baseUrl and project are not required nor checked (they come back as '' when absent), for
   * commands that never create a client (`status`). The client is always made from a config loaded
   * with the default (true), so they are validated exactly when a client is created.
   */
  requireTarget?: boolean;
}

export async function loadConfig(configPath: string = DEFAULT_CONFIG_PATH, opts: LoadConfigOptions = {}): Promise<Config> {
  const env = opts.env ?? runtime().env;
  const abs = path.resolve(opts.cwd ?? runtime().cwd(), configPath);
  const shown = path.relative(runtime().cwd(), abs) || abs;
  const yaml = parseConfigYaml(await readConfigText(abs, shown), shown);
  const c = validateConfig(yaml, shown);
  const files = c.files
    ? await checkedFiles({
        entries: c.files,
        configDir: path.dirname(abs),
        sourceLanguage: c.sourceLanguage,
        languages: c.languages,
        raw: yaml.raw,
        yaml,
        shown,
      })
    : undefined;
  const baseUrl = env.HELPSYNC_BASE_URL || c.baseUrl;
  const project = env.HELPSYNC_PROJECT || c.project;
  if (opts.requireTarget === false) return buildConfig(abs, c, baseUrl ?? '', project ?? '', files);
  const problems: Problem[] = [];
  if (!baseUrl)
    problems.push({ severity: 'error', file: shown, message: 'baseUrl is missing (set it in the config or HELPSYNC_BASE_URL)' });
  if (!project) problems.push({ severity: 'error', file: shown, message: 'project is missing (set it in the config or HELPSYNC_PROJECT)' });
  if (problems.length || !baseUrl || !project) throw new InputError(problems);
  checkTargetBaseUrl(baseUrl, Boolean(env.HELPSYNC_BASE_URL), yaml, shown);
  return buildConfig(abs, c, baseUrl, project, files);
}

interface ConfigYaml {
  doc: Document.Parsed;
  lineAt: ParsedYaml['lineAt'];
  /** the document as a plain map */
  raw: Record<string, unknown>;
}

/** Step 1: the file's text. A regular file only: a FIFO or device named by --config would be read without end. */
async function readConfigText(abs: string, shown: string): Promise<string> {
  const read = await readRegularFile(abs, DEFAULT_MAX_FILE_SIZE);
  if (read.ok) return read.bytes.toString('utf8');
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

/** Step 2: YAML to a plain map, with the document kept for line numbers. */
function parseConfigYaml(text: string, shown: string): ConfigYaml {
  const { doc, lineAt, problems } = parseYaml(text);
  if (problems.length) throw new InputError(problems.map((p) => ({ ...p, file: shown })));
  const plain = plainValue(doc);
  if ('problem' in plain) throw new InputError([{ ...plain.problem, file: shown }]);
  const raw: unknown = plain.value ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InputError([{ severity: 'error', file: shown, message: 'config must be a YAML map of keys to values' }]);
  }
  return { doc, lineAt, raw: raw as Record<string, unknown> };
}

/** Step 3: the schema, every problem at once with its line; a `token` key is refused (secrets stay out of the repo). */
function validateConfig({ doc, lineAt, raw }: ConfigYaml, shown: string): z.infer<typeof schema> {
  const problems: Problem[] = [];
  if ('token' in raw) {
    problems.push({
      severity: 'error',
      file: shown,
      line: lineOf(doc, lineAt, ['token']),
      message: 'a "token" key is not allowed: secrets do not belong in a repository; set HELPSYNC_TOKEN in the environment',
    });
  }
  const { token: _ignored, ...rest } = raw;
  const parsed = schema.safeParse(rest);
  if (!parsed.success) {
    const issues = zodIssueProblems(parsed.error.issues, { doc, lineAt }, 'config');
    problems.push(...issues.map((p) => ({ ...p, file: shown })));
  }
  if (problems.length || !parsed.success) throw new InputError(problems);
  return parsed.data;
}

/** Step 4: the base URL's own rules (https except to loopback, no credentials, ...), named where it came from. */
function checkTargetBaseUrl(baseUrl: string, fromEnv: boolean, { doc, lineAt }: ConfigYaml, shown: string): void {
  try {
    checkBaseUrl(baseUrl, () => undefined);
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    throw new InputError(
      err.problems.map((p) => ({
        ...p,
        file: fromEnv ? undefined : shown,
        line: fromEnv ? undefined : lineOf(doc, lineAt, ['baseUrl']),
        message: fromEnv ? `HELPSYNC_BASE_URL: ${p.message}` : p.message,
      })),
    );
  }
}

function buildConfig(abs: string, c: z.infer<typeof schema>, baseUrl: string, project: string, files?: FilesConfig): Config {
  const configDir = path.dirname(abs);
  // under files: there is no content folder; site-absolute images resolve under the repository by default
  const imagesRoot = c.images?.root ?? (files ? path.relative(configDir, files.root) || '.' : c.contentDir);
  return {
    configPath: abs,
    configDir,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    project,
    ...(c.scope ? { scope: c.scope } : {}),
    contentDir: path.resolve(configDir, c.contentDir),
    ...(files ? { files } : {}),
    sourceLanguage: c.sourceLanguage,
    languages: c.languages,
    layout: c.layout === undefined ? undefined : path.resolve(configDir, c.layout),
    rateLimit: c.rateLimit,
    concurrency: c.concurrency,
    timeoutSeconds: c.timeoutSeconds,
    retries: c.retries,
    sourceCommitKey: c.sourceCommitKey,
    statusExclude: excludeOf(c.exclude, c.statusExclude),
    ...(c.newArticles ? { newArticles: c.newArticles } : {}),
    ...(c.retire ? { retire: c.retire } : {}),
    ...(c.alertLabels ? { alertLabels: c.alertLabels } : {}),
    ...siteSettingsOf(c),
    maxFileSize: c.maxFileSize,
    maxResponseSize: c.maxResponseSize,
    workers: c.workers,
    ...(c.links ? { links: c.links } : {}),
    ...(c.images ? { images: { baseUrl: c.images.baseUrl, root: path.resolve(configDir, imagesRoot) } } : {}),
  };
}

/** `exclude` and its alias `statusExclude`, one list (either may be one glob or a list). */
function excludeOf(...lists: (string | string[] | undefined)[]): string[] | undefined {
  const all = lists.flatMap((l) => (l === undefined ? [] : typeof l === 'string' ? [l] : l));
  return all.length > 0 ? all : undefined;
}
