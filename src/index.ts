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
//
// Every name is listed (no `export *`), and docs/api-report.md records the surface: a change to it
// shows in review (`node scripts/api-report.mjs` writes the report, `--check` fails CI on an
// unrecorded change).

// domain
export {
  ENTRY_TYPES,
  FIELDS_BY_TYPE,
  HTML_FIELDS,
  checkRecordId,
  isValidRecordId,
  pairKey,
  parseEntryId,
  type ArticleRecord,
  type Collection,
  type EntryType,
  type Problem,
  type RemoteEntry,
} from './model.js';
export { InputError, ExitError, ExitCode, formatProblem } from './errors.js';

export { heldCount, planHasChanges, planTotals } from './apply/plan-totals.js';

// config
export { loadConfig, isLanguageCode, DEFAULT_CONFIG_PATH, type Config } from './config/config.js';
export { decidePolicy, type RunPolicy, type PolicyFlags, type ForceDecision } from './config/policy.js';

// client
export { createClient, checkBaseUrl, isLoopbackHost } from './client/client.js';
export { ApiError, isNotFound, type ApiErrorKind } from './client/errors.js';
export { readToken, isJwtShaped } from './client/token.js';
export { localized } from './client/adapter.js';
export {
  ENGAGEMENT_OPERATIONS,
  type ClientOptions,
  type Created,
  type EngagementKind,
  type NewArticle,
  type NewCollection,
  type PlatformClient,
  type RateLimit,
  type StatisticsParams,
  type Team,
  type TransportStats,
  type Video,
  type VideoList,
} from './client/types.js';
export { readPlacement, type Placement } from './client/placement.js';

// load
export { loadContent } from './loader/content.js';
export { loadLayoutFile } from './layout/load.js';
export {
  DEFAULT_MAX_FILE_SIZE,
  INDEX_FILE,
  STATIC_FILE,
  type DeferredText,
  type FieldValue,
  type LoadContentOptions,
  type LocalContent,
  type LocalPair,
  type ScannedFolder,
  type SetAsideText,
  type SourceFile,
  type UnboundSource,
} from './content/types.js';

// plan (pure)
export { planSync, fieldEqual } from './translations/plan.js';
export { fingerprintRemote, isPairStale } from './apply/fingerprint.js';
export { planLayout } from './layout/plan.js';
export { collectionPath } from './content/collection-path.js';
export { resolveLayoutRefs } from './layout/refs.js';
export {
  HELD_EDITED,
  HELD_RENDERING,
  NEW_ID_PREFIX,
  PLAN_KIND,
  PLAN_VERSION,
  fieldTexts,
  holdsPlaceholder,
  isDeferred,
  isPlaceholderEntry,
  layoutCreation,
  textOf,
  type BlankBody,
  type BoundFile,
  type CollectionRef,
  type CreateResult,
  type Creation,
  type FieldChange,
  type HeldField,
  type HeldReason,
  type LanguagePlan,
  type LayoutSummary,
  type Move,
  type MoveResult,
  type OperationResult,
  type PlanTarget,
  type PlanTotals,
  type Push,
  type PushResult,
  type RemoteOnly,
  type ResultStatus,
  type SyncPlan,
} from './apply/types.js';

// apply
export { applyPlan, type ApplyOptions, type ApplyOutcome } from './apply/apply.js';
export { applyMove, snapshotPlacement } from './apply/move.js';
export type { Progress } from './apply/progress.js';

// operations: one per command (src/operations/), each `operation(options, deps)`, printing nothing
export type { OperationDeps, Reporter } from './operations/deps.js';
export { sync, type SyncDeps, type SyncRunOptions, type SyncRun } from './operations/sync.js';
export { makePlan, type PlanRunOptions } from './operations/plan.js';
export { applySavedPlan, type ApplySavedOptions, type ApplySavedRun } from './operations/apply.js';
export { arrangeLayout, type LayoutRunOptions, type LayoutRun } from './operations/layout.js';
export { preview, servePreviewSite, type PreviewOptions, type PreviewRun } from './operations/preview.js';
export { listCollections, type CollectionsRun } from './operations/collections.js';
export type { CollectionRow } from './layout/collections.js';
export { pullContent, type PullOptions, type PullRun } from './operations/pull.js';
export { pullDrifted, type PullDriftedOptions, type PullDriftedRun, type KeptState } from './operations/pull-drifted.js';
export { translationStatus, statusDiff, statusBump, type StatusDeps, type StatusRunOptions } from './operations/status.js';
export { matchEntries, type MatchRunOptions, type MatchRun, type MatchWritten } from './operations/match.js';
export {
  initRepo,
  type InitOptions,
  type InitValues,
  type InitQuestions,
  type InitDeps,
  type InitRun,
  type InitWrite,
} from './operations/init.js';
export {
  statistics,
  videos,
  engagementRecord,
  planDelete,
  executeDelete,
  type AdminReadDeps,
  type DeletePlan,
  type DeleteRun,
} from './operations/admin.js';

// reports (text, Markdown step summary, GitHub annotations): src/report/ only
export { renderPlan, planSummaryLine, renderPlanMarkdown, renderResults, summarize, githubAnnotations } from './report/index.js';

// html
export { renderMarkdown } from './html/render.js';
export { htmlEqual, canonicalHtml } from './html/compare.js';
export { toRichTextHtml } from './html/richtext.js';
export { htmlToMarkdown } from './html/to-markdown.js';

// utilities
export { createLogger, silentLogger, type Logger } from './util/log.js';
export { systemClock, scaledClock, type Clock } from './util/clock.js';
