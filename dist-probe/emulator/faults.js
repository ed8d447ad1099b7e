// Fault injection (`--fault-rate`, `--lost-rate`): what a real deployment does now and then, so that
// helpsync's retry owners can be tested (; docs/platform-api.md: a client must cope
// with a non-JSON body such as a proxy's HTML page on 502).
const FAULTS = [500, 502, 503];
/** With probability `rate`, one of 500/502/503 (equally likely); otherwise null. */
export function pickFault(rate, random) {
    if (!(rate > 0))
        return null;
    if (random() >= rate)
        return null;
    return FAULTS[Math.min(FAULTS.length - 1, Math.floor(random() * FAULTS.length))] ?? 500;
}
/** With probability `rate`, true: the response to a performed write is dropped. */
export function pickLost(rate, random) {
    return rate > 0 && random() < rate;
}
export function faultBody(status) {
    if (status === 502) {
        // What a reverse proxy in front of the platform sends: HTML, not the API's JSON.
        return {
            contentType: 'text/html; charset=utf-8',
            body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
                '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
        };
    }
    const message = status === 503 ? 'Service temporarily unavailable, try again later' : 'Internal server error';
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message }) };
}
/** Checks a probability option: a number in [0, 1]. */
export function checkRate(name, value) {
    if (!Number.isFinite(value) || value < 0 || value > 1)
        throw new RangeError(`${name} must be a number from 0 to 1`);
}
/** A small seedable generator (mulberry32) for reproducible fault runs. */
export function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
//# sourceMappingURL=faults.js.map