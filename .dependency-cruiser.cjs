// What may import what in src/ (docs/ARCHITECTURE.md, "Who may import whom"). Run by `npm run lint`
// (so by `npm run check` and .ci/run). Four layers, each importing only the ones below it:
//   edge        cli/ (parse, call an operation, render, exit codes) and index.ts (the library).
//   operations  operations/: one operation per command, and the pipeline the plan-making commands
//               share (operations/pipeline/). They compose the features; they print nothing and
//               import nothing of the edge.
//   feature     one folder per feature: translations, layout, drift, status, match, pull, admin,
//               create, preview, order, retire. A feature imports the foundations only: never another feature,
//               never an operation (what composes features is an operation).
//   foundations the shared folders, in layers that import only downward:
//               0 model, errors, util, contract   1 html, config, content (pure), report's text helpers (and warning grouping)
//               2 client, history, loader (the reads)   3 apply (the plan document and the apply engine)
// The renderers (src/report/ but its text helpers: the plan, the results, annotations) build text
// from values for the edge: they may use features' report.ts and the foundations, and only the edge
// imports them (an operation prints nothing, so it needs no renderer).
// The emulator stands beside them: it imports only layers 0-1 and is imported only by its command
// and entry point.
const SHARED = [
  ['^src/(model|errors)\\.ts$', '^src/(util|contract)/'],
  ['^src/(html|config|content)/', '^src/report/(text|diff|table|warnings|warning-kinds)\\.ts$'],
  ['^src/(client|history|loader)/'],
  ['^src/apply/'],
];
const FEATURES = ['translations', 'layout', 'drift', 'status', 'match', 'pull', 'admin', 'create', 'preview', 'order', 'retire'];
const OPERATIONS = ['^src/operations/'];
const RENDERERS = '^src/report/(?!(text|diff|table|warnings|warning-kinds)\\.ts$)';
// Pure planning: the content format and every feature's planner take their inputs as arguments.
// (the operations' plan.ts is the plan command, the renderers' plan.ts the plan as text: neither plans)
const PURE = ['^src/content/', '^src/(?!operations/|report/)[a-z]+/(plan|classify|hold|versions|bump-plan|refs|collection-path)\\.ts$'];
const IMPURE = '^(node:)?(fs|fs/promises|child_process|worker_threads|net|http|https)$|^src/(client|history|loader)/';

const join = (paths) => paths.join('|');
const EDGE = ['^src/cli/', '^src/index\\.ts$'];
const ABOVE_FEATURES = [RENDERERS, ...OPERATIONS, ...EDGE];

const sharedRules = SHARED.map((own, i) => ({
  name: `shared-${i}-imports-downward`,
  comment: `shared layer ${i} (${own.join(', ')}) imports only from shared layers 0-${i}`,
  severity: 'error',
  from: { path: join(own) },
  to: { path: join([...SHARED.slice(i + 1).flat(), ...FEATURES.map((f) => `^src/${f}/`), ...ABOVE_FEATURES]) },
}));

const featureRules = FEATURES.map((f) => ({
  name: `feature-${f}-imports`,
  comment: `${f}/ imports the foundations only: no other feature, no operation, not the edge (docs/ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: `^src/${f}/` },
  to: { path: join([...FEATURES.filter((g) => g !== f).map((g) => `^src/${g}/`), ...ABOVE_FEATURES]) },
}));

// The operations compose the features and hand their results up: the route of a command never climbs
// back into the edge (no exception for the pipeline).
const operationRules = [
  {
    name: 'operations-import-no-edge',
    comment: 'an operation (and the pipeline) imports features and foundations only: the CLI and the library call it, never the reverse',
    severity: 'error',
    from: { path: join(OPERATIONS) },
    to: { path: join([RENDERERS, ...EDGE]) },
  },
  {
    name: 'renderers-import-no-operation',
    comment: 'a renderer builds text from values: it imports features (their report.ts) and foundations, never an operation or the edge',
    severity: 'error',
    from: { path: RENDERERS },
    to: { path: join(ABOVE_FEATURES.filter((p) => p !== RENDERERS)) },
  },
];

module.exports = {
  forbidden: [
    ...sharedRules,
    ...featureRules,
    ...operationRules,
    {
      name: 'pure-planning-does-no-io',
      comment: 'planning code and the content format take their inputs as arguments: no file system, processes, client or history',
      severity: 'error',
      from: { path: join(PURE) },
      to: { path: IMPURE },
    },
    {
      name: 'emulator-imports-only-layers-0-1',
      comment: 'the emulator stands beside the layers: it may use the model, utilities, html, config and content only',
      severity: 'error',
      from: { path: '^src/emulator/' },
      to: { path: join([...SHARED.slice(2).flat(), ...FEATURES.map((f) => `^src/${f}/`), ...ABOVE_FEATURES]) },
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
        'a command definition (cli/commands/) loads its code (cli/run/) only with import() in its handler, so starting the CLI loads no command',
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
    // node: built-ins are kept (the purity rule needs them); npm packages are not followed.
    includeOnly: '^(src/|node:|fs|child_process|worker_threads|net|http|https)',
  },
};
