// A loopback stand-in for the few GitHub REST calls the drift pull request makes (list open pull
// requests by head branch, create, update/close), with the workflow token checked on each call.
// It keeps its pull requests in memory and records every call for the test to judge.
import { createServer } from 'node:http';
import { listenLoopback } from './http-listen.js';

export interface StubPull {
  number: number;
  state: 'open' | 'closed';
  title: string;
  body: string;
  head: string;
  base: string;
  html_url: string;
}

export interface GitHubStub {
  url: string;
  pulls: StubPull[];
  calls: { method: string; path: string; body?: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startGitHubStub(repo: string, token: string): Promise<GitHubStub> {
  const pulls: StubPull[] = [];
  const calls: GitHubStub['calls'] = [];
  const view = (p: StubPull) => ({ ...p, head: { ref: p.head }, base: { ref: p.base } });
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8').on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      const url = new URL(req.url ?? '/', 'http://stub');
      calls.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, ...(body ? { body } : {}) });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Bad credentials' });
      const prefix = `/repos/${repo}/pulls`;
      if (req.method === 'GET' && url.pathname === prefix) {
        const [owner, ...branch] = (url.searchParams.get('head') ?? '').split(':');
        const state = url.searchParams.get('state') ?? 'open';
        const found = pulls.filter((p) => p.state === state && owner === repo.split('/')[0] && p.head === branch.join(':'));
        return send(200, found.map(view));
      }
      if (req.method === 'POST' && url.pathname === prefix && body) {
        const number = pulls.length + 1;
        const p: StubPull = {
          number,
          state: 'open',
          title: String(body.title),
          body: String(body.body),
          head: String(body.head),
          base: String(body.base),
          html_url: `https://github.example/${repo}/pull/${number}`,
        };
        pulls.push(p);
        return send(201, view(p));
      }
      const m = new RegExp(`^${prefix}/(\\d+)$`).exec(url.pathname);
      const p = m ? pulls.find((x) => x.number === Number(m[1])) : undefined;
      if (req.method === 'PATCH' && p && body) {
        Object.assign(p, body);
        return send(200, view(p));
      }
      send(404, { message: 'Not Found' });
    });
  });
  const { port, close } = await listenLoopback(server);
  return { url: `http://127.0.0.1:${port}`, pulls, calls, close };
}
