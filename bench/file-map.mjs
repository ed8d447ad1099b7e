#!/usr/bin/env node
// What the `files:` mapping (src/content/file-map.ts) costs on a file list the size of the scale
// bench's largest case (209,000 files: 40 languages of 5,225 pages), as today's contentDir layout
// and as the same pages in a Docusaurus layout. The walk is not in it: it is the loader's, as today.
// Needs dist/ (npx tsc -p tsconfig.build.json). node bench/file-map.mjs [--rounds 5]
import { compileFileMap, defaultFileEntry, mapFiles } from '../dist/content/file-map.js';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;
const languages = [
  'en',
  ...Array.from({ length: 39 }, (_, i) => `l${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`),
];
const pages = Array.from({ length: 5225 }, (_, i) => `section-${i % 50}/sub-${i % 7}/page-${i}.md`);

function run(name, entry, where) {
  const map = compileFileMap({ entries: [entry], configDir: '', sourceLanguage: 'en' });
  if (!map.ok) throw new Error(JSON.stringify(map.problems));
  const files = languages.flatMap((l) => pages.map((p) => where(l, p))).sort();
  const times = [];
  let found = 0;
  for (let r = 0; r < rounds; r++) {
    // CPU time, not wall time: the machine is shared, and a descheduled process is not working
    const t = process.cpuUsage();
    const m = mapFiles(map.map, files);
    const d = process.cpuUsage(t);
    times.push((d.user + d.system) / 1000);
    found = m.pages.reduce((n, p) => n + (p.source ? 1 : 0) + p.translations.size, 0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${files.length} files, ${found} mapped, CPU median ${times[Math.floor(rounds / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[rounds - 1].toFixed(0)})`,
  );
}

run('contentDir {language}/{path}', defaultFileEntry('en'), (l, p) => `${l}/${p}`);
run(
  'docusaurus i18n/{language}/…/current/{path}',
  { source: 'docs/**/*.md', translation: 'i18n/{language}/docusaurus-plugin-content-docs/current/{path}' },
  (l, p) => (l === 'en' ? `docs/${p}` : `i18n/${l}/docusaurus-plugin-content-docs/current/${p}`),
);
run(
  'suffix {dir}/{name}.{language}.{ext}',
  {
    source: 'docs/**/*.md',
    translation: 'docs/{dir}/{name}.{language}.{ext}',
    languages: Object.fromEntries(languages.map((l) => [l, l])),
  },
  (l, p) => (l === 'en' ? `docs/${p}` : `docs/${p.replace(/\.md$/, `.${l}.md`)}`),
);
