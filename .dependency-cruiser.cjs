// What may import what in src/ (docs/ARCHITECTURE.md, "Imports"). Run by `npm run lint` (so by
// `npm run check` and .ci/run). Three kinds of folder:
//   shared   the foundations every feature builds on, in layers that import only downward:
//            0 model, errors, util, contract   1 html, config, content (pure), report (text helpers)
//            2 client, history, loader (the reads)   3 apply (the plan document and the apply engine)
//   feature  one folder per feature: sync, layout, drift, status, match, pull, admin, create, preview, order.
//            A feature imports the shared folders and only the features FEATURE_IMPORTS names.
//   edge     cli/ (parse, call, print, exit codes) and index.ts (the library): import anything.
//   side     emulator/ imports only layers 0-1 and is imported only by its command and entry point.
const SHARED = [
  ['^src/(model|errors)\\.ts$', '^src/(util|contract)/'],
  ['^src/(html|config|content|report)/'],
  ['^src/(client|history|loader)/'],
  ['^src/apply/'],
];
const FEATURES = ['sync', 'layout', 'drift', 'status', 'match', 'pull', 'admin', 'create', 'preview', 'order'];
// The feature table of docs/ARCHITECTURE.md: sync composes layout, drift and create; preview uses
// sync; pull uses drift and match. Nothing else crosses between features.
const FEATURE_IMPORTS = {
  sync: ['layout', 'drift', 'create'],
  preview: ['sync'],
  pull: ['drift', 'match'],
};
// Pure planning: the content format and every feature's planner take their inputs as arguments.
const PURE = ['^src/content/', '^src/[a-z]+/(plan|classify|hold|versions|bump-plan|refs|collection-path)\\.ts$'];
const IMPURE = '^(node:)?(fs|fs/promises|child_process|worker_threads|net|http|https)$|^src/(client|history|loader)/';

const join = (paths) => paths.join('|');
const EDGE = ['^src/cli/', '^src/index\\.ts$'];

const sharedRules = SHARED.map((own, i) => ({
  name: `shared-${i}-imports-downward`,
  comment: `shared layer ${i} (${own.join(', ')}) imports only from shared layers 0-${i}`,
  severity: 'error',
  from: { path: join(own) },
  to: { path: join([...SHARED.slice(i + 1).flat(), ...FEATURES.map((f) => `^src/${f}/`), ...EDGE]) },
}));

const featureRules = FEATURES.map((f) => {
  const allowed = new Set([f, ...(FEATURE_IMPORTS[f] ?? [])]);
  const forbidden = FEATURES.filter((g) => !allowed.has(g)).map((g) => `^src/${g}/`);
  return {
    name: `feature-${f}-imports`,
    comment: `${f}/ imports the shared folders${FEATURE_IMPORTS[f] ? ` and ${FEATURE_IMPORTS[f].join(', ')}` : ''} only (docs/ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: `^src/${f}/` },
    to: { path: join([...forbidden, ...EDGE]) },
  };
});

module.exports = {
  forbidden: [
    ...sharedRules,
    ...featureRules,
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
      to: { path: join([...SHARED.slice(2).flat(), ...FEATURES.map((f) => `^src/${f}/`), ...EDGE]) },
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
