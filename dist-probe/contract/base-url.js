// docs/platform-api.md "Transport": the base URL is configured (no default host) and ends in `/v3`
// (warn when it does not). Every request carries the token, so plain http is refused except to
// loopback. The client and the config both check a base URL with this one function.
import { isIP } from 'node:net';
import { InputError } from '../errors.js';
/**
 * Plain http is allowed only to these (the token would cross the network in clear otherwise), and
 * they are never proxied. `localhost` itself is the hosts file's name for this machine. A name
 * under `.localhost` is NOT trusted: RFC 6761 asks resolvers to answer loopback for it, but Node
 * resolves it through the system resolver, which may ask DNS, and a DNS answer can point anywhere.
 * Resolving it to 127.0.0.1 ourselves would send a Host header the server may not route; treating
 * it as the remote name it might be (https required) is the simpler rule and loses nothing: use
 * `localhost` or `127.0.0.1` for a local server.
 */
export function isLoopbackHost(hostname) {
    const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    if (h === 'localhost')
        return true;
    if (isIP(h) === 4)
        return h.startsWith('127.');
    if (isIP(h) === 6)
        return h === '::1' || h === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(h);
    return false;
}
/**
 * A base URL as it may be shown in any message: userinfo becomes `***@` and a query or fragment
 * `?…`, whether or not the text parses as a URL (a malformed one is exactly what gets reported).
 */
export function showBaseUrl(raw) {
    const cut = raw.search(/[?#]/);
    const head = cut === -1 ? raw : raw.slice(0, cut);
    const at = head.lastIndexOf('@');
    // Everything between the scheme's `//` (or the start) and the last `@`: a password may hold `/` or `:`.
    const from = head.indexOf('//') === -1 || head.indexOf('//') > at ? 0 : head.indexOf('//') + 2;
    const shown = at === -1 ? head : `${head.slice(0, from)}***${head.slice(at)}`;
    return cut === -1 ? shown : `${shown}?…`;
}
/** Checks a base URL; returns it without a trailing slash. Throws InputError naming the problem. */
export function checkBaseUrl(raw, warn) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new InputError(`baseUrl "${showBaseUrl(raw)}" is not a valid URL (expected e.g. https://api.example.com/v3)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new InputError(`baseUrl "${showBaseUrl(raw)}" must use https (got ${url.protocol})`);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new InputError(`baseUrl host ${url.host}: plain http to a non-loopback host is refused; use https`);
    }
    if (url.username || url.password) {
        throw new InputError(`baseUrl "${url.host}" carries credentials; the token comes from HELPSYNC_TOKEN only`);
    }
    if (url.search || url.hash) {
        throw new InputError(`baseUrl "${showBaseUrl(raw)}" must not have a query or fragment`);
    }
    const base = url.toString().replace(/\/+$/, '');
    if (!/\/v3$/.test(url.pathname.replace(/\/+$/, ''))) {
        // The platform's API version is the path segment v3 at the end of the base URL (docs/platform-api.md).
        const suggested = /\/v\d+$/.test(base) ? base.replace(/\/v\d+$/, '/v3') : `${base}/v3`;
        warn(`baseUrl ${showBaseUrl(base)} does not end in /v3: did you mean ${showBaseUrl(suggested)}? (the API version is the last path segment); continuing`);
    }
    return base;
}
//# sourceMappingURL=base-url.js.map