import { InputError } from '../errors.js';
export interface AtomicWriteOptions {
    /** a folder the user named: `file` must stay inside it (links included) */
    inside?: string;
    /** file mode for a new file (default 0o666 minus umask) */
    mode?: number;
    /** the file as shown in problems (default: relative to the working directory) */
    shown?: string;
}
/** Refusal to write a path that leaves the named folder (or is not a regular file). */
export declare class UnsafePathError extends InputError {
}
export declare function writeFileAtomic(file: string, data: string | Buffer, opts?: AtomicWriteOptions): Promise<void>;
