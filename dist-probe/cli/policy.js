// The flags → the run policy (config/policy.ts), for the commands that take --force, --no-history
// or --languages: bad values are one InputError, before anything is read or sent.
import { InputError } from '../errors.js';
import { decidePolicy } from '../config/policy.js';
export function policyOf(flags, env) {
    const { policy, problems } = decidePolicy(flags, env);
    if (problems.length > 0)
        throw new InputError(problems);
    return policy;
}
//# sourceMappingURL=policy.js.map