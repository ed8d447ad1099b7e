// Pull's per-block form: blocks and list items the platform did not change are written as
// the file has them. Compared here by plain rendering (no links config); expected bodies written out.
import { describe, expect, it } from 'vitest';
import { canonicalHtml } from '../../../src/html/compare.js';
import { renderMarkdown } from '../../../src/html/render.js';
import { keepRepoBlocks, keepRepoForm } from '../../../src/pull/keep-blocks.js';

const form = (md: string): string => canonicalHtml(renderMarkdown(md));

describe('keepRepoBlocks', () => {
  it('keeps unchanged blocks byte for byte and takes the changed ones as pulled', () => {
    const file = '\nSome *emphasis* here.\n\nOld second.\n\nA [ref][r] link.\n\n[r]: https://x.example/\n';
    const pulled = 'Some _emphasis_ here.\n\nNew second.\n\nA [ref](https://x.example/) link.\n';
    expect(keepRepoBlocks(file, pulled, form)).toEqual({
      body: '\nSome *emphasis* here.\n\nNew second.\n\nA [ref][r] link.\n\n[r]: https://x.example/\n',
      kept: 2,
      converted: 1,
      whole: false,
    });
  });

  it('inside a changed list keeps the unchanged items, with the file marker on the new ones', () => {
    const bullets = keepRepoBlocks('* one\n* two\n+ not this list\n', '- one\n- two, edited\n- three\n\n* not this list\n', form);
    expect(bullets.body).toBe('* one\n* two, edited\n* three\n\n+ not this list\n');
    const ordered = keepRepoBlocks('1) first\n2) second\n', '1. first\n2. second, edited\n', form);
    expect(ordered.body).toBe('1) first\n2) second, edited\n');
  });

  it('nothing in common: the pulled body, with the file blank lines after the front matter', () => {
    expect(keepRepoBlocks('\n\nOld.\n', 'New.\n', form)).toEqual({ body: '\n\nNew.\n', kept: 0, converted: 1, whole: false });
    expect(keepRepoForm('---\ntitle: T\n---\n\nNew.\n\nSame.\n', '\uFEFF---\ntitle: "T"\n---\n\nOld.\n\nSame.\n', form)).toBe(
      '---\ntitle: T\n---\n\nNew.\n\nSame.\n',
    );
  });
});
