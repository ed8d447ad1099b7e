#!/usr/bin/env node
// Generates src/emulator/demo-data.ts, the emulator's built-in demo platform, from the demo content
// repo (content/). Run it after editing content/:  node scripts/generate-emulator-demo.mjs
//
// Step 1 makes a platform that is exactly in sync with content/: every (entry, language) pair holds
// what helpsync would push (front matter texts, trimmed; the body rendered by marked with GFM).
// Step 2 applies DIVERGENCES: the ways a real help center differs from its repo (outdated texts,
// missing translations, remote-only entries and languages, articles in the wrong collection, HTML in
// the editor's re-serialised form). Each one is listed below with what `helpsync sync` should do.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { marked } from 'marked';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');
const OUT = path.join(ROOT, 'src/emulator/demo-data.ts');
const SOURCE = 'en';
const LANGS = ['en', 'de', 'fr'];

// Front matter keeps scalars as written (`title: 1.10` is "1.10"): YAML's failsafe schema
// reads every scalar as a string. The JavaScript engine is disabled: front matter never executes.
const matterOptions = {
  engines: {
    yaml: (s) => YAML.parse(s, { schema: 'failsafe' }) ?? {},
    javascript: () => {
      throw new Error('JavaScript front matter is not allowed');
    },
  },
};

const render = (md) => marked.parse(md, { gfm: true, async: false });
const text = (v) => (typeof v === 'string' && v.trim() !== '' && v !== '~' && v !== 'null' ? v.trim() : undefined);

/** @type {Map<string, {id: string, type: string, fields: Record<string, Record<string, string>>}>} */
const entries = new Map();
const entryOfPath = new Map(); // source-relative path → entry id
const collectionOfFolder = new Map(); // folder (relative) → collection id

function set(entryId, field, lang, value) {
  if (value === undefined) return;
  const type = entryId.slice(0, entryId.indexOf(':'));
  let e = entries.get(entryId);
  if (!e) entries.set(entryId, (e = { id: entryId, type, fields: {} }));
  (e.fields[field] ??= {})[lang] = value;
}

for (const lang of LANGS) {
  const files = fg.sync('**/*.md', { cwd: path.join(CONTENT, lang) }).sort();
  for (const rel of files) {
    const fm = matter(readFileSync(path.join(CONTENT, lang, rel), 'utf8'), matterOptions);
    const entryId = text(fm.data.entry) ?? entryOfPath.get(rel);
    if (!entryId) throw new Error(`${lang}/${rel}: no entry`);
    if (lang === SOURCE) entryOfPath.set(rel, entryId);
    const type = entryId.slice(0, entryId.indexOf(':'));
    if (type === 'collection') {
      if (lang === SOURCE) collectionOfFolder.set(path.dirname(rel), entryId.slice('collection:'.length));
      set(entryId, 'title', lang, text(fm.data.title));
      set(entryId, 'description', lang, text(fm.data.description));
    } else if (type === 'article') {
      set(entryId, 'title', lang, text(fm.data.title));
      set(entryId, 'description', lang, text(fm.data.description));
      set(entryId, 'content', lang, render(fm.content));
    } else if (type === 'emailtemplate') {
      set(entryId, 'subject', lang, text(fm.data.subject));
      set(entryId, 'content', lang, render(fm.content));
    }
  }
  const flatten = (obj, prefix = '') => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v !== null && typeof v === 'object') flatten(v, key);
      else set(`statictranslation:${key}`, 'value', lang, String(v).trim());
    }
  };
  flatten(YAML.parse(readFileSync(path.join(CONTENT, lang, '_static.yaml'), 'utf8'), { schema: 'failsafe' }));
}

// Collections from the folders holding an _index.md; the parent is the nearest folder above with one.
const collections = [];
const createdAt = (n) => `2024-0${1 + (n % 9)}-1${n % 10}T09:${10 + n}:00.000Z`;
let n = 0;
for (const [folder, id] of collectionOfFolder) {
  let parent = null;
  for (let up = path.dirname(folder); up !== '.' && up !== '/'; up = path.dirname(up)) {
    if (collectionOfFolder.has(up)) {
      parent = collectionOfFolder.get(up);
      break;
    }
  }
  collections.push({ id, parent, createdAt: createdAt(n), updatedAt: createdAt(n + 1), targetAudience: 'all', lexorank: `0|hzzzz${n++}:` });
}
const articles = [];
for (const [rel, entryId] of entryOfPath) {
  if (!entryId.startsWith('article:')) continue;
  const collection = collectionOfFolder.get(path.dirname(rel));
  if (!collection) throw new Error(`${rel}: its folder has no _index.md collection`);
  articles.push({
    id: entryId.slice('article:'.length),
    collection,
    createdAt: createdAt(n),
    updatedAt: createdAt(n + 2),
    isDraft: false,
    sourceUsage: n * 7,
    tags: ['demo'],
    targetAudience: 'all',
    lexorank: `0|i0000${n++}:`,
  });
}

