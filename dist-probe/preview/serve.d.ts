import type { PlatformClient } from '../client/types.js';
/** The live-reload script: listens for builds, reloads; a button asks for a new read of the platform. */
export declare const RELOAD_JS = "(() => {\n  const events = new EventSource('/_events');\n  events.addEventListener('built', () => location.reload());\n  const b = document.createElement('button');\n  b.type = 'button';\n  b.textContent = 'Read the platform again';\n  b.addEventListener('click', () => { b.disabled = true; fetch('/_refresh', { method: 'POST' }); });\n  document.querySelector('header')?.append(b);\n})();\n";
/**
 * A client whose reads (the methods `reads` matches) are kept until `forget()`: the platform is
 * read once per explicit refresh.
 */
export declare function keptReads(client: PlatformClient, reads?: RegExp): {
    client: PlatformClient;
    forget: () => void;
};
export interface ServeOptions {
    out: string;
    port: number;
    contentDir: string;
    /** builds the site into `out`; `refresh` reads the platform again first */
    build: (refresh: boolean) => Promise<void>;
    onError: (err: unknown) => void;
}
export interface RunningPreview {
    url: string;
    close: () => Promise<void>;
    /** resolves when the build in progress (if any) and any queued one are done */
    idle: () => Promise<void>;
}
/** Serves `out` on 127.0.0.1:port, rebuilding on content changes and on POST /_refresh. */
export declare function servePreview(opts: ServeOptions): Promise<RunningPreview>;
