// Whether the process runs under a CI system: CI=true (and every other value a CI system sets), but
// not CI=false / CI=0 / empty. The logger (JSON under CI) and the run policy (history checks are
// errors under CI) both ask this one question.
export function underCi(env) {
    const v = env.CI;
    return v !== undefined && v !== '' && v !== 'false' && v !== '0';
}
//# sourceMappingURL=ci.js.map