import type { RemoteEntry } from '../model.js';
import type { TeamData } from './data.js';
/** What the generated rows are computed from: the store's teams and translation entries. */
export interface StatisticsSource {
    teams: ReadonlyMap<string, TeamData>;
    entries: ReadonlyMap<string, RemoteEntry>;
}
export declare const KNOWN_CHART_TYPES: readonly ["TEAM_PERFORMANCE_LIST", "ARTICLE_SEARCH_RESULT_LIST"];
export declare function generatedStatistics(chartType: string, store: StatisticsSource): Record<string, string | number | null>[];
