// Rows for the two chart types docs/platform-api.md cites ("The admin operations"), generated from the store when the seed data has
// no fixed answer for them. The shape is assumed (docs/platform-api.md: "an array of flat row objects"),
// and deterministic: the same store gives the same rows, so tests can compare output.
// It takes the records it reads as an argument, so it does not import the store (no import cycle).
import type { RemoteEntry } from '../model.js';
import type { TeamData } from './data.js';

/** What the generated rows are computed from: the store's teams and translation entries. */
export interface StatisticsSource {
  teams: ReadonlyMap<string, TeamData>;
  entries: ReadonlyMap<string, RemoteEntry>;
}

export const KNOWN_CHART_TYPES = ['TEAM_PERFORMANCE_LIST', 'ARTICLE_SEARCH_RESULT_LIST'] as const;

/** FNV-1a: a stable small number per string, so generated figures do not change between runs. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function generatedStatistics(chartType: string, store: StatisticsSource): Record<string, string | number | null>[] {
  if (chartType === 'TEAM_PERFORMANCE_LIST') {
    return [...store.teams.values()].map((t) => {
      const h = hash(t.id);
      const assigned = 40 + (h % 400);
      const closed = Math.round(assigned * (0.7 + ((h >>> 9) % 30) / 100));
      return {
        teamId: t.id,
        teamName: typeof t.name === 'string' ? t.name : null,
        conversationsAssigned: assigned,
        conversationsClosed: closed,
        medianFirstReplySeconds: 60 + ((h >>> 3) % 1800),
        medianTimeToCloseSeconds: 1800 + ((h >>> 5) % 86_400),
        csatPercent: 70 + ((h >>> 11) % 30),
      };
    });
  }
  // ARTICLE_SEARCH_RESULT_LIST: one row per search term. Terms come from source-language article
  // titles, plus terms that found nothing (the report a help-center editor acts on).
  const rows: Record<string, string | number | null>[] = [];
  for (const [id, e] of store.entries) {
    if (e.type !== 'article') continue;
    const title = e.fields.title?.en ?? Object.values(e.fields.title ?? {})[0];
    if (!title) continue;
    const h = hash(id);
    const searches = 5 + (h % 250);
    rows.push({
      searchTerm: title.toLowerCase(),
      searches,
      resultCount: 1 + ((h >>> 7) % 6),
      clickThroughPercent: 20 + ((h >>> 13) % 70),
      topArticleId: id.slice('article:'.length),
    });
  }
  for (const term of ['refund policy', 'dark mode', 'sso login']) {
    rows.push({ searchTerm: term, searches: 3 + (hash(term) % 40), resultCount: 0, clickThroughPercent: 0, topArticleId: null });
  }
  return rows;
}
