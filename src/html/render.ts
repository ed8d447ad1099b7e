// Placeholder (html helper replaces): Markdown → HTML with marked (GFM), the one renderer sync and pull share.
export function renderMarkdown(_markdown: string): string {
  throw new Error('not implemented yet');
}
