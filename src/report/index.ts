// The renderers the library offers (src/index.ts exports them from here and nowhere else): the plan
// as text and as the step summary's Markdown, the results of an apply, GitHub annotations. They
// build text from values; printing is the caller's. Beside them in src/report/: the text helpers
// every feature's report.ts uses (text.ts, diff.ts, table.ts).
export { renderPlan, planSummaryLine } from './plan.js';
export { renderPlanMarkdown } from './markdown.js';
export { renderResults, summarize } from './results.js';
export { githubAnnotations } from './github.js';
