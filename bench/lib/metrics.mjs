// Pure arithmetic of the benchmark (unit-tested in test/unit/bench/bench-metrics.test.ts).

/** The platform's documented limit (docs/platform-api.md "Transport"): 1000 requests per 60 s. */
export const PLATFORM_RATE = Object.freeze({ requests: 1000, perSeconds: 60 });

/** "200/2" → { requests: 200, perSeconds: 2 } */
export function parseRate(text) {
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(String(text));
  if (!m || Number(m[1]) < 1 || !(Number(m[2]) > 0)) throw new Error(`a rate is REQUESTS/SECONDS such as 200/2, got "${text}"`);
  return { requests: Number(m[1]), perSeconds: Number(m[2]) };
}

export function min(values) {
  return values.length ? Math.min(...values) : null;
}

/**
 * Push-phase throughput from the arrival times (ms) of the pushes the server admitted.
 *
 * Two figures:
 * - `raw`: (n − 1) / (last − first), pushes per second from first to last arrival, as words
 *   it. Against a sliding window it overstates: the first window's `requests` arrivals cost no
 *   waiting, so a client that bursts (every slot used the moment it frees) scores above 100%.
 * - `window`: a client that holds exactly R requests per W seconds has t[i+R] − t[i] = W for every
 *   i, whether it bursts or paces evenly; so W / mean(t[i+R] − t[i]) is its utilisation, with no
 *   bias from the first window. Needs n > R. This is the headline figure when available.
 */
export function pushThroughput(arrivalsMs, rate) {
  const t = [...arrivalsMs].sort((a, b) => a - b);
  const n = t.length;
  const configuredPerSecond = rate.requests / rate.perSeconds;
  const out = {
    pushes: n,
    configuredPerSecond,
    firstArrivalMs: n ? t[0] : null,
    lastArrivalMs: n ? t[n - 1] : null,
    spanSeconds: n ? (t[n - 1] - t[0]) / 1000 : 0,
    rawPerSecond: null,
    rawUtilisation: null,
    windowGapSeconds: null,
    windowUtilisation: null,
    utilisation: null,
    utilisationMethod: null,
  };
  if (n >= 2 && t[n - 1] > t[0]) {
    out.rawPerSecond = (n - 1) / out.spanSeconds;
    out.rawUtilisation = out.rawPerSecond / configuredPerSecond;
  }
  const R = rate.requests;
  if (n > R) {
    let sum = 0;
    for (let i = 0; i + R < n; i++) sum += t[i + R] - t[i];
    const meanGapMs = sum / (n - R);
    out.windowGapSeconds = meanGapMs / 1000;
    out.windowUtilisation = meanGapMs > 0 ? (rate.perSeconds * 1000) / meanGapMs : null;
  }
  if (out.windowUtilisation !== null) {
    out.utilisation = out.windowUtilisation;
    out.utilisationMethod = 'window';
  } else if (out.rawUtilisation !== null) {
    out.utilisation = out.rawUtilisation;
    out.utilisationMethod = 'raw';
  }
  return out;
}

/**
 * How long `requests` requests take at `rate`: steady state (requests / rate) and under a sliding
 * window that lets the first `rate.requests` go at once (the platform's limit is a window,
 * docs/platform-api.md "Transport"), divided by the utilisation a client achieves.
 */
export function durationAt(requests, rate = PLATFORM_RATE, utilisation = 1) {
  const perSecond = rate.requests / rate.perSeconds;
  const steady = requests / perSecond / utilisation;
  const windows = Math.max(0, Math.ceil(requests / rate.requests) - 1);
  return { steadySeconds: steady, slidingWindowSeconds: (windows * rate.perSeconds) / utilisation };
}

/**
 * Projection for a full push of every pair versus a push of only the changed ones,
 * each plus the one listing request, at the platform's limit.
 */
export function projectPush({ pairs, changed, rate = PLATFORM_RATE, utilisation = 1 }) {
  const full = durationAt(pairs + 1, rate, utilisation);
  const diff = durationAt(changed + 1, rate, utilisation);
  return {
    rate,
    utilisation,
    fullRequests: pairs + 1,
    changedRequests: changed + 1,
    fullSeconds: full.steadySeconds,
    fullSlidingWindowSeconds: full.slidingWindowSeconds,
    changedSeconds: diff.steadySeconds,
    changedSlidingWindowSeconds: diff.slidingWindowSeconds,
    savedSeconds: full.steadySeconds - diff.steadySeconds,
    savedFraction: full.steadySeconds > 0 ? 1 - diff.steadySeconds / full.steadySeconds : 0,
  };
}

export function formatDuration(seconds) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'n/a';
  if (seconds < 10) return `${seconds.toFixed(2)} s`;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return `${m} min ${String(s).padStart(2, '0')} s`;
}

/** A plain-text table: rows of cells; the first row is the header. */
export function formatTable(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  const line = (row) =>
    row
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
