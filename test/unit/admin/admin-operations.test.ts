import { describe, expect, it } from 'vitest';
import { checkEngagementOperation, kindsWith, operationsOf } from '../../../src/admin/operations.js';
import { engagementDeleteSpec, SURVEY_WARNING, CHAT_MESSAGE_WARNING } from '../../../src/admin/engagement.js';
import { InputError } from '../../../src/errors.js';

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('engagement operations (seed 4.7)', () => {
  it('has exactly the seed pairs', () => {
    expect(kindsWith('get')).toEqual(['push-notification', 'survey', 'product-tour', 'checklist', 'tooltip']);
    expect(kindsWith('delete')).toEqual(['chat-message', 'survey', 'product-tour', 'news']);
    expect(operationsOf('survey')).toEqual(['get (GET /engagement/surveys/{id})', 'delete (DELETE /engagement/surveys/{id})']);
  });
  it('accepts the listed pairs', () => {
    for (const k of kindsWith('get')) expect(checkEngagementOperation(k, 'get')).toBe(k);
    for (const k of kindsWith('delete')) expect(checkEngagementOperation(k, 'delete')).toBe(k);
  });
  it('refuses a pair the seed does not list, saying what the kind has', () => {
    expect(refusal(() => checkEngagementOperation('chat-message', 'get'))).toMatch(
      /no get operation for chat-message; chat-message has only: delete \(DELETE \/engagement\/chat-messages\/\{id\}\)/,
    );
    expect(refusal(() => checkEngagementOperation('checklist', 'delete'))).toMatch(
      /checklist has only: get \(GET \/engagement\/checklists\/\{id\}\)/,
    );
    expect(refusal(() => checkEngagementOperation('news', 'get'))).toMatch(/news has only: delete/);
    expect(refusal(() => checkEngagementOperation('tooltip', 'delete'))).toMatch(
      /Kinds with delete: chat-message, survey, product-tour, news/,
    );
  });
  it('refuses an unknown kind with the list of kinds', () => {
    const msg = refusal(() => checkEngagementOperation('surveys', 'delete'));
    expect(msg).toMatch(/unknown engagement kind "surveys"/);
    expect(msg).toMatch(/survey: get, delete/);
    expect(msg).toMatch(/chat-message: delete/);
  });
  it('reads surveys and product tours before deleting them, warns for surveys and chat messages', () => {
    expect(engagementDeleteSpec('survey').read).toBeDefined();
    expect(engagementDeleteSpec('product-tour').read).toBeDefined();
    expect(engagementDeleteSpec('news').read).toBeUndefined();
    expect(engagementDeleteSpec('chat-message').read).toBeUndefined();
    expect(engagementDeleteSpec('survey').warnings).toEqual([SURVEY_WARNING]);
    expect(engagementDeleteSpec('chat-message').warnings).toEqual([CHAT_MESSAGE_WARNING]);
    expect(engagementDeleteSpec('news').warnings).toEqual([]);
    expect(SURVEY_WARNING).toMatch(/responses are kept.*no longer resolves question labels/);
    expect(CHAT_MESSAGE_WARNING).toMatch(/delivery records/);
  });
});
