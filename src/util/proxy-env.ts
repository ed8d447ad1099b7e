// Proxy variables are read by undici's EnvHttpProxyAgent (src/client/transport/attempt.ts, where a proxy applies), which throws a
// bare "Invalid URL" on a malformed one: an "internal error" naming nothing. Checked
// before the client is made, naming the variable (never its value: it may hold a password).
import type { Problem } from '../model.js';

export const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

/** One error per proxy variable that is set but not an http(s) URL with a host. */
export function proxyEnvProblems(env: NodeJS.ProcessEnv): Problem[] {
  const problems: Problem[] = [];
  for (const name of PROXY_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
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
