export const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
/** One error per proxy variable that is set but not an http(s) URL with a host. */
export function proxyEnvProblems(env) {
    const problems = [];
    for (const name of PROXY_VARIABLES) {
        const value = env[name]?.trim();
        if (!value)
            continue;
        let url;
        try {
            url = new URL(value);
        }
        catch {
            url = undefined;
        }
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
            problems.push({
                severity: 'error',
                message: `${name} is not a proxy URL: expected http://HOST:PORT or https://HOST:PORT (with user:password@ if the proxy needs it); fix or unset it`,
            });
        }
    }
    return problems;
}
//# sourceMappingURL=proxy-env.js.map