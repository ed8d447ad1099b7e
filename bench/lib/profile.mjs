// Summarise V8 .cpuprofile files (from `node --cpu-prof`, one per thread, workers included) into the
// functions and modules that took the most self time, so the benchmark can name what is slow.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

function shortUrl(url, root) {
  if (!url) return '';
  let u = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  if (root && u.startsWith(root + '/')) u = u.slice(root.length + 1);
  return u;
}

function moduleGroup(file, functionName) {
  if (!file) return functionName.startsWith('(') ? functionName : '(native / V8 builtins)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (nm) return nm[1];
  if (file.startsWith('node:')) return 'node core';
  return file;
}

/** Summarise every .cpuprofile in `dir`. */
export function summariseProfiles(dir, { root, top = 15 } = {}) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const byFunction = new Map();
  const byModule = new Map();
  const threads = [];
  let totalMs = 0;
  for (const f of files) {
    const prof = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    const samples = prof.samples ?? [];
    const deltas = prof.timeDeltas ?? [];
    const self = new Map();
    // timeDeltas[i] is the time before sample i; the sample's node ran during the next delta.
    for (let i = 0; i < samples.length; i++) {
      const ms = (deltas[i + 1] ?? 0) / 1000;
      self.set(samples[i], (self.get(samples[i]) ?? 0) + ms);
    }
    let threadMs = 0;
    let idleMs = 0;
    for (const node of prof.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (!ms) continue;
      const cf = node.callFrame;
      const name = cf.functionName || '(anonymous)';
      if (name === '(idle)') {
        idleMs += ms;
        continue;
      }
      threadMs += ms;
      const file = shortUrl(cf.url, root);
      const key = file ? `${name} (${file}:${cf.lineNumber + 1})` : name;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      const group = moduleGroup(file, name);
      byModule.set(group, (byModule.get(group) ?? 0) + ms);
    }
    totalMs += threadMs;
    // Worker profiles are named CPU.<date>.<time>.<pid>.<threadId>.<seq>.cpuprofile; thread 0 is the main one.
    const tid = /^CPU\.\d+\.\d+\.\d+\.(\d+)\./.exec(f)?.[1];
    threads.push({
      file: f,
      thread: tid === '0' ? 'main' : `worker ${tid ?? '?'}`,
      busyMs: Math.round(threadMs),
      idleMs: Math.round(idleMs),
    });
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, selfMs: Math.round(ms), share: totalMs ? Math.round((ms / totalMs) * 1000) / 10 : 0 }));
  return { profiles: files.length, threads, busyMs: Math.round(totalMs), topFunctions: rank(byFunction), topModules: rank(byModule) };
}
