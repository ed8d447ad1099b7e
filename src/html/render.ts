// Markdown → HTML: the one renderer sync (article and email-template bodies) and pull's round-trip
// check share. One configured Marked instance, never the global one, so no other code's
// `marked.use()` can change what we push.
import { Marked } from 'marked';

// GFM (tables, strikethrough, task lists, autolinks); no soft-break-to-<br>; marked ≥ 8 writes no
// heading ids, so output depends on the input alone.
const marked = new Marked({ gfm: true, breaks: false, pedantic: false, async: false });

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
