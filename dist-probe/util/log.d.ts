import type pino from 'pino';
export type Logger = pino.Logger;
export declare const LOG_LEVELS: readonly ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
export type LogLevel = (typeof LOG_LEVELS)[number];
export interface LoggerOptions {
    level?: string;
    /** force JSON (true) or plain text (false); default: JSON under CI (CI set, not false or 0), else text */
    json?: boolean;
    /** the environment (CI); default process.env */
    env?: NodeJS.ProcessEnv;
    /** where lines go (tests); default fd 2 */
    write?: (line: string) => void;
}
/** The level to log at (option, then HELPSYNC_LOG_LEVEL, then info); an unknown one is an error. */
export declare function logLevelOf(level: string | undefined): LogLevel;
/** Checks the level and decides the format now; builds the pino logger on first use. */
export declare function createLogger(opts?: LoggerOptions): Logger;
/** A logger that drops everything (library default). */
export declare const silentLogger: Logger;
