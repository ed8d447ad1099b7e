import { z } from 'zod';
export declare const LOCK_DOC_KIND = "helpsync-lock";
/** How often a holder touches the lock file (ms). */
export declare const HEARTBEAT_MS = 30000;
/** A holder on another host silent this long (10 missed heartbeats) is stale (ms). */
export declare const REMOTE_STALE_MS: number;
/** A lock file that is not (yet) a lock document is being written for this long at most (ms). */
export declare const PARTIAL_GRACE_MS = 5000;
declare const LockDoc: z.ZodObject<{
    kind: z.ZodLiteral<"helpsync-lock">;
    version: z.ZodLiteral<1>;
    host: z.ZodString;
    pid: z.ZodNumber;
    startedAt: z.ZodString;
    command: z.ZodString;
    config: z.ZodString;
    project: z.ZodString;
}, z.core.$strip>;
export type LockHolder = z.infer<typeof LockDoc>;
export interface LockIdentity {
    /** the command taking it (`sync`, `apply`, ...) */
    command: string;
    /** absolute config path and project: what the lock protects */
    config: string;
    project: string;
}
export interface LockState {
    /** the holder's document, when the file is one */
    holder?: LockHolder;
    /** why it may be taken over, when it may */
    stale?: {
        reason: string;
        warn: boolean;
    };
    /** the file's mtime (ms): the holder's last heartbeat */
    touchedAt: number;
}
export interface HeldLock {
    file: string;
    holder: LockHolder;
    release(): Promise<void>;
}
/** What the lock file says now, and whether it is stale; undefined when there is no lock. */
export declare function readLock(file: string, now?: number): Promise<LockState | undefined>;
/** "process 123 on host h (`sync`), since 2026-… (42 s ago)" */
export declare function describeHolder(state: LockState | undefined, now?: number): string;
export interface AcquireOptions extends LockIdentity {
    /** seconds to wait for a held lock; 0 or undefined: refuse at once */
    waitSeconds?: number;
    signal?: AbortSignal;
    /** a stale lock taken over, a wait begun */
    onNotice?: (message: string) => void;
}
/** Thrown when the lock is held (after waiting, if asked to). The message names the holder. */
export declare class LockHeldError extends Error {
    readonly holder: LockHolder | undefined;
    constructor(message: string, holder: LockHolder | undefined);
}
/** Takes `<dir>/lock`, taking over a stale one, waiting up to `waitSeconds` for a live one. */
export declare function acquireLock(dir: string, opts: AcquireOptions): Promise<HeldLock>;
export {};
