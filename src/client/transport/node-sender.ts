// The default sender (sender.ts): Node's own `http` and `https` with keep-alive agents of this
// transport's own (never the process's global agents). An idle connection is closed after 10 s, or
// sooner when the server's `Keep-Alive: timeout=N` says so (Node's agent honours the hint), so a
// connection the server is about to close is not reused.
import http from 'node:http';
import https from 'node:https';
import type { SendInit, Sender, SentResponse } from './sender.js';

const IDLE_MS = 10_000;

export function nodeSender(): Sender {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: IDLE_MS }),
    'https:': new https.Agent({ keepAlive: true, scheduling: 'lifo', timeout: IDLE_MS }),
  };
  const live = new Set<http.ClientRequest>();
  const send = (url: string, init: SendInit): Promise<SentResponse> =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const protocol = target.protocol as keyof typeof agents;
      if (!(protocol in agents)) {
        reject(new Error(`unsupported protocol ${target.protocol}`));
        return;
      }
      const headers: Record<string, string | number> = { ...init.headers };
      if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
      const mod = protocol === 'https:' ? https : http;
      const req = mod.request(target, { method: init.method, headers, agent: agents[protocol], signal: init.signal }, (res) => {
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: res });
      });
      live.add(req);
      req.on('close', () => live.delete(req));
      // before the response: the promise rejects; after it, the body's stream carries the error
      req.on('error', reject);
      req.end(init.body);
    });
  const release = (): void => {
    for (const agent of Object.values(agents)) agent.destroy();
  };
  return {
    send,
    // an agent's destroy() closes its idle sockets and those in use; close() waits for none in use
    close: () => {
      if (live.size === 0) release();
      else for (const req of live) req.once('close', () => live.size === 0 && release());
      return Promise.resolve();
    },
    destroy: () => {
      for (const req of live) req.destroy();
      release();
      return Promise.resolve();
    },
  };
}
