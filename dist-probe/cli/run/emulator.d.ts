import type { GlobalArgs } from '../global-options.js';
import { type Logger } from '../../util/log.js';
import type { EmulatorOptions } from '../../emulator/server.js';
export interface EmulatorArgs extends GlobalArgs {
    port: number;
    host: string;
    'allow-host'?: string[];
    data?: string;
    state?: string;
    token?: string;
    project?: string;
    rateLimit?: string;
    retryAfter: boolean;
    faultRate?: number;
    lostRate?: number;
    richText: boolean;
    seed?: number;
    testExitAfterCreate?: number;
}
/** argv → startEmulator options; every bad value is reported, together. */
export declare function emulatorOptionsFromArgs(args: EmulatorArgs): {
    options: EmulatorOptions;
    problems: string[];
};
/** Starts the emulator, prints where it listens, and resolves with the exit code once stopped by a signal. */
export declare function runEmulator(args: EmulatorArgs, logger: Logger): Promise<number>;
/** The handler of `helpsync emulator` (cli/commands/emulator.ts loads this module when the command runs). */
export declare function handleEmulator(argv: EmulatorArgs): Promise<void>;
