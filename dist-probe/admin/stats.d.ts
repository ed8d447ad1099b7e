import type { PlatformClient, StatisticsParams } from '../client/types.js';
/** Seed 4.1: groupInterval is one of these. */
export declare const GROUP_INTERVALS: readonly ["hour", "day", "month", "year"];
export type StatsFormat = 'auto' | 'json' | 'csv';
/** The query of docs/platform-api.md as typed by a user (groupInterval still unchecked), plus output choices. */
export interface StatsOptions extends Omit<StatisticsParams, 'groupInterval'> {
    groupInterval?: string;
    /** auto: a table for arrays of flat rows, pretty JSON otherwise; json: the response as sent; csv */
    format?: StatsFormat;
    /** refused with an explanation when present (the platform ignores them) */
    skip?: unknown;
    limit?: unknown;
}
/** Checks the options and builds the query; throws one InputError with every problem. No I/O. */
export declare function buildStatisticsParams(o: StatsOptions): StatisticsParams;
/** Checks the options (no request when they are wrong), then reads the list as the platform sends it. */
export declare function fetchStatistics(client: () => Promise<PlatformClient>, options: StatsOptions): Promise<unknown>;
