// Types for metrics.mjs (plain JS so `npm run bench` needs no TS runner; the tests import it).
export interface Rate {
  requests: number;
  perSeconds: number;
}

export const PLATFORM_RATE: Readonly<Rate>;
export function parseRate(text: string): Rate;
export function min(values: number[]): number | null;

export interface PushThroughput {
  pushes: number;
  configuredPerSecond: number;
  firstArrivalMs: number | null;
  lastArrivalMs: number | null;
  spanSeconds: number;
  rawPerSecond: number | null;
  rawUtilisation: number | null;
  windowGapSeconds: number | null;
  windowUtilisation: number | null;
  utilisation: number | null;
  utilisationMethod: 'window' | 'raw' | null;
}
export function pushThroughput(arrivalsMs: number[], rate: Rate): PushThroughput;

export function durationAt(requests: number, rate?: Rate, utilisation?: number): { steadySeconds: number; slidingWindowSeconds: number };

export interface PushProjection {
  rate: Rate;
  utilisation: number;
  fullRequests: number;
  changedRequests: number;
  fullSeconds: number;
  fullSlidingWindowSeconds: number;
  changedSeconds: number;
  changedSlidingWindowSeconds: number;
  savedSeconds: number;
  savedFraction: number;
}
export function projectPush(args: { pairs: number; changed: number; rate?: Rate; utilisation?: number }): PushProjection;

export function formatDuration(seconds: number | null | undefined): string;
export function formatTable(rows: (string | number)[][]): string;
