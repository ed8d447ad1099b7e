// Questions on stderr, answers from stdin, one line each (helpsync init). Lines are read through
// readline's async iterator, which buffers them: answers piped in all at once are not lost between
// two questions (rl.question would drop lines that arrive before it is called).
import readline from 'node:readline';
import { ExitError } from '../errors.js';
import { runtime } from '../util/runtime.js';

export interface Prompter {
  /**
   * Asks until an answer: a non-empty one (or `fallback` for an empty one) that `check` accepts
   * (it returns what is wrong, said before asking again). `why`: said after an empty answer to a
   * question that needs one. The end of the input is an ExitError (exit 1): nothing is written.
   */
  ask(
    question: string,
    fallback?: string,
    why?: string,
    check?: (answer: string) => string | undefined | Promise<string | undefined>,
  ): Promise<string>;
  /** a line of its own on the prompt's output (what was wrong with an answer) */
  say(line: string): void;
  close(): void;
}

export function createPrompter(
  input: NodeJS.ReadableStream & { isTTY?: boolean } = runtime().stdin,
  output: { write(text: string): unknown } = runtime().stderr,
): Prompter {
  // Only a real terminal needs readline to echo and edit the line: that is always the process's.
  const terminal = Boolean(input.isTTY);
  const rl = readline.createInterface({ input, ...(terminal ? { output: process.stderr } : {}), terminal });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question, fallback, why, check) {
      // A bad answer is asked again, never the end of the run: the answers so far are kept.
      for (;;) {
        output.write(`${question}${fallback ? ` [${fallback}]` : ''}: `);
        const next = await lines.next();
        if (next.done) {
          output.write('\n');
          throw new ExitError(`no answer to "${question}" (input ended); nothing was written; pass it as a flag instead`);
        }
        const answer = String(next.value).trim() || fallback;
        if (answer === undefined) {
          if (why) output.write(`  ${why}\n`);
          continue;
        }
        const problem = await check?.(answer);
        if (problem === undefined) return answer;
        output.write(`  ${problem}; try again\n`);
      }
    },
    say: (line) => void output.write(`${line}\n`),
    close: () => rl.close(),
  };
}