// ---- Step 2: divergences ---------------------------------------------------------------------------
const A = (id) => `article:6650f0c1a2b3c4d5e6f7081${id}`;
const get = (entryId, field, lang) => entries.get(entryId)?.fields[field]?.[lang];
const drop = (entryId, field, lang) => {
  const f = entries.get(entryId).fields;
  for (const key of field ? [field] : Object.keys(f)) delete f[key]?.[lang];
  for (const key of Object.keys(f)) if (Object.keys(f[key]).length === 0) delete f[key];
};
const replaceIn = (entryId, field, lang, from, to) => {
  const v = get(entryId, field, lang);
  if (!v || !v.includes(from)) throw new Error(`divergence: "${from}" not in ${entryId} ${field} ${lang}`);
  set(entryId, field, lang, v.replace(from, to));
};

// Outdated (sync pushes the pair):
// install-widget.md (en): the platform still shows the v2 loader and the old description.
replaceIn(A(1), 'content', 'en', 'widget.example.com/v3/loader.js', 'widget.example.com/v2/loader.js');
set(A(1), 'description', 'en', 'Add the widget to your website with one snippet.');
// invite-teammates.md (de): an older title.
set(A(2), 'title', 'de', 'Teammitglieder hinzufügen');
// change-plan.md (de): last year's prices.
replaceIn(A(6), 'content', 'de', '29 €', '25 €');
// emails/welcome.md (de): an older subject.
set('emailtemplate:6660aa00bb11cc22dd33ee01', 'subject', 'de', 'Willkommen!');
// _static.yaml (de): widget.greeting outdated.
set('statictranslation:widget.greeting', 'value', 'de', 'Hallo! Wie können wir Ihnen helfen?');

// Missing (sync pushes the pair):
// ios-sdk.md has no French translation at all on the platform.
drop(A(4), undefined, 'fr');
// change-plan.md (fr): the description was never translated.
drop(A(6), 'description', 'fr');
// getting-started/mobile/_index.md (fr): no French title or description.
drop('collection:65f0c1a2b3c4d5e6f7081232', undefined, 'fr');
// _static.yaml (fr): widget.search.noResults not translated yet.
drop('statictranslation:widget.search.noResults', 'value', 'fr');

// In sync, but in the rich-text editor's form (docs/platform-api.md rules 1 and 2: no whitespace between
// blocks, list items hold paragraphs): invoices.md (en) must count as unchanged.
{
  const BLOCK = '(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|th|td|hr|div)';
  const between = new RegExp(`(<\\/?${BLOCK}\\b[^>]*>)\\s+(?=<\\/?${BLOCK}\\b)`, 'g');
  const v = get(A(7), 'content', 'en')
    .replace(between, '$1')
    .replace(/<li>([\s\S]*?)<\/li>/g, '<li><p>$1</p></li>');
  set(A(7), 'content', 'en', v);
}

// Remote only (sync leaves them alone and reports them):
set(A(1), 'title', 'it', 'Installare il widget della chat'); // a language the repo does not have
set('statictranslation:widget.legacy.banner', 'value', 'en', 'The new dashboard is here.');
const ARCHIVE = '65f0c1a2b3c4d5e6f7081234';
collections.push({
  id: ARCHIVE,
  parent: null,
  createdAt: createdAt(40),
  updatedAt: createdAt(41),
  targetAudience: 'all',
  lexorank: '0|hzzzzz:',
});
set(`collection:${ARCHIVE}`, 'title', 'en', 'Archive');
set(`collection:${ARCHIVE}`, 'description', 'en', 'Articles about retired features.');
set(`collection:${ARCHIVE}`, 'title', 'de', 'Archiv');
articles.push({
  id: '6650f0c1a2b3c4d5e6f70819',
  collection: ARCHIVE,
  createdAt: createdAt(42),
  updatedAt: createdAt(43),
  isDraft: false,
  sourceUsage: 0,
  tags: ['legacy'],
  targetAudience: 'all',
});
set(A(9), 'title', 'en', 'The legacy dashboard');
set(A(9), 'description', 'en', 'Where the old reports went.');
set(
  A(9),
  'content',
  'en',
  '<p>The legacy dashboard was retired on 1 March 2024. Its reports now live under <strong>Reports</strong>.</p>\n',
);

// In the wrong collection (config/layout.yaml moves them back):
// android-sdk.md sits in "Getting started" instead of "Mobile apps"; delete-account.md in "Archive".
articles.find((a) => a.id.endsWith('15')).collection = '65f0c1a2b3c4d5e6f7081231';
articles.find((a) => a.id.endsWith('18')).collection = ARCHIVE;

