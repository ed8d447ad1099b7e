// The one adapter: every variant of the assumed shapes (docs/platform-api.md) normalises to the same
// model types, and a body of the wrong shape is an ApiError naming the operation.
import { describe, expect, it } from 'vitest';
import {
  ShapeError,
  UNDETERMINED_LANGUAGE,
  adaptArticle,
  adaptArticles,
  adaptCollection,
  adaptCollections,
  adaptEntries,
  adaptObject,
  adaptTeam,
  adaptVideos,
  localized,
} from '../../../src/client/adapter.js';
import { ApiError } from '../../../src/client/errors.js';

const op = { method: 'GET', path: '/translations/entries' };

function shapeError(fn: () => unknown): ShapeError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ShapeError);
    expect(err).toBeInstanceOf(ApiError);
    return err as ShapeError;
  }
  throw new Error('expected a ShapeError');
}

describe('translation entries', () => {
  const fieldMajor = [
    {
      id: 'article:6650f0c1a2b3c4d5e6f70812',
      type: 'article',
      fields: {
        title: { en: 'Install the widget', de: 'Widget installieren' },
        description: { en: 'Five minutes, one snippet.' },
        content: { en: '<p>Paste</p>', de: '<p>Fügen</p>' },
      },
    },
    { id: 'statictranslation:widget.launcher/title x', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Hilfe' } } },
  ];
  const expected = [
    {
      id: 'article:6650f0c1a2b3c4d5e6f70812',
      type: 'article',
      fields: {
        title: { en: 'Install the widget', de: 'Widget installieren' },
        description: { en: 'Five minutes, one snippet.' },
        content: { en: '<p>Paste</p>', de: '<p>Fügen</p>' },
      },
    },
    { id: 'statictranslation:widget.launcher/title x', type: 'statictranslation', fields: { value: { en: 'Help', de: 'Hilfe' } } },
  ];

  it('accepts the field-major array the contract shows', () => {
    expect(adaptEntries(fieldMajor, op)).toEqual(expected);
  });

  it('accepts an { entries } wrapper', () => {
    expect(adaptEntries({ entries: fieldMajor }, op)).toEqual(expected);
  });

  it('accepts the language-major form and turns it field-major', () => {
    const languageMajor = [
      {
        id: 'article:6650f0c1a2b3c4d5e6f70812',
        type: 'article',
        translations: {
          en: { title: 'Install the widget', description: 'Five minutes, one snippet.', content: '<p>Paste</p>' },
          de: { title: 'Widget installieren', content: '<p>Fügen</p>' },
        },
      },
      { id: 'statictranslation:widget.launcher/title x', translations: { en: { value: 'Help' }, de: { value: 'Hilfe' } } },
    ];
    expect(adaptEntries(languageMajor, op)).toEqual(expected);
  });

  it('treats null values as "no translation yet" and skips entry types it does not know', () => {
    const out = adaptEntries(
      [
        { id: 'collection:c1', type: 'collection', fields: { title: { en: 'Start', de: null } } },
        { id: 'snippet:s1', type: 'snippet', fields: { body: { en: 'x' } } },
        { id: 'snippet:s2', fields: { body: { en: 'x' } } },
        { id: 'emailtemplate:e1' },
      ],
      op,
    );
    expect(out).toEqual([
      { id: 'collection:c1', type: 'collection', fields: { title: { en: 'Start' } } },
      { id: 'emailtemplate:e1', type: 'emailtemplate', fields: {} },
    ]);
  });

  it('names the operation and the place of a wrong shape', () => {
    expect(shapeError(() => adaptEntries({ items: [] }, op)).message).toBe(
      'GET /translations/entries: the response does not have the expected shape: expected an array of entries (or { "entries": [...] }), got an object (see docs/platform-api.md)',
    );
    expect(shapeError(() => adaptEntries([{ id: 'article:a1', fields: { title: { en: 5 } } }], op)).message).toContain(
      'entry 0 (article:a1): fields.title.en is a number, expected a string',
    );
    expect(shapeError(() => adaptEntries([{ type: 'article' }], op)).message).toContain('entry 0 has no string "id"');
    expect(shapeError(() => adaptEntries([{ id: 'article:a1', type: 'collection' }], op)).message).toContain(
      'says "type": "collection" but its id is of type article',
    );
    expect(shapeError(() => adaptEntries([{ id: 'article:a/b', type: 'article' }], op)).message).toContain('not <type>:<id>');
    expect(shapeError(() => adaptEntries([{ id: 'article:a1', translations: { de: 'Hallo' } }], op)).message).toContain(
      'translations.de is a string, expected { field: text }',
    );
    expect(shapeError(() => adaptEntries(undefined, op)).message).toContain('got an empty body');
  });
});

describe('collections', () => {
  const cop = { method: 'GET', path: '/helpcenter/collections/all' };

  it('normalises the flat array: id or _id, parent null / id / object, maps or plain strings', () => {
    const out = adaptCollections(
      [
        { _id: 'root1', id: 'root1', parent: null, title: { en: 'Docs', de: 'Doku' }, description: { en: 'All docs' } },
        { _id: 'c2', parent: 'root1', title: { en: 'Start' } },
        { id: 'c3', parent: { _id: 'c2', title: { en: 'Start' } }, title: 'Mobile', description: '' },
        { id: 'c4', parent: { id: 'root1' } },
      ],
      cop,
    );
    expect(out).toEqual([
      { id: 'root1', parentId: null, title: { en: 'Docs', de: 'Doku' }, description: { en: 'All docs' } },
      { id: 'c2', parentId: 'root1', title: { en: 'Start' }, description: {} },
      { id: 'c3', parentId: 'c2', title: { [UNDETERMINED_LANGUAGE]: 'Mobile' }, description: {} },
      { id: 'c4', parentId: 'root1', title: {}, description: {} },
    ]);
    expect(localized(out[2]!.title, 'en')).toBe('Mobile');
    expect(localized(out[0]!.title, 'de')).toBe('Doku');
    expect(localized(out[3]!.title, 'en')).toBeUndefined();
  });

  it('flattens children nested under subCollections, parents first', () => {
    const out = adaptCollections(
      [
        {
          id: 'root1',
          title: { en: 'Docs' },
          subCollections: [
            { _id: 'c2', title: { en: 'Start' }, subCollections: [{ id: 'c3', title: { en: 'Mobile' } }] },
            { id: 'c4', parent: { _id: 'root1' }, title: { en: 'API' } },
          ],
        },
        { id: 'root2', title: { en: 'FAQ' }, subCollections: [] },
      ],
      cop,
    );
    expect(out.map((c) => [c.id, c.parentId])).toEqual([
      ['root1', null],
      ['c2', 'root1'],
      ['c3', 'c2'],
      ['c4', 'root1'],
      ['root2', null],
    ]);
  });

  it('a collection listed both flat and nested appears once', () => {
    const out = adaptCollections(
      [
        { id: 'r', subCollections: [{ id: 'c', parent: 'r' }] },
        { id: 'c', parent: 'r' },
      ],
      cop,
    );
    expect(out.map((c) => c.id)).toEqual(['r', 'c']);
  });

  it('rejects wrong shapes with the operation named', () => {
    expect(shapeError(() => adaptCollections({ collections: [] }, cop)).message).toMatch(/^GET \/helpcenter\/collections\/all: /);
    expect(shapeError(() => adaptCollections([{ title: { en: 'x' } }], cop)).message).toContain('collection 0 has no "id" or "_id"');
    expect(shapeError(() => adaptCollections([{ id: 'a', parent: 5 }], cop)).message).toContain('"parent" that is neither');
    expect(shapeError(() => adaptCollections([{ id: 'a', title: { en: 1 } }], cop)).message).toContain('"title".en is a number');
    expect(shapeError(() => adaptCollections([{ id: 'a', subCollections: {} }], cop)).message).toContain(
      '"subCollections" that is an object',
    );
  });
});

describe('articles', () => {
  const aop = { method: 'GET', path: '/helpcenter/collections/c1/articles' };

  it('helpcenterCollection as id string, object with id/_id, or missing', () => {
    expect(
      adaptArticles(
        [
          { id: 'a1', helpcenterCollection: 'c1', title: { en: 'One' } },
          { _id: 'a2', helpcenterCollection: { _id: 'c1', title: {} } },
          { id: 'a3', helpcenterCollection: { id: 'c1' }, title: 'Three' },
          { id: 'a4' },
        ],
        aop,
      ),
    ).toEqual([
      { id: 'a1', collectionId: 'c1', title: { en: 'One' } },
      { id: 'a2', collectionId: 'c1' },
      { id: 'a3', collectionId: 'c1', title: 'Three' },
      { id: 'a4', collectionId: null },
    ]);
  });

  it('the move response is one article record', () => {
    const mop = { method: 'PUT', path: '/helpcenter/collections/c1/articles/a1/move' };
    expect(adaptArticle({ _id: 'a1', helpcenterCollection: { _id: 'c2' }, isDraft: false }, mop)).toEqual({
      id: 'a1',
      collectionId: 'c2',
      isDraft: false,
    });
    expect(shapeError(() => adaptArticle('ok', mop)).message).toMatch(
      /^PUT \/helpcenter\/collections\/c1\/articles\/a1\/move: .*article is a string/,
    );
    expect(shapeError(() => adaptArticle({ id: 'a1', helpcenterCollection: 7 }, mop)).message).toContain(
      '"helpcenterCollection" that is neither',
    );
  });

  it('rejects a non-array listing', () => {
    expect(shapeError(() => adaptArticles(null, aop)).message).toContain('expected an array of articles, got null');
  });
});

describe('other operations', () => {
  it('videos: { total, videos }', () => {
    const vop = { method: 'GET', path: '/video-source' };
    expect(adaptVideos({ total: 2, videos: [{ id: 'v1' }, { id: 'v2', title: 'T' }] }, vop)).toEqual({
      total: 2,
      videos: [{ id: 'v1' }, { id: 'v2', title: 'T' }],
    });
    expect(adaptVideos({ videos: [{ id: 'v1' }] }, vop).total).toBe(1);
    expect(shapeError(() => adaptVideos([{ id: 'v1' }], vop)).message).toContain('expected { "total": n, "videos": [...] }, got an array');
    expect(shapeError(() => adaptVideos({ total: 1, videos: ['v1'] }, vop)).message).toContain('videos[0] is a string');
  });

  it('team and engagement objects pass through; anything else is a shape error', () => {
    expect(adaptTeam({ name: 'Support', members: [] }, { method: 'DELETE', path: '/teams/t1' })).toEqual({ name: 'Support', members: [] });
    expect(shapeError(() => adaptTeam(undefined, { method: 'DELETE', path: '/teams/t1' })).message).toContain('DELETE /teams/t1');
    expect(adaptObject({ id: 's1' }, { method: 'GET', path: '/engagement/surveys/s1' })).toEqual({ id: 's1' });
    expect(shapeError(() => adaptObject([], { method: 'GET', path: '/engagement/surveys/s1' })).message).toContain(
      'expected a JSON object, got an array',
    );
  });
});

describe('externalId (docs/platform-api.md "Ids and externalId")', () => {
  const cop = { method: 'GET', path: '/helpcenter/collections/all' };
  const aop = { method: 'GET', path: '/helpcenter/collections/c1/articles' };

  it('is read from collections and articles, nested ones too; absent, null or "" mean none', () => {
    const out = adaptCollections(
      [
        { id: 'c1', parent: null, externalId: 'helpsync:guides/', subCollections: [{ id: 'c2', externalId: 'helpsync:guides/mobile/' }] },
        { id: 'c3', parent: null, externalId: null },
        { id: 'c4', parent: null, externalId: '' },
      ],
      cop,
    );
    expect(out.map((c) => [c.id, c.externalId])).toEqual([
      ['c1', 'helpsync:guides/'],
      ['c2', 'helpsync:guides/mobile/'],
      ['c3', undefined],
      ['c4', undefined],
    ]);
    expect(Object.keys(out[2]!)).not.toContain('externalId');
    const articles = adaptArticles(
      [
        { id: 'a1', helpcenterCollection: 'c1', externalId: 'helpsync:guides/new.md', docId: 7 },
        { id: 'a2', helpcenterCollection: 'c1' },
      ],
      aop,
    );
    expect(articles).toEqual([
      { id: 'a1', collectionId: 'c1', externalId: 'helpsync:guides/new.md', docId: 7 },
      { id: 'a2', collectionId: 'c1' },
    ]);
  });

  it('a creation answer is one collection record; a non-string externalId is a shape error naming the record', () => {
    const pop = { method: 'POST', path: '/helpcenter/collections' };
    expect(adaptCollection({ _id: 'c9', parent: { _id: 'c1' }, title: { en: 'New' }, externalId: 'helpsync:new/' }, pop)).toEqual({
      id: 'c9',
      parentId: 'c1',
      title: { en: 'New' },
      description: {},
      externalId: 'helpsync:new/',
    });
    expect(shapeError(() => adaptCollection([], pop)).message).toMatch(/^POST \/helpcenter\/collections: .*collection is an array/);
    expect(shapeError(() => adaptCollections([{ id: 'c1', externalId: 5 }], cop)).message).toContain(
      'collection 0 (c1) has an "externalId" that is a number',
    );
    expect(shapeError(() => adaptArticle({ id: 'a1', helpcenterCollection: 'c1', externalId: {} }, aop)).message).toContain(
      'article (a1) has an "externalId" that is an object',
    );
  });
});
