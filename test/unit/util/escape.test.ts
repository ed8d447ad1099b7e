// The output escapes: expected strings written out by hand.
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  escapeControl,
  escapeHtml,
  escapeHtmlText,
  escapeJsonText,
  escapeWorkflowCommand,
  guardOutput,
  workflowCommandData,
  workflowCommandProperty,
} from '../../../src/util/escape.js';

describe('escapeControl', () => {
  it('shows control, bidi and separator characters escaped, and leaves the rest', () => {
    expect(escapeControl('a\nb\rc\td\u0000e\u001b[2Kf\u007fg\u009bh\u202ei\u2028j')).toBe(
      'a\\nb\\rc\\td\\x00e\\x1b[2Kf\\x7fg\\x9bh\\u202ei\\u2028j',
    );
    expect(escapeControl('plain Ünïcödé 日本 → ok')).toBe('plain Ünïcödé 日本 → ok');
  });
  it('escapeWorkflowCommand: no line break (the output guard owns `::` and `##[`)', () => {
    expect(escapeWorkflowCommand('x.md\n::error::pwned')).toBe('x.md\\n::error::pwned');
  });
});

describe('guardOutput', () => {
  it('keeps newlines, tabs, CRLF and our own colours; escapes the rest; breaks a line-leading `::`', () => {
    expect(guardOutput('\u001b[1mPlan\u001b[0m\n\tok\r\n')).toBe('\u001b[1mPlan\u001b[0m\n\tok\r\n');
    expect(guardOutput('a\u001b[2Kb\u001b[8mc\rd\u001b]0;title\u0007')).toBe('a\\x1b[2Kb\\x1b[8mc\\rd\\x1b]0;title\\x07');
    expect(guardOutput('line\n::error::fake\n  ::warning::x\nkeep a::b')).toBe('line\n:\\x3aerror::fake\n  :\\x3awarning::x\nkeep a::b');
    expect(guardOutput('\u00a0::error::x\nsee ##[add-mask]y')).toBe('\u00a0:\\x3aerror::x\nsee #\\x23[add-mask]y');
  });
});

describe('workflow command escapes (as @actions/core)', () => {
  it('data and property', () => {
    expect(workflowCommandData('50%\r\nnext')).toBe('50%25%0D%0Anext');
    expect(workflowCommandProperty('a:b,c\nd')).toBe('a%3Ab%2Cc%0Ad');
  });
});

describe('escapeHtml', () => {
  it('makes markup inert', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe('&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co');
  });
});

describe('csvCell', () => {
  it('prefixes strings that start like a formula, never numbers', () => {
    for (const s of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(s)).toBe(`'${s}`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
  });
});

describe('escapeJsonText', () => {
  it('writes C1 and bidi characters as \\u escapes: the same JSON value', () => {
    const doc = { t: 'a\u0085b\u202ec\u007f' };
    const text = escapeJsonText(JSON.stringify(doc));
    expect(text).toBe('{"t":"a\\u0085b\\u202ec\\u007f"}');
    expect(JSON.parse(text)).toEqual(doc);
  });
});

describe('escapeHtmlText', () => {
  it('escapes markup, keeps quotes', () => {
    expect(escapeHtmlText('<b>"x"</b> & y')).toBe('&lt;b&gt;"x"&lt;/b&gt; &amp; y');
  });
});
