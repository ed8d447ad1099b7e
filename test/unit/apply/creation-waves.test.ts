// The order creations run in (apply/create.ts creationWaves): collections level by level, a child's
// wave after its parent's when this plan creates the parent, then every article in one wave; plan
// order inside a wave.
import { describe, expect, it } from 'vitest';
import { creationWaves } from '../../../src/apply/create.js';
import type { Creation } from '../../../src/apply/types.js';

const col = (ref: string, parent: Creation['parent'] = null): Creation => ({
  kind: 'collection',
  ref,
  externalId: `helpsync:${ref}/`,
  file: `en/${ref}/_index.md`,
  title: ref,
  parent,
});
const art = (ref: string, parent: Creation['parent']): Creation => ({
  kind: 'article',
  ref,
  externalId: `helpsync:${ref}.md`,
  file: `en/${ref}.md`,
  title: ref,
  parent,
});

describe('creation waves', () => {
  it('collections by depth below what this plan creates, articles last and all together', () => {
    const plan = [
      col('guides'),
      col('api', { id: 'c0000000000000000000001', path: 'Existing' }),
      col('guides-advanced', { ref: 'guides', path: 'guides' }),
      col('guides-advanced-deep', { ref: 'guides-advanced', path: 'guides/advanced' }),
      col('api-v2', { ref: 'api', path: 'Existing/api' }),
      art('a', { ref: 'guides-advanced-deep', path: 'guides/advanced/deep' }),
      art('b', { id: 'c0000000000000000000001', path: 'Existing' }),
      art('c', { ref: 'guides', path: 'guides' }),
    ];
    expect(creationWaves(plan).map((w) => w.map((c) => c.ref))).toEqual([
      ['guides', 'api'],
      ['guides-advanced', 'api-v2'],
      ['guides-advanced-deep'],
      ['a', 'b', 'c'],
    ]);
  });

  it('no creations: no waves; articles only: one', () => {
    expect(creationWaves([])).toEqual([]);
    expect(creationWaves([art('x', { id: 'c1', path: 'X' })]).map((w) => w.length)).toEqual([1]);
  });
});
