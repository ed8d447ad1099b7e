#!/usr/bin/env node
import { type RuntimeOptions } from '../util/runtime.js';
export type { RuntimeOptions } from '../util/runtime.js';
/**
 * Runs the CLI with `argv` (no node or script name). Without options: the real process (the exit
 * code is also set on process.exitCode). With options: inside this program, leaving no trace in it.
 */
export declare function main(argv: string[], options?: RuntimeOptions): Promise<number>;