// ---- Everything else of the platform (docs/platform-api.md) -------------------------------------
const openingTimes = (days, open, close) => days.map((day) => ({ day, openingTime: open, closingTime: close, replyTime: null }));
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const team = (id, name, members, tz, extra = {}) => ({
  id,
  _id: id,
  name,
  createdAt: '2023-11-02T08:00:00.000Z',
  updatedAt: '2024-05-14T16:20:00.000Z',
  ticketAmount: 0,
  limitTicketAmount: false,
  needQueueRerun: false,
  selectOnlyOnlineMembers: true,
  members,
  assignmentMethod: 'balanced',
  operatingHours: {
    openingTimes: openingTimes(WEEKDAYS, '09:00', '17:00'),
    alwaysOnline: false,
    enabled: true,
    staticTranslations: { outOfOfficeMessage: { en: 'We are offline right now and will answer tomorrow morning.' } },
    replyTime: 'hours',
    timezone: tz,
  },
  lexorank: '0|hzzzzz:',
  project: 'demo',
  slaOptions: { defaultSla: 240 },
  ...extra,
});
const teams = [
  team(
    '64a1b2c3d4e5f60718293a01',
    'Support EU',
    ['64a1b2c3d4e5f60718290001', '64a1b2c3d4e5f60718290002', '64a1b2c3d4e5f60718290003'],
    'Europe/Berlin',
  ),
  team('64a1b2c3d4e5f60718293a02', 'Support US', ['64a1b2c3d4e5f60718290004', '64a1b2c3d4e5f60718290005'], 'America/New_York', {
    assignmentMethod: 'circular',
  }),
  team('64a1b2c3d4e5f60718293a03', 'Billing (merged into Support EU)', ['64a1b2c3d4e5f60718290002'], 'Europe/Berlin', {
    assignmentMethod: 'manual',
    ticketAmount: 3,
    limitTicketAmount: true,
  }),
];

const video = (id, title, createdAt, extra = {}) => ({
  id,
  videoId: `yt-${id.slice(-6)}`,
  title,
  createdAt,
  durationSeconds: 180,
  channelName: 'Example Support',
  batchId: 'batch-2024-05',
  error: null,
  status: 'imported',
  url: `https://video.example.com/watch?v=${id.slice(-6)}`,
  thumbnailUrl: `https://img.example.com/${id.slice(-6)}/default.jpg`,
  ...extra,
});
const videos = [
  video('66b0000000000000000000a1', 'Getting started in 3 minutes', '2024-04-02T10:00:00.000Z', { durationSeconds: 184 }),
  video('66b0000000000000000000a2', 'Set up the iOS SDK', '2024-05-20T14:30:00.000Z', { durationSeconds: 412 }),
  video('66b0000000000000000000a3', 'Webinar: help center best practices', '2024-03-11T16:00:00.000Z', { durationSeconds: 3120 }),
  video('66b0000000000000000000a4', 'Release notes May (not yet reviewed)', '2024-06-01T09:00:00.000Z', {
    acknowledged: false,
    status: 'pending',
  }),
  video('66b0000000000000000000a5', 'Office party 2023', '2024-01-05T18:00:00.000Z', { skipped: true, status: 'skipped' }),
  video('66b0000000000000000000a6', 'Android SDK walkthrough (failed import)', '2024-05-28T08:00:00.000Z', {
    status: 'failed',
    error: 'transcript unavailable',
  }),
];

