import { type AdminDeps, type DeleteOptions, type DeleteSpec } from '../admin/delete.js';
import type { CommandContext } from './context.js';
/** The body of `teams delete` and `engagement delete`. Returns the exit code. */
export declare function runDelete(spec: DeleteSpec, options: DeleteOptions, ctx: CommandContext, deps?: AdminDeps): Promise<number>;
