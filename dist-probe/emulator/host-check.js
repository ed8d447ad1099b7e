// DNS rebinding guard: a web page can make a browser send requests to a name that
// resolves to 127.0.0.1, reaching a local emulator with the page's own Host header. Only the loopback
// names, the bound address and the names given with --allow-host (port mapping, a container's name)
// are served; anything else is refused before any route runs.
/** The host part of a Host header, lowercased, IPv6 in brackets, without port or trailing dot. */
export function hostOfHeader(header) {
    const h = header.trim().toLowerCase();
    if (h.startsWith('[')) {
        const end = h.indexOf(']');
        return end > 0 ? h.slice(0, end + 1) : h;
    }
    const colon = h.lastIndexOf(':');
    const name = colon >= 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
    return name.replace(/\.$/, '');
}
/** A name or address as given (`::1`, `[::1]`, `Example.test`) in the form hostOfHeader returns. */
export function normalizeHost(host) {
    const h = host.trim().toLowerCase().replace(/\.$/, '');
    return h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
}
/** Every Host the emulator serves: loopback names, the bound address (unless a wildcard), the extras. */
export function allowedHosts(bound, extra = []) {
    const set = new Set(['localhost', '127.0.0.1', '[::1]']);
    const b = normalizeHost(bound);
    if (b !== '0.0.0.0' && b !== '[::]')
        set.add(b);
    for (const e of extra)
        set.add(normalizeHost(e));
    return set;
}
/** Whether a request's Host header may be served (none at all: an HTTP/1.0 client, not a browser). */
export function isAllowedHost(header, allowed) {
    return header === undefined || header === '' || allowed.has(hostOfHeader(header));
}
/** Listening on every interface: said on start (the emulator accepts any JWT-shaped token by default). */
export function isWildcardHost(host) {
    const h = normalizeHost(host);
    return h === '0.0.0.0' || h === '[::]';
}
//# sourceMappingURL=host-check.js.map