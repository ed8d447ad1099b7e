// `helpsync completion [bash|zsh|fish]`: prints the shell's completion script (../completion.ts).
// A plain command (not yargs' built-in one), so that `completion --help` prints its help.
import type { Argv, CommandModule } from 'yargs';
import type { GlobalArgs } from '../global-options.js';
import { runtime } from '../../util/runtime.js';
import { completionScript, shellOf, SHELLS, type Shell } from '../completion.js';

interface CompletionArgs extends GlobalArgs {
  shell?: Shell;
}

export const completionCommand: CommandModule<GlobalArgs, CompletionArgs> = {
  command: 'completion [shell]',
  describe: 'Print a shell completion script: helpsync completion bash >> ~/.bashrc (zsh, fish: see --help)',
  builder: (y: Argv<GlobalArgs>) =>
    y.positional('shell', { type: 'string', choices: SHELLS, describe: 'the shell (default: from $SHELL, else bash)' }).example([
      ['$0 completion bash >> ~/.bashrc', 'bash'],
      ['$0 completion zsh >> ~/.zshrc', 'zsh'],
      ['$0 completion fish > ~/.config/fish/completions/helpsync.fish', 'fish'],
    ]),
  handler: (argv) => {
    const rt = runtime();
    rt.stdout.write(completionScript(argv.shell ?? shellOf(rt.env)));
  },
};
