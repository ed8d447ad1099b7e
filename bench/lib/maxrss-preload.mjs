// Loaded with `node --import` when /usr/bin/time is missing: on exit, write this process's peak
// resident set size (KiB) and CPU time (µs) from process.resourceUsage(), which covers worker
// threads too, as JSON to the file named by HELPSYNC_BENCH_MAXRSS_FILE.
import { writeFileSync } from 'node:fs';

const file = process.env.HELPSYNC_BENCH_MAXRSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      const u = process.resourceUsage();
      writeFileSync(file, JSON.stringify({ maxRSS: u.maxRSS, userCPUTime: u.userCPUTime, systemCPUTime: u.systemCPUTime }));
    } catch {
      // best effort: the benchmark reports "unknown" memory instead
    }
  });
}
