// The flags → the run policy (config/policy.ts), for the commands that take --force, --no-history
// or --languages: bad values are one InputError, before anything is read or sent.
import { InputError } from '../errors.js';
import { decidePolicy, type PolicyFlags, type RunPolicy } from '../config/policy.js';

export function policyOf(flags: PolicyFlags, env: NodeJS.ProcessEnv): RunPolicy {
  const { policy, problems } = decidePolicy(flags, env);
  if (problems.length > 0) throw new InputError(problems);
  return policy;
}
