import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/errors.js';
import { apiErrorHint } from '../../../src/cli/context.js';

const err = (init: Partial<ConstructorParameters<typeof ApiError>[0]>): ApiError =>
  new ApiError({ kind: 'http', method: 'GET', path: '/translations/entries', attempts: 5, ...init });

describe('apiErrorHint', () => {
  it('points at what the user can check', () => {
    expect(apiErrorHint(err({ kind: 'network' }))).toMatch(/could not be reached after 5 attempt\(s\): check baseUrl/);
    expect(apiErrorHint(err({ kind: 'timeout' }))).toMatch(/timeoutSeconds/);
    expect(apiErrorHint(err({ status: 401 }))).toMatch(/HELPSYNC_TOKEN/);
    expect(apiErrorHint(err({ status: 403 }))).toMatch(/project/);
    expect(apiErrorHint(err({ status: 503 }))).toMatch(/kept failing \(5 attempt\(s\)\)/);
  });
  it('says nothing where the message is the whole story', () => {
    expect(apiErrorHint(err({ status: 404 }))).toBeUndefined();
    expect(apiErrorHint(err({ status: 400 }))).toBeUndefined();
  });
});
