// The version of the code a cached analysis was made by: every module the analysis
// runs, found by following the imports of analyze's module itself (so it stays right wherever modules
// move), and the name@version of every library reachable from them, dependencies of dependencies
// included. Any change to any of them starts a fresh cache: a stale rendering is never served.
// Computed once per process (a few small modules and package.json files).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED } from '../util/bundled.js';

const SPECIFIER =
  /(?:^|[;\s}])(?:import|export)\s*(?:type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ModuleGraph {
  /** absolute paths of the modules reached, sorted */
  modules: string[];
  /** `name@version` of every library reached (and their dependencies), sorted */
  libraries: string[];
}

/** Relative imports are followed; bare ones are libraries. Entries are absolute .js or .ts files. */
export function moduleGraph(entry: string | readonly string[]): ModuleGraph {
  const modules = new Set<string>();
  const libraries = new Set<string>();
  const seen = new Set<string>();
  const todo = typeof entry === 'string' ? [entry] : [...entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith('.')) {
        const target = resolveRelative(path.dirname(file), spec);
        if (target) todo.push(target);
      } else if (!isBuiltin(spec)) {
        addLibrary(packageName(spec), path.dirname(file), libraries, seen);
      }
    }
  }
  return {
    modules: [...modules].sort(),
    libraries: [...libraries].sort(),
  };
}

/** `./x.js` as compiled, or its `./x.ts` source when running from TypeScript (tests). */
function resolveRelative(dir: string, spec: string): string | undefined {
  const abs = path.resolve(dir, spec);
  if (existsSync(abs)) return abs;
  const ts = abs.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : undefined;
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Finds `node_modules/<name>` above `from`, records its version, then its own dependencies. */
function addLibrary(name: string, from: string, out: Set<string>, seen: Set<string>): void {
  const dir = findPackage(name, from);
  const key = dir ?? `missing ${name}`;
  if (seen.has(key)) return;
  seen.add(key);
  let pkg: { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> } = {};
  try {
    if (dir) pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    // unreadable: recorded as unknown below
  }
  out.add(`${name}@${pkg.version ?? 'unknown'}`);
  if (!dir) return;
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) addLibrary(dep, dir, out, seen);
}

function findPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Hash of a module graph: module paths relative to `base`, their bytes, the libraries. */
export function hashGraph(graph: ModuleGraph, base: string, format: number): string {
  const h = createHash('sha256');
  h.update(`format ${format}\n`);
  for (const f of graph.modules) {
    h.update(`${path.relative(base, f).split(path.sep).join('/').replace(/\.ts$/, '.js')}\n`);
    try {
      h.update(readFileSync(f));
    } catch {
      h.update('missing');
    }
  }
  for (const lib of graph.libraries) h.update(`${lib}\n`);
  return h.digest('hex');
}

let memo: string | undefined;

/**
 * The analysis code's version: the graph of `content/analyze` (see the header) and of `html/compare`,
 * whose richTextHash the cache also keeps (computed by the planner, no longer by the analysis).
 * In the bundle (action/dist/, one flat folder) the same code is the entries worker.js (the
 * analysis) and compare.js with the chunks they import, libraries included in their bytes.
 */
export function analysisCodeVersion(format: number): string {
  if (memo) return memo;
  const here = fileURLToPath(import.meta.url);
  if (BUNDLED) {
    const dir = path.dirname(here);
    memo = hashGraph(moduleGraph([path.join(dir, 'worker.js'), path.join(dir, 'compare.js')]), dir, format);
    return memo;
  }
  const src = path.dirname(path.dirname(here));
  const ext = path.extname(here);
  const entries = [path.join(src, 'content', `analyze${ext}`), path.join(src, 'html', `compare${ext}`)];
  memo = hashGraph(moduleGraph(entries), src, format);
  return memo;
}
