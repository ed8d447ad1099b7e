// The programmatic API: the same pipeline the CLI runs (load → plan → apply), plus the client.
// Everything here is typed; nothing reads argv or exits the process. The emulator is a separate
// entry point, `helpsync/emulator` (src/emulator/index.ts), so importing this loads no server.
//
//   import { createClient, loadContent, planSync, applyPlan } from 'helpsync';
//   const client = createClient({ baseUrl, project, token });
//   const local = await loadContent({ contentDir, sourceLanguage: 'en' });
//   const { plan, problems } = planSync({ local, remote: await client.listEntries(), target: { baseUrl, project }, now: new Date() });
//   if (problems.length === 0) await applyPlan(plan, client, { logger, checkStale: false });
//   await client.close();

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
export { planSync, fieldEqual } from './sync/plan.js';
export { fingerprintRemote, isPairStale } from './apply/fingerprint.js';
export { planLayout } from './layout/plan.js';
export { collectionPath } from './content/collection-path.js';
export { resolveLayoutRefs } from './layout/refs.js';
export * from './apply/types.js';

// apply
export { applyPlan, type ApplyOptions, type ApplyOutcome } from './apply/apply.js';
export { applyMove, snapshotPlacement } from './apply/move.js';
export { prepareSync, type PrepareSyncOptions, type PreparedSync } from './sync/prepare.js';
export { prepareLayout } from './layout/prepare.js';
export { readPlacement, type Placement } from './client/placement.js';

// reports (text, Markdown step summary, GitHub annotations)
export { renderPlan, planSummaryLine } from './cli/report/plan.js';
export { renderPlanMarkdown } from './cli/report/markdown.js';
export { renderResults, summarize } from './cli/report/results.js';
export { githubAnnotations } from './cli/report/github.js';

// html
export { renderMarkdown } from './html/render.js';
export { htmlEqual, canonicalHtml } from './html/compare.js';
export { toRichTextHtml } from './html/richtext.js';
export { htmlToMarkdown } from './html/to-markdown.js';

// utilities
export { createLogger, silentLogger, type Logger } from './util/log.js';
export { systemClock, scaledClock, type Clock } from './util/clock.js';
