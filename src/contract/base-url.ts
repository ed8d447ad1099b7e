// api-contract.md "Transport": the base URL is configured (no default host) and ends in `/v3`
// (warn when it does not). Every request carries the token, so plain http is refused except to
// loopback. The client and the config both check a base URL with this one function.
import { isIP } from 'node:net';
import { InputError } from '../errors.js';

/** Plain http is allowed only to these (the token would cross the network in clear otherwise). */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || h === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(h);
  return false;
}

/** Checks a base URL; returns it without a trailing slash. Throws InputError naming the problem. */
export function checkBaseUrl(raw: string, warn: (msg: string) => void): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InputError(`baseUrl "${raw}" is not a valid URL (expected e.g. https://api.example.com/v3)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(`baseUrl "${raw}" must use https (got ${url.protocol})`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(`baseUrl host ${url.host}: plain http to a non-loopback host is refused; use https`);
  }
  if (url.username || url.password) {
    throw new InputError(`baseUrl "${url.host}" carries credentials; the token comes from HELPSYNC_TOKEN only`);
  }
  if (url.search || url.hash) {
    throw new InputError(`baseUrl "${raw}" must not have a query or fragment`);
  }
  const base = url.toString().replace(/\/+$/, '');
  if (!/\/v3$/.test(url.pathname.replace(/\/+$/, ''))) {
    // The platform's API version is the path segment v3 at the end of the base URL (docs/platform-api.md).
    const suggested = /\/v\d+$/.test(base) ? base.replace(/\/v\d+$/, '/v3') : `${base}/v3`;
    warn(`baseUrl ${base} does not end in /v3: did you mean ${suggested}? (the API version is the last path segment); continuing`);
  }
  return base;
}
