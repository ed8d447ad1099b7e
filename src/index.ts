// The programmatic API: the operations the CLI runs, plus the client and the pure building blocks.
// Everything here is typed; nothing reads argv, prints or exits the process. The emulator is a
// separate entry point, `helpsync/emulator` (src/emulator/index.ts), so importing this loads no server.
//
//   import { createClient, decidePolicy, loadConfig, silentLogger, sync } from 'helpsync';
//   const config = await loadConfig('config/helpsync.yaml');
//   const client = createClient({ baseUrl: config.baseUrl, project: config.project, token });
//   const { policy } = decidePolicy({}, process.env);
//   const { plan, outcome } = await sync({ policy, dryRun: false }, { config, client: async () => client, logger: silentLogger });
//   await client.close();
//
// `sync` is exactly `helpsync sync`: fields edited on the platform are held (plan.languages[].held),
// not pushed over. `planSync` and `applyPlan` are the pure planner and the engine underneath: a plan
// made with planSync alone has no drift protection, so use them only for plans you checked yourself.

// domain
export * from './model.js';
export { InputError, ExitError, ExitCode, formatProblem } from './errors.js';

// config
export { loadConfig, isLanguageCode, DEFAULT_CONFIG_PATH, type Config } from './config/config.js';

// client
export { createClient, checkBaseUrl, isLoopbackHost } from './client/client.js';
export { ApiError, isNotFound, type ApiErrorKind } from './client/errors.js';
export { readToken, isJwtShaped } from './client/token.js';
export { localized } from './client/adapter.js';
export type * from './client/types.js';
export { ENGAGEMENT_OPERATIONS } from './client/types.js';

// load
export { loadContent } from './loader/content.js';
export { loadLayoutFile } from './layout/load.js';
export type * from './content/types.js';

// plan (pure)
export { planSync, fieldEqual } from './translations/plan.js';
export { fingerprintRemote, isPairStale } from './apply/fingerprint.js';
export { planLayout } from './layout/plan.js';
export { collectionPath } from './content/collection-path.js';
export { resolveLayoutRefs } from './layout/refs.js';
export * from './apply/types.js';

// apply
export { applyPlan, type ApplyOptions, type ApplyOutcome } from './apply/apply.js';
export { applyMove, snapshotPlacement } from './apply/move.js';

// operations (what the commands run)
export { sync, type SyncDeps, type SyncRunOptions, type SyncRun } from './operations/sync.js';
export { applySavedPlan, type ApplySavedOptions, type ApplySavedRun } from './operations/apply.js';
export { decidePolicy, type RunPolicy, type PolicyFlags, type ForceDecision } from './config/policy.js';
export { readPlacement, type Placement } from './client/placement.js';

// reports (text, Markdown step summary, GitHub annotations)
export { renderPlan, planSummaryLine, renderPlanMarkdown, renderResults, summarize, githubAnnotations } from './report/index.js';

// html
export { renderMarkdown } from './html/render.js';
export { htmlEqual, canonicalHtml } from './html/compare.js';
export { toRichTextHtml } from './html/richtext.js';
export { htmlToMarkdown } from './html/to-markdown.js';

// utilities
export { createLogger, silentLogger, type Logger } from './util/log.js';
export { systemClock, scaledClock, type Clock } from './util/clock.js';
