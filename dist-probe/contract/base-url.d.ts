/**
 * Plain http is allowed only to these (the token would cross the network in clear otherwise), and
 * they are never proxied. `localhost` itself is the hosts file's name for this machine. A name
 * under `.localhost` is NOT trusted: RFC 6761 asks resolvers to answer loopback for it, but Node
 * resolves it through the system resolver, which may ask DNS, and a DNS answer can point anywhere.
 * Resolving it to 127.0.0.1 ourselves would send a Host header the server may not route; treating
 * it as the remote name it might be (https required) is the simpler rule and loses nothing: use
 * `localhost` or `127.0.0.1` for a local server.
 */
export declare function isLoopbackHost(hostname: string): boolean;
/**
 * A base URL as it may be shown in any message: userinfo becomes `***@` and a query or fragment
 * `?…`, whether or not the text parses as a URL (a malformed one is exactly what gets reported).
 */
export declare function showBaseUrl(raw: string): string;
/** Checks a base URL; returns it without a trailing slash. Throws InputError naming the problem. */
export declare function checkBaseUrl(raw: string, warn: (msg: string) => void): string;