const engagement = {
  'chat-messages': [
    {
      id: '66c0000000000000000000b1',
      name: 'Welcome message',
      message: { en: 'Hi there! Need help getting set up?' },
      status: 'live',
      deliveries: [{ contactId: 'c1', sentAt: '2024-05-01T10:00:00.000Z' }],
    },
    {
      id: '66c0000000000000000000b2',
      name: 'Spring sale 2023',
      message: { en: '20% off all annual plans this week.' },
      status: 'ended',
      deliveries: [],
    },
  ],
  'push-notifications': [
    {
      id: '66c0000000000000000000c1',
      name: 'New inbox release',
      title: { en: 'The new inbox is here' },
      body: { en: 'Tap to see what changed.' },
      status: 'sent',
      sentCount: 1840,
    },
    {
      id: '66c0000000000000000000c2',
      name: 'Maintenance window',
      title: { en: 'Scheduled maintenance' },
      body: { en: 'Sunday 02:00–03:00 UTC.' },
      status: 'draft',
      sentCount: 0,
    },
  ],
  surveys: [
    {
      id: '66c0000000000000000000d1',
      name: 'Onboarding NPS',
      status: 'live',
      form: {
        questions: [
          { id: 'q1', type: 'nps', label: { en: 'How likely are you to recommend us?' } },
          { id: 'q2', type: 'text', label: { en: 'What should we improve?' } },
        ],
      },
      deliveries: [{ contactId: 'c1', sentAt: '2024-05-02T09:00:00.000Z' }],
    },
    {
      id: '66c0000000000000000000d2',
      name: 'Help center feedback 2023',
      status: 'ended',
      form: { questions: [{ id: 'q1', type: 'rating', label: { en: 'Did this article help?' } }] },
      deliveries: [],
    },
  ],
  'product-tours': [
    { id: '66c0000000000000000000e1', name: 'Dashboard tour', steps: 5, status: 'live' },
    { id: '66c0000000000000000000e2', name: 'Legacy reports tour', steps: 3, status: 'paused' },
  ],
  checklists: [
    {
      id: '66c0000000000000000000f1',
      name: 'Workspace setup',
      tasks: [
        { title: 'Install the widget', done: true },
        { title: 'Invite your team', done: false },
      ],
    },
  ],
  tooltips: [
    { id: '66c000000000000000000101', name: 'Export button hint', text: { en: 'Export every conversation as CSV.' }, selector: '#export' },
  ],
  news: [
    { id: '66c000000000000000000201', title: { en: 'Introducing the AI inbox' }, publishedAt: '2024-05-15T12:00:00.000Z' },
    { id: '66c000000000000000000202', title: { en: 'Winter holiday support hours 2023' }, publishedAt: '2023-12-01T12:00:00.000Z' },
  ],
};
const surveyResponses = {
  '66c0000000000000000000d1': [
    { contactId: 'c1', answers: { q1: 9, q2: 'More video tutorials' }, createdAt: '2024-05-02T09:12:00.000Z' },
    { contactId: 'c7', answers: { q1: 6, q2: 'Faster replies on weekends' }, createdAt: '2024-05-03T15:40:00.000Z' },
  ],
  '66c0000000000000000000d2': [{ contactId: 'c3', answers: { q1: 4 }, createdAt: '2023-11-20T11:00:00.000Z' }],
};
const statistics = {
  TEAM_PERFORMANCE_LIST: [
    {
      teamId: teams[0].id,
      teamName: 'Support EU',
      conversationsAssigned: 412,
      conversationsClosed: 398,
      medianFirstReplySeconds: 184,
      medianTimeToCloseSeconds: 5400,
      csatPercent: 94,
    },
    {
      teamId: teams[1].id,
      teamName: 'Support US',
      conversationsAssigned: 287,
      conversationsClosed: 270,
      medianFirstReplySeconds: 251,
      medianTimeToCloseSeconds: 7020,
      csatPercent: 91,
    },
    {
      teamId: teams[2].id,
      teamName: 'Billing (merged into Support EU)',
      conversationsAssigned: 12,
      conversationsClosed: 12,
      medianFirstReplySeconds: 3600,
      medianTimeToCloseSeconds: 86400,
      csatPercent: 88,
    },
  ],
  ARTICLE_SEARCH_RESULT_LIST: [
    { searchTerm: 'install widget', searches: 230, resultCount: 4, clickThroughPercent: 71, topArticleId: '6650f0c1a2b3c4d5e6f70811' },
    { searchTerm: 'invoice', searches: 118, resultCount: 2, clickThroughPercent: 64, topArticleId: '6650f0c1a2b3c4d5e6f70817' },
    { searchTerm: 'android', searches: 54, resultCount: 1, clickThroughPercent: 58, topArticleId: '6650f0c1a2b3c4d5e6f70815' },
    { searchTerm: 'refund policy', searches: 37, resultCount: 0, clickThroughPercent: 0, topArticleId: null },
    { searchTerm: 'dark mode', searches: 21, resultCount: 0, clickThroughPercent: 0, topArticleId: null },
  ],
};

const data = {
  project: 'demo',
  entries: [...entries.values()],
  collections,
  articles,
  teams,
  videos,
  engagement,
  surveyResponses,
  statistics,
};

const header = `// GENERATED by scripts/generate-emulator-demo.mjs from content/: do not edit by hand. Edit content/
// or the script's divergences, then run \`node scripts/generate-emulator-demo.mjs\`.
// The emulator's built-in demo platform (used without --data/--state); how it differs from content/
// is described in the script.
import type { EmulatorData } from './data.js';

export const DEMO_DATA: EmulatorData = `;
writeFileSync(OUT, `${header}${JSON.stringify(data, null, 2)};\n`);
console.log(
  `wrote ${path.relative(ROOT, OUT)}: ${data.entries.length} entries, ${collections.length} collections, ${articles.length} articles`,
);
