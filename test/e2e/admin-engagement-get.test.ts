// `helpsync engagement get` end to end: every kind with a get, and every refused pair, against the
// emulator on a loopback port. Assertions read the emulator's request log.
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliResult } from '../helpers/cli.js';
import { makeTestToken, startTestEmulator, writeTestConfig } from '../helpers/emulator.js';
import type { EmulatorOptions, RunningEmulator } from '../../src/emulator/server.js';

const TOKEN = makeTestToken();

function data(): EmulatorOptions['data'] {
  return {
    project: 'proj-admin',
    engagement: {
      'chat-messages': [{ id: 'cm1', text: 'Hello' }, { id: 'cm2', text: 'Bye' }],
      'push-notifications': [{ id: 'pn1', title: 'Sale!' }],
      surveys: [
        { id: 'sv1', name: 'NPS', form: { questions: [{ id: 'q1', label: 'How likely…' }] }, secretNote: `token ${TOKEN}` },
        { id: 'sv2', name: 'CSAT' },
      ],
      'product-tours': [{ id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }],
      checklists: [{ id: 'ck1', name: 'Setup' }],
      tooltips: [{ id: 'tt1', text: 'Click here' }],
      news: [{ id: 'nw1', title: 'v2 released' }, { id: 'nw2', title: 'Old' }],
    },
    surveyResponses: { sv1: [{ q1: 9 }] },
  };
}

interface Fixture {
  dir: string;
  configPath: string;
  emu: RunningEmulator;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function setup(): Promise<Fixture> {
  const { dir, cleanup } = await tempDir();
  cleanups.push(cleanup);
  const emu = await startTestEmulator({ data: data(), token: TOKEN });
  cleanups.push(() => emu.close());
  const configPath = await writeTestConfig(dir, emu, {});
  return { dir, configPath, emu };
}

async function helpsync(f: Fixture, args: string[]): Promise<CliResult> {
  const r = await runCli(['--config', f.configPath, ...args], { cwd: f.dir, env: { HELPSYNC_TOKEN: TOKEN } });
  expect(r.stdout).not.toContain(TOKEN);
  expect(r.stderr).not.toContain(TOKEN);
  return r;
}

const requests = (emu: RunningEmulator): string[] => emu.log.map((e) => `${e.method} ${e.path.replace(/^\/v3/, '')} ${e.status ?? 'lost'}`);

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
    expect(r.stdout).toBe(`product tour pt1:\n${JSON.stringify({ id: 'pt1', name: 'Onboarding', steps: [{ title: 'Welcome' }] }, null, 2)}\n`);
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
    ['chat-message', 'cm1', /no get operation for chat-message .*chat-message has only: delete \(DELETE \/engagement\/chat-messages\/\{id\}\)/],
    ['news', 'nw1', /no get operation for news .*news has only: delete \(DELETE \/engagement\/news\/\{id\}\)/],
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

