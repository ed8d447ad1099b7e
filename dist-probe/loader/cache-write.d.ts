/**
 * The cache file being written, line by line, while the run makes its lines: a new analysis goes to
 * the disk when it is made, not into memory until the end (at 200k files the analyses are most of a
 * gigabyte). A line written can be read back by its range (a file analysed twice in one run).
 * Nothing replaces the old file until finish(); abort() removes the temporary file.
 */
export declare class CacheFileWriter {
    private readonly fh;
    private readonly temp;
    private readonly target;
    private readonly version;
    private readonly placeholder;
    private batch;
    private batched;
    /** bytes written to the file, header included */
    private flushed;
    private entries;
    private readonly seal;
    private closed;
    private constructor();
    /** A temporary file beside `file` (which must resolve inside `root`, the config's folder); throws when it cannot be made. */
    static open(file: string, root: string, version: string): Promise<CacheFileWriter>;
    /**
     * Appends one entry line (cache-format.ts's entryLine or entryText); returns where the line lies in
     * the file. Text lines are gathered and encoded a megabyte at a time: a Buffer per line, freed
     * later, left the process's heap fragmented (70 MiB of RSS at 16,720 files).
     */
    append(line: Buffer | string): readonly [number, number];
    /** The bytes at [start, end) of what was appended. */
    read(range: readonly [number, number]): Buffer;
    private flush;
    /** The header with the seal over every line, fsync, then the temporary file replaces the target. */
    finish(): Promise<void>;
    /** Closes and removes the temporary file: the old cache file stays as it was. */
    abort(): Promise<void>;
}
/**
 * Writes `<header>\n<line>...` to `file`, where each line comes from `lines` as it is iterated (an
 * entry line, ending in a newline) and the header's seal is SHA-256 over `${version}\n` and every
 * line (cache-format.ts's sealOf). Throws when the file cannot be written.
 */
export declare function writeCacheStream(file: string, root: string, version: string, lines: Iterable<Buffer | string>): Promise<void>;
