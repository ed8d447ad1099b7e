// `helpsync engagement get` end to end: every kind with a get, and every refused pair, against the
// emulator on a loopback port. Assertions read the emulator's request log.
import { describe, expect, it } from 'vitest';
import { makeTestToken } from '../helpers/emulator.js';
import { emulatorFixture, helpsync, useCleanups } from '../helpers/fixture.js';
import { engagementData, requestLines as requests } from '../helpers/admin.js';

const TOKEN = makeTestToken();

useCleanups();
const setup = () => emulatorFixture({ data: engagementData(TOKEN), emulator: { token: TOKEN } });

describe('helpsync engagement get', () => {
  it.each([
    ['push-notification', 'pn1', 'push-notifications', { id: 'pn1', title: 'Sale!' }],
    ['survey', 'sv2', 'surveys', { id: 'sv2', name: 'CSAT' }],
    ['product-tour', 'pt1', 'product-tours', { id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }],
    ['checklist', 'ck1', 'checklists', { id: 'ck1', name: 'Setup' }],
    ['tooltip', 'tt1', 'tooltips', { id: 'tt1', text: 'Click here' }],
  ])('gets a %s', async (kind, id, pathName, record) => {
    const f = await setup();
    const json = await helpsync(f, ['engagement', 'get', kind, id, '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ version: 1, kind: 'engagement', engagementKind: kind, id, record });
    expect(requests(f.emu)).toEqual([`GET /engagement/${pathName}/${id} 200`]);
  });

  it('prints the record as readable JSON without --json', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'get', 'product-tour', 'pt1']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      `product tour pt1:\n${JSON.stringify({ id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }, null, 2)}\n`,
    );
  });

  it('a missing record is a clear error, exit 1; the token is scrubbed from records', async () => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'get', 'checklist', 'nope']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/checklist nope not found \(GET \/engagement\/checklists\/nope answered 404\)/);
    const sv = await helpsync(f, ['engagement', 'get', 'survey', 'sv1', '--json']);
    expect(sv.code).toBe(0);
    expect(sv.stdout).toContain('token [REDACTED]');
  });

  it.each([
    [
      'chat-message',
      'cm1',
      /no get operation for chat-message; chat-message has only: delete \(DELETE \/engagement\/chat-messages\/\{id\}\)/,
    ],
    ['news', 'nw1', /no get operation for news; news has only: delete \(DELETE \/engagement\/news\/\{id\}\)/],
    ['surveys', 'sv1', /unknown engagement kind "surveys"/],
    ['survey', 'a/b', /invalid id "a\/b"/],
  ])('refuses get %s %s before any request', async (kind, id, message) => {
    const f = await setup();
    const r = await helpsync(f, ['engagement', 'get', kind, id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(f.emu.log).toEqual([]);
  });
});
