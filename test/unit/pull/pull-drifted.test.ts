// pull --drifted's rewriting: only the held value changes; a body keeps every block the
// platform did not change byte for byte. Expected texts are written down here.
import { describe, expect, it } from 'vitest';
import { mergeBody, replaceYamlValue, rewriteFrontMatterField } from '../../../src/pull/drifted-rewrite.js';
import { htmlEqual } from '../../../src/html/compare.js';
import { renderMarkdown } from '../../../src/html/render.js';

describe('mergeBody', () => {
  const body =
    '\n# Install\n\nSome *text*   with [a ref][r].\n\n[r]: http://x.example\n\n* one\n* two\n\n```js\nconst a = 1;\n```\n\nLast   para.\n';

  it('keeps every unchanged block byte for byte and converts only the edited one', () => {
    const remote = renderMarkdown(body).replace('<li>two</li>', '<li>two (edited)</li>');
    const merged = mergeBody(body, remote);
    expect(merged).toMatchObject({ kept: 4, converted: 1, whole: false });
    expect(merged.body).toBe(
      '\n# Install\n\nSome *text*   with [a ref][r].\n\n[r]: http://x.example\n\n- one\n- two (edited)\n\n```js\nconst a = 1;\n```\n\nLast   para.\n',
    );
    expect(htmlEqual(renderMarkdown(merged.body), remote)).toBe(true);
  });

  it('a block added and a block removed on the platform', () => {
    const remote =
      '<h1>Install</h1><p>New intro.</p><ul><li>one</li><li>two</li></ul><pre><code class="language-js">const a = 1;\n</code></pre>';
    const merged = mergeBody(body, remote);
    // the paragraph that used the reference is gone; its definition stays (last), harmless
    expect(merged.body).toBe('\n# Install\n\nNew intro.\n\n* one\n* two\n\n```js\nconst a = 1;\n```\n\n[r]: http://x.example\n');
    expect(htmlEqual(renderMarkdown(merged.body), remote)).toBe(true);
  });

  it('keeps CRLF line endings', () => {
    const crlf = 'A\r\n\r\nB\r\n';
    const merged = mergeBody(crlf, '<p>A</p><p>C</p>');
    expect(merged.body).toBe('A\r\n\r\nC\r\n');
  });
});

describe('front matter and static values', () => {
  it('rewrites only the value of the key (comments, order, other keys kept)', () => {
    const text = '---\ntitle: Old  # note\nentry: article:1\n---\nbody\n';
    expect(rewriteFrontMatterField(text, 'title', 'New: value')).toBe('---\ntitle: "New: value"  # note\nentry: article:1\n---\nbody\n');
    expect(rewriteFrontMatterField(text, 'description', 'x')).toBeUndefined();
  });

  it('a nested static key, a block scalar', () => {
    expect(replaceYamlValue('a:\n  b: |\n    x\n    y\nc: z\n', 'a.b', 'new')).toBe('a:\n  b: new\nc: z\n');
    expect(replaceYamlValue('a.b: x\n', 'a.b', 'new value')).toBe('a.b: new value\n');
  });
});
