import { type PolicyFlags, type RunPolicy } from '../config/policy.js';
export declare function policyOf(flags: PolicyFlags, env: NodeJS.ProcessEnv): RunPolicy;
