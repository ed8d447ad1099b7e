// docs/platform-api.md, "Transport": the token is a JWT (three base64url segments joined by dots). It comes from
// HELPSYNC_TOKEN only and is checked before any request.
import { InputError } from '../errors.js';
import { registerSecret } from '../util/redact.js';
import { isJwtShaped } from '../contract/token.js';
import { runtime } from '../util/runtime.js';

// Re-exported: src/index.ts exports it from here.
export { isJwtShaped };

/** Reads HELPSYNC_TOKEN; throws an InputError (naming the variable, never the value) when missing or malformed. */
export function readToken(env: NodeJS.ProcessEnv = runtime().env): string {
  const raw = env.HELPSYNC_TOKEN;
  if (raw === undefined || raw.trim() === '') {
    throw new InputError('HELPSYNC_TOKEN is not set: export the platform access token (a JWT) as HELPSYNC_TOKEN');
  }
  const token = raw.trim();
  registerSecret(token);
  if (!isJwtShaped(token)) {
    throw new InputError(
      'HELPSYNC_TOKEN does not look like a JWT (three base64url parts joined by dots); check that the whole token was copied',
    );
  }
  return token;
}
