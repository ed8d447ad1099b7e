// Messages speak to users: no internal document references ("docs/platform-api.md", "docs/platform-api.md") in any text
// helpsync can print (every string and template literal under src/, read with TypeScript's own
// parser, so comments do not count); a base URL without /v3 gets the URL it probably meant; a YAML
// colon in a front-matter value says to quote it, with the line as it should be.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../../src/contract/base-url.js';
import { parseFrontMatter } from '../../../src/content/frontmatter.js';
import { REPO_ROOT } from '../../helpers/cli.js';

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await sourceFiles(p)));
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every string literal and template part in a file (not comments), from TypeScript's parser. */
function literals(text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true));
  return found;
}

describe('messages', () => {
  it('no text helpsync prints names an internal document section ("seed 4.7", "seed part 9")', async () => {
    const hits: string[] = [];
    for (const file of await sourceFiles(path.join(REPO_ROOT, 'src'))) {
      for (const s of literals(await readFile(file, 'utf8')))
        if (/\bseed (part )?\d/i.test(s)) hits.push(`${path.relative(REPO_ROOT, file)}: ${s}`);
    }
    expect(hits).toEqual([]);
    // the scanner does see literals (the check can fail): a known message is among them
    expect(literals(await readFile(path.join(REPO_ROOT, 'src/contract/base-url.ts'), 'utf8')).join('\n')).toContain('must use https');
  });

  it('a base URL without /v3 suggests the one it probably meant, and goes on', () => {
    const warnings: string[] = [];
    expect(checkBaseUrl('https://api.example.com', (w) => warnings.push(w))).toBe('https://api.example.com');
    expect(checkBaseUrl('https://api.example.com/api/v2/', (w) => warnings.push(w))).toBe('https://api.example.com/api/v2');
    expect(warnings).toEqual([
      'baseUrl https://api.example.com does not end in /v3: did you mean https://api.example.com/v3? (the API version is the last path segment); continuing',
      'baseUrl https://api.example.com/api/v2 does not end in /v3: did you mean https://api.example.com/api/v3? (the API version is the last path segment); continuing',
    ]);
  });

  it('a colon in a front-matter value: quote it, with the line as it should be, on its line', () => {
    const parsed = parseFrontMatter('---\nentry: article:1\ntitle: Billing: how it "works"\n---\nBody\n');
    expect(parsed.problems).toEqual([
      {
        severity: 'error',
        line: 3,
        message: 'front matter YAML: the value of "title" holds ": ": quote it, e.g. title: "Billing: how it \\"works\\""',
      },
    ]);
  });
});
