import { isJwtShaped } from '../contract/token.js';
export { isJwtShaped };
/** Reads HELPSYNC_TOKEN; throws an InputError (naming the variable, never the value) when missing or malformed. */
export declare function readToken(env?: NodeJS.ProcessEnv): string;
