import type { Problem } from '../model.js';
export declare const PROXY_VARIABLES: readonly ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];
/** One error per proxy variable that is set but not an http(s) URL with a host. */
export declare function proxyEnvProblems(env: NodeJS.ProcessEnv): Problem[];
