// Loaded with `node --import` when /usr/bin/time is missing: on exit, write this process's peak
// resident set size (KiB, from process.resourceUsage(), which covers worker threads too) to the
// file named by HELPSYNC_BENCH_MAXRSS_FILE.
import { writeFileSync } from 'node:fs';

const file = process.env.HELPSYNC_BENCH_MAXRSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      writeFileSync(file, String(process.resourceUsage().maxRSS));
    } catch {
      // best effort: the benchmark reports "unknown" memory instead
    }
  });
}
