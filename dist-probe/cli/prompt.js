// Questions on stderr, answers from stdin, one line each (helpsync init). Lines are read through
// readline's async iterator, which buffers them: answers piped in all at once are not lost between
// two questions (rl.question would drop lines that arrive before it is called).
import readline from 'node:readline';
import { ExitError } from '../errors.js';
import { runtime } from '../util/runtime.js';
export function createPrompter(input = runtime().stdin, output = runtime().stderr) {
    // Only a real terminal needs readline to echo and edit the line: that is always the process's.
    const terminal = Boolean(input.isTTY);
    const rl = readline.createInterface({ input, ...(terminal ? { output: process.stderr } : {}), terminal });
    const lines = rl[Symbol.asyncIterator]();
    return {
        async ask(question, fallback, why) {
            for (let attempt = 0; attempt < 3; attempt++) {
                output.write(`${question}${fallback ? ` [${fallback}]` : ''}: `);
                const next = await lines.next();
                if (next.done) {
                    output.write('\n');
                    throw new ExitError(`no answer to "${question}" (input ended); pass it as a flag instead`);
                }
                const answer = String(next.value).trim();
                if (answer)
                    return answer;
                if (fallback !== undefined)
                    return fallback;
                if (why)
                    output.write(`  ${why}\n`);
            }
            throw new ExitError(`no answer to "${question}"`);
        },
        close: () => rl.close(),
    };
}
//# sourceMappingURL=prompt.js.map