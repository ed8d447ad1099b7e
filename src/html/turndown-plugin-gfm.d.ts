// @joplin/turndown-plugin-gfm ships no types; only what to-markdown.ts uses.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  type Plugin = (service: TurndownService) => void;
  export const gfm: Plugin;
  export const strikethrough: Plugin;
  export const tables: Plugin;
  export const taskListItems: Plugin;
  export const highlightedCodeBlock: Plugin;
}
