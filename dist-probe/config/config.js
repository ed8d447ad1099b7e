// Config file (YAML): validated with zod, every problem reported at once with file and line.
// Paths resolve against the config file's folder; HELPSYNC_BASE_URL and HELPSYNC_PROJECT override.
import path from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.js';
import { checkBaseUrl, DEFAULT_RATE_LIMIT, LANGUAGE_CODE, isLanguageCode, RESPONSE_SIZE } from '../contract/index.js';
import { readRegularFile } from '../util/safe-path.js';
import { lineOf, parseYaml, plainValue, zodIssueProblems } from '../util/yaml.js';
import { imagesSchema, linksSchema } from './links.js';
import { DEFAULT_CONFIG_PATH } from './defaults.js';
import { runtime } from '../util/runtime.js';
import { inRange, rangeMessage, SETTING_RANGES } from './ranges.js';
export { DEFAULT_CONFIG_PATH };
/** 5 MB: far above any help article, far below what would exhaust memory (a 150 MB file took 4 GB). */
export const DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;
const SIZE = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB)?$/i;
const UNIT = { B: 1, KB: 1024, MB: 1024 * 1024, GB: 1024 * 1024 * 1024 };
/** `maxFileSize`: a number of bytes, or text such as "5 MB" / "512KB" (1 KB = 1024 bytes). */
const SIZE_HINT = 'must be a size such as 5 MB, 512 KB or a number of bytes';
/** A number in its setting's range (src/config/ranges.ts); the message names the range and the value. */
function ranged(r) {
    return z.number().refine((n) => inRange(n, r), { error: (issue) => rangeMessage(issue.input, r) });
}
const sizeSchema = z
    .union([
    z.number().int().positive(),
    z
        .string()
        .regex(SIZE, SIZE_HINT)
        .transform((t) => {
        const m = SIZE.exec(t.trim());
        return Math.floor(Number(m[1]) * UNIT[(m[2] ?? 'B').toUpperCase()]);
    })
        .refine((n) => n > 0, 'must be more than 0 bytes'),
], { error: SIZE_HINT })
    .refine((n) => inRange(n, SETTING_RANGES.maxFileSize), { error: (issue) => `must be at most 1 GB (got ${String(issue.input)} bytes)` });
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
    // `alertLabels: { ja: { note: 注記 } }`; one line of text per label
    alertLabels: z
        .record(z.string().regex(LANGUAGE_CODE, 'must be a language code such as en or pt-br'), z.strictObject(Object.fromEntries(['note', 'tip', 'important', 'warning', 'caution'].map((k) => [
        k,
        z
            .string()
            .trim()
            .min(1)
            .regex(/^[^\r\n]*$/, 'must be one line of text')
            .optional(),
    ]))))
        .optional(),
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
export async function loadConfig(configPath = DEFAULT_CONFIG_PATH, opts = {}) {
    const env = opts.env ?? runtime().env;
    const abs = path.resolve(opts.cwd ?? runtime().cwd(), configPath);
    const shown = path.relative(runtime().cwd(), abs) || abs;
    const yaml = parseConfigYaml(await readConfigText(abs, shown), shown);
    const c = validateConfig(yaml, shown);
    const baseUrl = env.HELPSYNC_BASE_URL || c.baseUrl;
    const project = env.HELPSYNC_PROJECT || c.project;
    if (opts.requireTarget === false)
        return buildConfig(abs, c, baseUrl ?? '', project ?? '');
    const problems = [];
    if (!baseUrl)
        problems.push({ severity: 'error', file: shown, message: 'baseUrl is missing (set it in the config or HELPSYNC_BASE_URL)' });
    if (!project)
        problems.push({ severity: 'error', file: shown, message: 'project is missing (set it in the config or HELPSYNC_PROJECT)' });
    if (problems.length || !baseUrl || !project)
        throw new InputError(problems);
    checkTargetBaseUrl(baseUrl, Boolean(env.HELPSYNC_BASE_URL), yaml, shown);
    return buildConfig(abs, c, baseUrl, project);
}
/** Step 1: the file's text. A regular file only: a FIFO or device named by --config would be read without end. */
async function readConfigText(abs, shown) {
    const read = await readRegularFile(abs, DEFAULT_MAX_FILE_SIZE);
    if (read.ok)
        return read.bytes.toString('utf8');
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
function parseConfigYaml(text, shown) {
    const { doc, lineAt, problems } = parseYaml(text);
    if (problems.length)
        throw new InputError(problems.map((p) => ({ ...p, file: shown })));
    const plain = plainValue(doc);
    if ('problem' in plain)
        throw new InputError([{ ...plain.problem, file: shown }]);
    const raw = plain.value ?? {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new InputError([{ severity: 'error', file: shown, message: 'config must be a YAML map of keys to values' }]);
    }
    return { doc, lineAt, raw: raw };
}
/** Step 3: the schema, every problem at once with its line; a `token` key is refused (secrets stay out of the repo). */
function validateConfig({ doc, lineAt, raw }, shown) {
    const problems = [];
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
    if (problems.length || !parsed.success)
        throw new InputError(problems);
    return parsed.data;
}
/** Step 4: the base URL's own rules (https except to loopback, no credentials, ...), named where it came from. */
function checkTargetBaseUrl(baseUrl, fromEnv, { doc, lineAt }, shown) {
    try {
        checkBaseUrl(baseUrl, () => undefined);
    }
    catch (err) {
        if (!(err instanceof InputError))
            throw err;
        throw new InputError(err.problems.map((p) => ({
            ...p,
            file: fromEnv ? undefined : shown,
            line: fromEnv ? undefined : lineOf(doc, lineAt, ['baseUrl']),
            message: fromEnv ? `HELPSYNC_BASE_URL: ${p.message}` : p.message,
        })));
    }
}
function buildConfig(abs, c, baseUrl, project) {
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
        sourceCommitKey: c.sourceCommitKey,
        statusExclude: excludeOf(c.exclude, c.statusExclude),
        ...(c.newArticles ? { newArticles: c.newArticles } : {}),
        ...(c.alertLabels ? { alertLabels: c.alertLabels } : {}),
        maxFileSize: c.maxFileSize,
        maxResponseSize: c.maxResponseSize,
        workers: c.workers,
        ...(c.links ? { links: c.links } : {}),
        ...(c.images ? { images: { baseUrl: c.images.baseUrl, root: path.resolve(configDir, c.images.root ?? c.contentDir) } } : {}),
    };
}
/** `exclude` and its alias `statusExclude`, one list (either may be one glob or a list). */
function excludeOf(...lists) {
    const all = lists.flatMap((l) => (l === undefined ? [] : typeof l === 'string' ? [l] : l));
    return all.length > 0 ? all : undefined;
}
//# sourceMappingURL=config.js.map