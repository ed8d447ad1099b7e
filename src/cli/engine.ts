// The engine settings helpsync applies when it runs as a program (not when a test or a library user
// imports it). A setting the user gave node on its command line (or in NODE_OPTIONS) wins.
//
// (The heap's growth cap for a load of many files is the loader's option: src/util/heap-growth.ts.)
//
// WebAssembly is compiled by V8's baseline compiler only. The one WebAssembly module helpsync may run
// is undici's HTTP parser (llhttp), loaded only where a proxy variable applies (requests go through
// Node's own http otherwise: src/client/transport/sender.ts), which V8 otherwise also compiles with
// its optimising compiler on a background thread: CPU and peak memory spent in every process that
// makes a request that way, for nothing: the parser hands a response body over in large spans, so
// its speed does not show. `node --no-liftoff-only` overrides it.
import { setFlagsFromString } from 'node:v8';
import { nodeWasGiven } from '../util/heap-growth.js';

export interface EngineSettings {
  /** V8 flags to set at once */
  flags: string[];
}

/** The settings for a process started with `execArgv` (and NODE_OPTIONS): what the user set is left alone. */
export function engineSettings(execArgv: readonly string[], nodeOptions = ''): EngineSettings {
  const flags: string[] = [];
  if (!nodeWasGiven(['--liftoff-only', '--no-liftoff-only', '--liftoff', '--no-liftoff'], execArgv, nodeOptions))
    flags.push('--liftoff-only');
  return { flags };
}

/** Applies engineSettings to this process (before any WebAssembly is compiled: undici compiles its parser at its first request). */
export function applyEngineSettings(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS): void {
  const settings = engineSettings(execArgv, nodeOptions);
  for (const flag of settings.flags) setFlagsFromString(flag);
}
