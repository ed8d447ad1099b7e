#!/usr/bin/env node
// `npm run bundle`: the helpsync the GitHub Action runs, in action/dist/ (committed), so an action
// run starts helpsync with plain `node` and installs nothing (no npm ci, no dev tooling, no build).
// `--out dist/bin` (run by `npm run build`) builds the same into the package: the installed
// `helpsync` is the bundle too, which starts in less time than ~400 separate modules (a warm dry run
// of 16,720 files: 4.65-4.78 s CPU against 4.99-5.03 s for dist/cli/main.js, measured by turns).
// esbuild, pinned exactly in package.json, bundles every library in. The build is deterministic
// (same sources and lock file, same bytes): no timestamps, no absolute paths, chunk names from their
// content. `.ci/run` rebuilds it and fails when the committed files differ (`--check`).
//
// What a bundle would break, and how this one keeps it:
// - lazy command loading: ES modules with code splitting, so a command's code is a chunk loaded when
//   it runs (--help loads main.js and a few small chunks).
// - the analysis worker: its own entry, worker.js, in the same flat folder as every chunk, so
//   `new URL('./worker.js', import.meta.url)` (src/loader/pool.ts) finds it from any chunk.
// - package.json read at run time (`../../package.json` from a module): the folder is two levels
//   below the repository root, as dist/cli/ and dist/client/ are.
// - pino and pino-pretty, required on a logger's first use: src/util/log-libs.ts is swapped for
//   scripts/bundle/log-libs.cjs, whose `require()` esbuild bundles and still runs only when called.
// - the analysis cache key: src/loader/code-version.ts hashes worker.js and compare.js (an entry for
//   that reason) with the chunks they import, i.e. the bundled analysis code and its libraries.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = 'action/dist';

/** Resolves `./log-libs.js` from src/util/ to the bundle's version (plain require, bundled). */
const logLibs = {
  name: 'helpsync-log-libs',
  setup(build) {
    build.onResolve({ filter: /^\.\/log-libs\.js$/ }, (args) =>
      args.importer.endsWith(path.join('src', 'util', 'log.ts')) ? { path: path.join(root, 'scripts/bundle/log-libs.cjs') } : undefined,
    );
  },
};

/** Builds into `outdir` (absolute); returns the files written, relative to it. */
export async function bundle(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/cli/main.ts', worker: 'src/loader/worker.ts', compare: 'src/html/compare.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    // Readable enough to review a diff of; names kept as written (errors and messages use class names).
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'eof',
    charset: 'utf8',
    define: { HELPSYNC_BUNDLED: 'true' },
    plugins: [logLibs],
    logLevel: 'warning',
    // CommonJS libraries call require() for Node's own modules and read __filename
    // (write-file-atomic seeds its temporary names with it); an ES module has neither. require()
    // loads Node's modules only: a library's indirect require of an optional package (js-yaml's
    // esprima) fails as it does in the Action's checkout, never picking up a node_modules the bundle
    // happens to sit in. No __dirname: yargs declares its own, and no library here reads a file beside
    // itself except on paths helpsync never takes (pino's transports; yargs' translations fall back
    // to English).
    banner: {
      js: [
        'import{createRequire as __hsCreateRequire,isBuiltin as __hsIsBuiltin}from"node:module";',
        'const __hsRequire=__hsCreateRequire(import.meta.url),',
        'require=Object.assign(id=>{if(__hsIsBuiltin(id))return __hsRequire(id);',
        'const e=new Error(`Cannot find module \'${id}\' (the bundle holds its libraries)`);e.code="MODULE_NOT_FOUND";throw e},',
        '{resolve:__hsRequire.resolve,cache:__hsRequire.cache}),__filename=import.meta.filename;',
      ].join(''),
    },
  });
  return readdirSync(outdir).sort();
}

/** Every file of a folder with its bytes, for comparing two builds. */
function snapshot(dir) {
  const out = new Map();
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isFile()) out.set(name, readFileSync(p));
  }
  return out;
}

async function check() {
  const committed = path.join(root, BUNDLE_DIR);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'helpsync-bundle-'));
  try {
    await bundle(tmp);
    const a = snapshot(committed);
    const b = snapshot(tmp);
    const differ = [...new Set([...a.keys(), ...b.keys()])].filter((k) => !a.has(k) || !b.has(k) || !a.get(k).equals(b.get(k)));
    if (differ.length) {
      console.error(`${BUNDLE_DIR} is not what the sources build (run \`npm run bundle\` and commit it): ${differ.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`${BUNDLE_DIR}: up to date (${a.size} files)`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outAt = process.argv.indexOf('--out');
  const out = outAt === -1 ? BUNDLE_DIR : process.argv[outAt + 1];
  if (!out || path.isAbsolute(out) || out.split(/[\\/]/).includes('..')) {
    console.error('--out takes a folder inside the repository, relative to it (e.g. dist/bin)');
    process.exitCode = 2;
  } else if (process.argv.includes('--check')) await check();
  else {
    const files = await bundle(path.join(root, out));
    const bytes = files.reduce((n, f) => n + statSync(path.join(root, out, f)).size, 0);
    console.log(`${out}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
  }
}
