// fileVersionsOf: every path's versions in one pass over the history (status asks for a thousand
// translations at once). The expected versions are written down from the hand-made history below;
// fileVersions (one path at a time) must agree with them too.
import { describe, expect, it } from 'vitest';
import { fileVersions, fileVersionsOf, type History } from '../../../src/history/index.js';

// newest first, as git log --date-order gives it
const history: History = {
  commits: [
    { id: 'c6', parents: ['c5'], time: 6, changes: [{ status: 'M', path: 'x.md', oldBlob: 'x1', newBlob: 'x2', mode: '100644' }] },
    { id: 'c5', parents: ['c4'], time: 5, changes: [{ status: 'M', path: 'b.md', oldBlob: 'b2', newBlob: 'b3', mode: '100644' }] },
    {
      id: 'c4',
      parents: ['c3'],
      time: 4,
      changes: [{ status: 'R', path: 'b.md', oldPath: 'a.md', oldBlob: 'a2', newBlob: 'b2', mode: '100644' }],
    },
    { id: 'c3', parents: ['c2', 's1'], time: 3, changes: [{ status: 'M', path: 'a.md', oldBlob: 'a1', newBlob: 'a2', mode: '100644' }] },
    {
      id: 'c2',
      parents: ['c1'],
      time: 2,
      changes: [
        { status: 'A', path: 'a.md', newBlob: 'a1', mode: '100644' },
        { status: 'A', path: 'x.md', newBlob: 'x1', mode: '100644' },
      ],
    },
    { id: 'c1', parents: [], time: 1, changes: [{ status: 'D', path: 'c.md', oldBlob: 'c0', mode: '000000' }] },
  ],
};

const v = (commit: string, time: number, blob: string, path: string, merge = false) => ({ commit, time, merge, blob, path });

describe('fileVersionsOf', () => {
  it('gives each path its versions newest first, following renames back, in one pass', () => {
    const paths = ['b.md', 'x.md', 'c.md', 'a.md', 'never.md'];
    const expected = new Map([
      ['b.md', [v('c5', 5, 'b3', 'b.md'), v('c4', 4, 'b2', 'b.md'), v('c3', 3, 'a2', 'a.md', true), v('c2', 2, 'a1', 'a.md')]],
      ['x.md', [v('c6', 6, 'x2', 'x.md'), v('c2', 2, 'x1', 'x.md')]],
      ['c.md', []],
      ['a.md', [v('c3', 3, 'a2', 'a.md', true), v('c2', 2, 'a1', 'a.md')]],
      ['never.md', []],
    ]);
    expect(fileVersionsOf(history, paths)).toEqual(expected);
    for (const p of paths) expect(fileVersions(history, p)).toEqual(expected.get(p));
  });
});
