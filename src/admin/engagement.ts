// `helpsync engagement get|delete <kind> ...`: exactly the operations of docs/platform-api.md. A pair the description
// does not list is refused before any request (operations.ts).
import type { PlatformClient } from '../client/types.js';
import { ENGAGEMENT_OPERATIONS, type EngagementKind } from '../client/types.js';
import { isNotFound } from '../client/errors.js';
import { ExitError, InputError } from '../errors.js';
import { idProblem } from './ids.js';
import { checkEngagementOperation, engagementPath } from './operations.js';
import type { DeleteOptions, DeleteSpec } from './delete.js';

/** Said once before a survey deletion (docs/platform-api.md, "The admin operations"). */
export const SURVEY_WARNING =
  'deleting a survey also deletes its form definition and delivery records, permanently. Its collected responses are kept, but exporting them afterwards no longer resolves question labels.';
/** Said once before a chat message deletion (docs/platform-api.md, "The admin operations"). */
export const CHAT_MESSAGE_WARNING = 'deleting a chat message also deletes its delivery records, permanently.';

const NOUNS: Record<EngagementKind, [string, string]> = {
  'chat-message': ['chat message', 'chat messages'],
  'push-notification': ['push notification', 'push notifications'],
  survey: ['survey', 'surveys'],
  'product-tour': ['product tour', 'product tours'],
  checklist: ['checklist', 'checklists'],
  tooltip: ['tooltip', 'tooltips'],
  news: ['news article', 'news articles'],
};

export function engagementNoun(kind: EngagementKind, count = 1): string {
  return NOUNS[kind][count === 1 ? 0 : 1];
}

/** How to delete records of one engagement kind; throws an InputError for a kind without delete. */
export function engagementDeleteSpec(kindArg: string): DeleteSpec {
  const kind = checkEngagementOperation(kindArg, 'delete');
  const warnings = kind === 'survey' ? [SURVEY_WARNING] : kind === 'chat-message' ? [CHAT_MESSAGE_WARNING] : [];
  // What can be read is backed up before it is deleted (surveys, product tours: docs/platform-api.md has both).
  const readable = ENGAGEMENT_OPERATIONS[kind].get;
  return {
    recordKind: kind,
    noun: NOUNS[kind][0],
    nounPlural: NOUNS[kind][1],
    jsonKind: 'engagement-delete',
    jsonExtra: { engagementKind: kind },
    warnings,
    deletePath: (id) => engagementPath(kind, id),
    read: readable ? { path: (id) => engagementPath(kind, id), run: (client, id) => client.getEngagement(kind, id) } : undefined,
    del: (client, id) => client.deleteEngagement(kind, id),
    backupDeleted: false,
  };
}

export interface EngagementDeleteOptions extends DeleteOptions {
  kind: string;
}

export interface EngagementGetOptions {
  kind: string;
  id: string;
  json?: boolean;
}

/** The checks a get makes before any request: the kind has a get (docs/platform-api.md) and the id is well formed. */
export function checkEngagementGet(options: EngagementGetOptions): EngagementKind {
  const kind = checkEngagementOperation(options.kind, 'get');
  const problem = idProblem(options.id);
  if (problem) throw new InputError(problem);
  return kind;
}

/** Reads one record; a 404 is an ExitError naming the record and the request. */
export async function getEngagementRecord(client: PlatformClient, kind: EngagementKind, id: string): Promise<Record<string, unknown>> {
  try {
    return await client.getEngagement(kind, id);
  } catch (err) {
    if (isNotFound(err)) throw new ExitError(`${engagementNoun(kind)} ${id} not found (GET ${engagementPath(kind, id)} answered 404)`);
    throw err;
  }
}
