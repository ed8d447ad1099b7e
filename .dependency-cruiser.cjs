// The import direction of src/ (docs/ARCHITECTURE.md, "Layers"): a module never imports from a
// layer above its own. Run by `npm run lint` (so by `npm run check` and .ci/run).
//   0 model, errors, util, contract   1 html, config   2 client, history, load   3 plan (pure)
//   4 apply, pull, admin   5 pipeline   6 cli, index.ts
//   side: emulator imports only layers 0-1; only cli/run/emulator.ts (the command's code) and the
//   `helpsync/emulator` entry point (src/emulator/index.ts) import it.
const LAYERS = [
  ['^src/(model|errors)\\.ts$', '^src/(util|contract)/'],
  ['^src/(html|config)/'],
  ['^src/(client|history|load)/'],
  ['^src/plan/'],
  ['^src/(apply|pull|admin)/'],
  ['^src/pipeline/'],
  ['^src/cli/', '^src/index\\.ts$'],
];

const join = (paths) => paths.join('|');

// TEMPORARY: owned by another change, remove when split. Files that still import upward because
// another change is moving what they need; empty now that src/contract/ is merged. Keep the
// mechanism: an entry here is a regex of a file path, and the lead removes it after merging.
const TEMPORARY_UPWARD = [];

const layerRules = LAYERS.slice(0, -1).map((own, i) => ({
  name: `layer-${i}-imports-upward`,
  comment: `layer ${i} (${own.join(', ')}) imports only from layers 0-${i} (docs/ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: join(own), ...(TEMPORARY_UPWARD.length ? { pathNot: join(TEMPORARY_UPWARD) } : {}) },
  to: { path: join(LAYERS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'emulator-imports-only-layers-0-1',
      comment: 'the emulator stands beside the layers: it may use the model, utilities, html and config only',
      severity: 'error',
      from: {
        path: '^src/emulator/',
      },
      to: { path: join(LAYERS.slice(2).flat()) },
    },
    {
      name: 'only-the-emulator-command-imports-the-emulator',
      comment: '`import "helpsync"` must not load the emulator: only its command and its own entry point reach it',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(emulator/|cli/run/emulator\\.ts$)' },
      to: { path: '^src/emulator/' },
    },
    {
      name: 'commands-import-no-command',
      comment: 'what commands share lives in src/cli/ beside them, not in another command',
      severity: 'error',
      from: { path: '^src/cli/commands/', pathNot: '^src/cli/commands/index\\.ts$' },
      to: { path: '^src/cli/commands/' },
    },
    {
      name: 'command-code-loads-lazily',
      comment:
        'a command definition (cli/commands/) loads its code (cli/run/) only with import() in its handler, so starting the CLI loads no command (issue 12)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/run/' },
      to: { path: '^src/cli/run/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'command-code-imports-no-command',
      comment: 'what the commands share lives in src/cli/ beside them, not in another command or a definition',
      severity: 'error',
      from: { path: '^src/cli/run/' },
      to: { path: '^src/cli/(commands|run)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: '^src/',
  },
};
