// The contract's facts (src/contract), judged against docs/platform-api.md written out here.
import { describe, expect, it } from 'vitest';
import { checkRecordId, isValidRecordId } from '../../../src/contract/ids.js';
import { DEFAULT_RATE_LIMIT, ENGAGEMENT_OPERATIONS, isJwtShaped, isLanguageCode, checkBaseUrl } from '../../../src/contract/index.js';

describe('record ids (docs/platform-api.md "Ids and externalId")', () => {
  it('accepts real and unusual ids: nothing stricter than the contract', () => {
    for (const id of ['6650f0c1a2b3c4d5e6f70812', 'x', 'abc#1', '...', '.a', 'a.', '%2e%2e%2e', 'ünïcode', 'a%2Fb']) {
      expect(checkRecordId(id), id).toBeUndefined();
      expect(isValidRecordId(id)).toBe(true);
    }
  });

  it('refuses empty, slash, whitespace, control characters and dot segments, saying why', () => {
    const cases: [string, RegExp][] = [
      ['', /^empty id$/],
      ['a/b', /ids cannot contain "\/"/],
      ['/', /ids cannot contain "\/"/],
      ['a b', /whitespace/],
      ['a\tb', /whitespace/],
      ['a\u00a0b', /whitespace/],
      ['a\u0000b', /control characters/],
      ['a\u007fb', /control characters/],
      ['a\u0085b', /whitespace|control characters/],
      ['.', /dot segment/],
      ['..', /dot segment/],
      ['%2e', /dot segment/],
      ['%2E', /dot segment/],
      ['.%2E', /dot segment/],
      ['%2e%2E', /dot segment/],
    ];
    for (const [id, why] of cases) {
      expect(checkRecordId(id), JSON.stringify(id)).toMatch(why);
      expect(isValidRecordId(id)).toBe(false);
    }
    // The message shows the id escaped: a NUL never reaches the terminal.
    expect(checkRecordId('a\u0000b')).toBe('invalid id "a\\u0000b": ids cannot contain control characters');
  });
});

describe('the other facts', () => {
  it('rate limit 1000 per 60 s (docs/platform-api.md "Transport")', () => {
    expect(DEFAULT_RATE_LIMIT).toEqual({ requests: 1000, perSeconds: 60 });
    expect(Object.isFrozen(DEFAULT_RATE_LIMIT)).toBe(true);
  });

  it('engagement: exactly the pairs of seed 4.7', () => {
    const pairs = Object.entries(ENGAGEMENT_OPERATIONS).flatMap(([k, op]) => [
      ...(op.get ? [`GET ${k}`] : []),
      ...(op.delete ? [`DELETE ${k}`] : []),
    ]);
    expect(pairs.sort()).toEqual(
      [
        'DELETE chat-message',
        'GET push-notification',
        'GET survey',
        'DELETE survey',
        'GET product-tour',
        'DELETE product-tour',
        'GET checklist',
        'GET tooltip',
        'DELETE news',
      ].sort(),
    );
  });

  it('JWT shape, language codes, base URL', () => {
    expect(isJwtShaped('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(true);
    expect(isJwtShaped('not-a-token')).toBe(false);
    expect(isJwtShaped('a.b.c.d')).toBe(false);
    expect(['en', 'pt-br', 'zh_Hans', 'fil'].every(isLanguageCode)).toBe(true);
    expect(['EN', 'e', 'english', 'pt-', 'de/x', ''].some(isLanguageCode)).toBe(false);
    const warnings: string[] = [];
    expect(checkBaseUrl('https://api.example.com/v3/', (w) => warnings.push(w))).toBe('https://api.example.com/v3');
    expect(warnings).toEqual([]);
    expect(() => checkBaseUrl('http://api.example.com/v3', () => undefined)).toThrow(/plain http to a non-loopback host/);
    expect(checkBaseUrl('http://127.0.0.1:8080/v3', () => undefined)).toBe('http://127.0.0.1:8080/v3');
    checkBaseUrl('https://api.example.com/v2', (w) => warnings.push(w));
    expect(warnings[0]).toMatch(/does not end in \/v3/);
  });
});
