// The test oracle for workflow commands: a port of how the GitHub Actions runner finds and acts on
// them in a step's output, written from the runner's own source (github.com/actions/runner):
//   - src/Runner.Common/ActionCommand.cs: TryParseV2 (`message.TrimStart()` must start with `::`,
//     the command info runs to the next `::`, the name to the first space) and TryParse (the old
//     form: `##[` ANYWHERE in the line, the info runs to the next `]`); a name counts only when it
//     is registered (case-insensitive);
//   - src/Runner.Worker/ActionCommandManager.cs: TryProcessCommand tries TryParseV2, then TryParse;
//     then, under one lock, while stopped only the resume token (`::<token>::`) is acted on, and
//     `stop-commands` (data = the token) stops and registers the token as a command;
//   - the registered names: `stop-commands` and the command extensions of ActionCommandManager.cs.
// Lines end at CR, LF or CRLF (.NET StreamReader.ReadLine, which the runner's process invoker reads
// a step's output with). String.TrimStart() trims Char.IsWhiteSpace: the Unicode space separators
// (Zs), U+2028 (Zl), U+2029 (Zp), U+0009-U+000D and U+0085. Independent of src/: nothing imported.

export const REGISTERED = [
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
];

/** .NET Char.IsWhiteSpace, spelled out. */
export const DOTNET_WHITESPACE = [
  ...'\u0009\u000a\u000b\u000c\u000d\u0085',
  // Zs
  ...'\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000',
  '\u2028', // Zl
  '\u2029', // Zp
];

export interface RunnerCommand {
  /** the command name as the runner matched it (lower case) */
  name: string;
  data: string;
  /** the output line that held it */
  line: string;
}

function trimStartDotNet(s: string): string {
  let i = 0;
  while (i < s.length && DOTNET_WHITESPACE.includes(s[i]!)) i++;
  return s.slice(i);
}

function parseV2(line: string, registered: Set<string>): { name: string; data: string } | undefined {
  const message = trimStartDotNet(line);
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  return { name: name.toLowerCase(), data: message.slice(end + 2) };
}

function parseV1(line: string, registered: Set<string>): { name: string; data: string } | undefined {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const rb = line.indexOf(']', prefix);
  if (rb < 0) return undefined;
  const info = line.slice(prefix + 3, rb);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  return { name: name.toLowerCase(), data: line.slice(rb + 1) };
}

/**
 * Every command the runner would act on in `output` (one stream, in order), with the stop state
 * applied: `stop-commands` and its resume are returned too (they are acted on), commands inside a
 * stopped stretch are not.
 */
export function runnerCommands(output: string): RunnerCommand[] {
  const registered = new Set(REGISTERED);
  const acted: RunnerCommand[] = [];
  let stopToken: string | undefined;
  for (const line of output.split(/\r\n|\r|\n/)) {
    if (line === '') continue;
    const cmd = parseV2(line, registered) ?? parseV1(line, registered);
    if (!cmd) continue;
    if (stopToken !== undefined) {
      if (cmd.name === stopToken.toLowerCase()) {
        acted.push({ ...cmd, line });
        registered.delete(stopToken.toLowerCase());
        stopToken = undefined;
      }
      continue;
    }
    acted.push({ ...cmd, line });
    if (cmd.name === 'stop-commands') {
      stopToken = cmd.data;
      registered.add(cmd.data.toLowerCase());
    }
  }
  return acted;
}

/** The commands in `output` other than the stop/resume pairs: what untrusted text could have done. */
export function actedCommands(output: string): RunnerCommand[] {
  const all = runnerCommands(output);
  const tokens = new Set(all.filter((c) => c.name === 'stop-commands').map((c) => c.data.toLowerCase()));
  return all.filter((c) => c.name !== 'stop-commands' && !tokens.has(c.name));
}
