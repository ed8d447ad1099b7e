// Shell completion: the scripts `helpsync completion [bash|zsh|fish]` prints, and the values a TAB
// completes beyond yargs' commands and options (chart types, engagement kinds, the content folder's
// languages). At each TAB the shell runs `helpsync --get-yargs-completions <words>`; what that loads
// is what a TAB costs (measured in the bench), so the values are read with the cheapest means.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG_PATH } from '../config/defaults.js';
import { isLanguageCode } from '../contract/language.js';
import { ENGAGEMENT_OPERATIONS } from '../contract/engagement.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** yargs' default completions (commands and options), handed to a custom completion function. */
export type CompletionFilter = (onCompleted: (err: Error | null, completions: string[] | undefined) => void) => void;

/** The chart types the platform's documentation names (others can be typed). */
export const CHART_TYPES = ['ARTICLE_SEARCH_RESULT_LIST', 'TEAM_PERFORMANCE_LIST'];

/** The shell from $SHELL (bash when it names none of the three). */
export function shellOf(env: NodeJS.ProcessEnv): Shell {
  const name = path.basename(env.SHELL ?? '');
  return (SHELLS as readonly string[]).includes(name) ? (name as Shell) : 'bash';
}

export function completionScript(shell: Shell): string {
  const begin = '###-begin-helpsync-completions-###';
  const end = '###-end-helpsync-completions-###';
  if (shell === 'fish')
    return `${begin}
# fish: helpsync completion fish > ~/.config/fish/completions/helpsync.fish
complete -f -c helpsync -a '(helpsync --get-yargs-completions (commandline -opc) (commandline -ct))'
${end}
`;
  if (shell === 'zsh')
    return `#compdef helpsync
${begin}
# zsh: helpsync completion zsh >> ~/.zshrc
_helpsync_completions() {
  local reply
  local si=$IFS
  IFS=$'\\n' reply=($(helpsync --get-yargs-completions "\${words[@]:0:CURRENT}"))
  IFS=$si
  if [[ \${#reply} -gt 0 ]]; then _describe 'values' reply; else _default; fi
}
compdef _helpsync_completions helpsync
${end}
`;
  return `${begin}
# bash: helpsync completion bash >> ~/.bashrc
_helpsync_completions() {
  local cur="\${COMP_WORDS[COMP_CWORD]}"
  local IFS=$'\\n'
  COMPREPLY=($(compgen -W "$(helpsync --get-yargs-completions "\${COMP_WORDS[@]:0:COMP_CWORD+1}")" -- "$cur"))
}
complete -o bashdefault -o default -F _helpsync_completions helpsync
${end}
`;
}

/**
 * `contentDir` from the config's text, as `init` writes it (a JSON string) or plain; no YAML parser,
 * which would be most of a TAB's cost. Best effort: completion only.
 */
function contentDirOf(text: string): string | undefined {
  const v = /^contentDir:[ \t]*(.*?)[ \t]*(?:#.*)?$/m.exec(text)?.[1];
  if (!v) return undefined;
  if (v.startsWith('"')) return JSON.parse(v) as string;
  if (v.startsWith("'")) return v.slice(1, -1).replace(/''/g, "'");
  return v;
}

/**
 * A one-line `languages: [en, "zh-tw"]` from the config's text, as `init` writes it (under `files:`
 * the languages are not folders of one content folder). Best effort, like contentDirOf.
 */
function languagesLineOf(text: string): string[] | undefined {
  const v = /^languages:[ \t]*\[(.*)\][ \t]*(?:#.*)?$/m.exec(text)?.[1];
  if (v === undefined) return undefined;
  const names = v.split(',').map((x) => x.trim().replace(/^(["'])(.*)\1$/, '$2'));
  return names.filter((n) => isLanguageCode(n)).sort();
}

/** The config's languages (its `languages:` line, else its content folder's language folders; `--config` among the words, or the default). */
function languageFolders(words: string[], cwd: string): string[] {
  try {
    const i = words.indexOf('--config');
    const configFile = path.resolve(cwd, (i >= 0 ? words[i + 1] : undefined) ?? DEFAULT_CONFIG_PATH);
    const text = readFileSync(configFile, 'utf8');
    const listed = languagesLineOf(text);
    if (listed?.length) return listed;
    const dir = path.resolve(path.dirname(configFile), contentDirOf(text) ?? 'content');
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && isLanguageCode(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * Values for the word being completed (the last of `line`: the command line up to the cursor), or
 * undefined when yargs' own completions (commands, options) apply.
 */
export function valueCompletions(line: string[], cwd: string): string[] | undefined {
  // the shell passes the program's name first
  const words = line[0] !== undefined && path.basename(line[0]) === 'helpsync' ? line.slice(1) : line;
  const prev = words.at(-2);
  const current = words.at(-1) ?? '';
  const pick = (values: string[]): string[] => values.filter((v) => v.startsWith(current));
  if (prev === '--chart-type') return pick(CHART_TYPES);
  if (prev === '--languages') {
    // a comma-separated list: complete its last part
    const done = current.slice(0, current.lastIndexOf(',') + 1);
    const part = current.slice(done.length);
    const taken = new Set(done.split(',').filter(Boolean));
    return languageFolders(words, cwd)
      .filter((l) => l.startsWith(part) && !taken.has(l))
      .map((l) => done + l);
  }
  if (words[0] === 'engagement' && words.length === 3 && (prev === 'get' || prev === 'delete')) {
    const op = prev;
    return pick(Object.entries(ENGAGEMENT_OPERATIONS).flatMap(([kind, spec]) => (spec[op] ? [kind] : [])));
  }
  return undefined;
}
