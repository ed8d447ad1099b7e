// The confirmation asked before an irreversible delete. The question goes to stderr (stdout is for
// results), the answer comes from stdin. Only "y" or "yes" confirms; anything else, end of input
// or an interrupt declines.
import { createInterface } from 'node:readline';
import { scrub } from '../util/redact.js';
export function isYes(answer) {
    return /^\s*(y|yes)\s*$/i.test(answer);
}
export function confirm(question, streams) {
    return new Promise((resolve) => {
        if (streams.signal?.aborted) {
            resolve(false);
            return;
        }
        const rl = createInterface({ input: streams.input, terminal: false });
        let settled = false;
        const finish = (value) => {
            if (settled)
                return;
            settled = true;
            streams.signal?.removeEventListener('abort', onAbort);
            rl.close();
            resolve(value);
        };
        const onAbort = () => {
            streams.output.write('\n');
            finish(false);
        };
        streams.signal?.addEventListener('abort', onAbort, { once: true });
        rl.once('line', (line) => finish(isYes(line)));
        rl.once('close', () => finish(false));
        streams.output.write(scrub(question));
    });
}
//# sourceMappingURL=confirm.js.map