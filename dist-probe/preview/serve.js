// `helpsync preview --serve`: the same site on 127.0.0.1. The platform is read once (its reads are
// kept) and again only on an explicit refresh; a change in the content folder rebuilds from the repo
// with the kept reads. Pages then load one same-origin script (present only here) that reloads them
// when a build finishes and offers the refresh button.
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { isInside } from '../util/safe-path.js';
import { contentSecurityPolicy, RELOAD_SCRIPT } from './page.js';
const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.svg': 'image/svg+xml',
};
/** The live-reload script: listens for builds, reloads; a button asks for a new read of the platform. */
export const RELOAD_JS = `(() => {
  const events = new EventSource('/_events');
  events.addEventListener('built', () => location.reload());
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = 'Read the platform again';
  b.addEventListener('click', () => { b.disabled = true; fetch('/_refresh', { method: 'POST' }); });
  document.querySelector('header')?.append(b);
})();
`;
/**
 * A client whose reads (the methods `reads` matches) are kept until `forget()`: the platform is
 * read once per explicit refresh.
 */
export function keptReads(client, reads = /^(list|get)/) {
    const kept = new Map();
    const proxy = new Proxy(client, {
        get(target, prop, receiver) {
            const value = Reflect.get(target, prop, receiver);
            if (typeof value !== 'function' || typeof prop !== 'string' || !reads.test(prop))
                return value;
            return (...args) => {
                const key = `${prop}\u0000${JSON.stringify(args)}`;
                let p = kept.get(key);
                if (!p)
                    kept.set(key, (p = value.apply(target, args)));
                return p;
            };
        },
    });
    return { client: proxy, forget: () => kept.clear() };
}
async function sendFile(out, req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let rel = decodeURIComponent(url.pathname);
    if (rel.endsWith('/'))
        rel += 'index.html';
    const abs = path.join(out, ...rel.split('/').filter(Boolean));
    if (!isInside(out, abs) || path.basename(abs).startsWith('.'))
        return notFound(res);
    try {
        const body = await readFile(abs);
        res.writeHead(200, { 'content-type': TYPES[path.extname(abs).toLowerCase()] ?? 'application/octet-stream', ...HEADERS });
        res.end(body);
    }
    catch {
        notFound(res);
    }
}
const HEADERS = {
    'content-security-policy': contentSecurityPolicy(true),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
};
function notFound(res) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...HEADERS });
    res.end('not found\n');
}
/** Serves `out` on 127.0.0.1:port, rebuilding on content changes and on POST /_refresh. */
export async function servePreview(opts) {
    const listeners = new Set();
    let running = Promise.resolve();
    // a build asked for and not started yet (true: read the platform again), and builds not finished
    let queued;
    let pending = 0;
    const rebuild = (refresh) => {
        if (queued !== undefined) {
            queued = queued || refresh;
            return;
        }
        queued = refresh;
        pending++;
        running = running.then(async () => {
            const r = queued ?? false;
            queued = undefined;
            try {
                await opts.build(r);
                for (const l of listeners)
                    l.write('event: built\ndata: {}\n\n');
            }
            catch (err) {
                opts.onError(err);
            }
            finally {
                pending--;
            }
        });
    };
    const server = createServer((req, res) => {
        // Only this machine's names: a page on another site cannot reach the server through DNS rebinding.
        if (!/^(127\.0\.0\.1|localhost)(:\d+)?$/.test(req.headers.host ?? ''))
            return notFound(res);
        if (req.url === '/_events') {
            res.writeHead(200, { 'content-type': 'text/event-stream', ...HEADERS });
            res.write(': connected\n\n');
            listeners.add(res);
            req.on('close', () => listeners.delete(res));
            return;
        }
        if (req.url === '/_refresh' && req.method === 'POST') {
            rebuild(true);
            res.writeHead(202, HEADERS).end();
            return;
        }
        if (req.url === `/${RELOAD_SCRIPT}`) {
            res.writeHead(200, { 'content-type': TYPES['.js'], ...HEADERS }).end(RELOAD_JS);
            return;
        }
        void sendFile(opts.out, req, res);
    });
    await new Promise((resolve, reject) => server.once('error', reject).listen(opts.port, '127.0.0.1', resolve));
    let watcher;
    let timer;
    try {
        watcher = watch(opts.contentDir, { recursive: true }, () => {
            clearTimeout(timer);
            timer = setTimeout(() => rebuild(false), 150);
        });
    }
    catch (err) {
        opts.onError(err);
    }
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}/`,
        idle: async () => {
            while (pending > 0)
                await running;
        },
        close: async () => {
            clearTimeout(timer);
            watcher?.close();
            for (const l of listeners)
                l.end();
            await new Promise((resolve) => {
                server.closeAllConnections();
                server.close(() => resolve());
            });
        },
    };
}
//# sourceMappingURL=serve.js.map