// Placeholder (html helper replaces): the platform's rich-text re-serialisation, exactly the six rules of api-contract.md.
export function toRichTextHtml(_html: string): string {
  throw new Error('not implemented yet');
}
