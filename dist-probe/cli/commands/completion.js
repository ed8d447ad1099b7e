import { runtime } from '../../util/runtime.js';
import { completionScript, shellOf, SHELLS } from '../completion.js';
export const completionCommand = {
    command: 'completion [shell]',
    describe: 'Print a shell completion script: helpsync completion bash >> ~/.bashrc (zsh, fish: see --help)',
    builder: (y) => y.positional('shell', { type: 'string', choices: SHELLS, describe: 'the shell (default: from $SHELL, else bash)' }).example([
        ['$0 completion bash >> ~/.bashrc', 'bash'],
        ['$0 completion zsh >> ~/.zshrc', 'zsh'],
        ['$0 completion fish > ~/.config/fish/completions/helpsync.fish', 'fish'],
    ]),
    handler: (argv) => {
        const rt = runtime();
        rt.stdout.write(completionScript(argv.shell ?? shellOf(rt.env)));
    },
};
//# sourceMappingURL=completion.js.map