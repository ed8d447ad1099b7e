/** The host part of a Host header, lowercased, IPv6 in brackets, without port or trailing dot. */
export declare function hostOfHeader(header: string): string;
/** A name or address as given (`::1`, `[::1]`, `Example.test`) in the form hostOfHeader returns. */
export declare function normalizeHost(host: string): string;
/** Every Host the emulator serves: loopback names, the bound address (unless a wildcard), the extras. */
export declare function allowedHosts(bound: string, extra?: readonly string[]): Set<string>;
/** Whether a request's Host header may be served (none at all: an HTTP/1.0 client, not a browser). */
export declare function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean;
/** Listening on every interface: said on start (the emulator accepts any JWT-shaped token by default). */
export declare function isWildcardHost(host: string): boolean;
