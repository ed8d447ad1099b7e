// Placeholder (html helper replaces): semantic HTML equality as api-contract.md defines it.
export function canonicalHtml(_html: string): string {
  throw new Error('not implemented yet');
}
export function htmlEqual(a: string, b: string): boolean {
  return canonicalHtml(a) === canonicalHtml(b);
}
