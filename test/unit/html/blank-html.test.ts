// isBlankHtml (src/html/compare.ts): a body of nothing but whitespace and comments is blank; the
// answers are written down, the quick test of the first character included.
import { describe, expect, it } from 'vitest';
import { isBlankHtml } from '../../../src/html/compare.js';

describe('isBlankHtml', () => {
  it.each([
    ['', true],
    ['  \n\t ', true],
    ['<!-- todo -->', true],
    ['\n <!-- a -->\n<!-- b --> ', true],
    ['<?xml version="1.0"?>\n', true],
    ['<!-- never closed', true],
    ['<p>x</p>', false],
    ['  text', false],
    ['<!-- a --><p>x</p>', false],
    ['<?pi?> <h1>T</h1>', false],
    ['<!DOCTYPE html>', false],
  ])('%j → %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
