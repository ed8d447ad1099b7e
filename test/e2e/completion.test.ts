// Shell completion: `completion --help` is help; bash, zsh and fish scripts; values complete (chart
// types, engagement kinds, the content folder's languages). The values are judged in-process; one
// real bash sources the script and presses TAB (the process is the point: the shell calls helpsync).
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completionScript, valueCompletions } from '../../src/cli/completion.js';
import { CLI, runCli } from '../helpers/cli.js';
import { tempFolder, useCleanups } from '../helpers/fixture.js';

useCleanups();

async function contentRepo(): Promise<string> {
  const dir = await tempFolder('helpsync-completion-');
  await mkdir(path.join(dir, 'config'), { recursive: true });
  await writeFile(path.join(dir, 'config/helpsync.yaml'), 'contentDir: ../docs\n');
  for (const d of ['docs/en', 'docs/de', 'docs/pt-br', 'docs/images']) await mkdir(path.join(dir, d), { recursive: true });
  return dir;
}

describe('completion values', () => {
  it('chart types, engagement kinds by operation, and the language folders of the configured content folder', async () => {
    const dir = await contentRepo();
    expect(valueCompletions(['helpsync', 'stats', '--chart-type', ''], dir)).toEqual([
      'ARTICLE_SEARCH_RESULT_LIST',
      'TEAM_PERFORMANCE_LIST',
    ]);
    expect(valueCompletions(['helpsync', 'stats', '--chart-type', 'TEAM'], dir)).toEqual(['TEAM_PERFORMANCE_LIST']);
    expect(valueCompletions(['helpsync', 'engagement', 'get', ''], dir)).toEqual([
      'push-notification',
      'survey',
      'product-tour',
      'checklist',
      'tooltip',
    ]);
    expect(valueCompletions(['helpsync', 'engagement', 'delete', 's'], dir)).toEqual(['survey']);
    expect(valueCompletions(['helpsync', 'sync', '--languages', ''], dir)).toEqual(['de', 'en', 'pt-br']);
    expect(valueCompletions(['helpsync', 'sync', '--languages', 'de,'], dir)).toEqual(['de,en', 'de,pt-br']);
    expect(valueCompletions(['helpsync', 'sync', '--config', 'nowhere.yaml', '--languages', ''], dir)).toEqual([]);
    // under files: the languages are the config's `languages:` line (as init writes it), not folders
    await writeFile(
      path.join(dir, 'site.yaml'),
      'files:\n  - source: ../docs/**/*.md\n    translation: ../i18n/{language}/{path}\nlanguages: ["en","zh","zh-tw"]\n',
    );
    expect(valueCompletions(['helpsync', 'sync', '--config', 'site.yaml', '--languages', 'zh'], dir)).toEqual(['zh', 'zh-tw']);
    expect(valueCompletions(['helpsync', 'sync', '--config', 'site.yaml', '--languages', 'zh,'], dir)).toEqual(['zh,en', 'zh,zh-tw']);
    // anything else: yargs' own commands and options
    expect(valueCompletions(['helpsync', 'sync', '--'], dir)).toBeUndefined();
  });

  it('scripts for bash (valid syntax), zsh and fish', () => {
    const bash = spawnSync('bash', ['-n'], { input: completionScript('bash'), encoding: 'utf8' });
    expect(bash.status, bash.stderr).toBe(0);
    expect(completionScript('zsh')).toMatch(/^#compdef helpsync\n/);
    expect(completionScript('zsh')).toContain('compdef _helpsync_completions helpsync');
    expect(completionScript('fish')).toContain("complete -f -c helpsync -a '(helpsync --get-yargs-completions");
  });
});

describe('completion from the command line', () => {
  it('completion --help prints help; in bash, TAB completes an engagement kind and a language', { timeout: 120_000 }, async () => {
    const help = await runCli(['completion', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('helpsync completion [shell]');
    for (const shell of ['bash', 'zsh', 'fish']) expect(help.stdout).toContain(`helpsync completion ${shell} >`);
    expect(help.stdout).not.toContain('###-begin');

    const dir = await contentRepo();
    const bin = path.join(dir, 'bin');
    await mkdir(bin);
    await writeFile(path.join(bin, 'helpsync'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
    await chmod(path.join(bin, 'helpsync'), 0o755);
    const tab = (words: string) =>
      `COMP_WORDS=(${words}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _helpsync_completions; echo "[\${COMPREPLY[*]}]"`;
    const r = spawnSync(
      'bash',
      ['--norc', '-c', `source <(helpsync completion bash); ${tab('helpsync engagement get su')}; ${tab("helpsync sync --languages ''")}`],
      { cwd: dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir }, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n')).toEqual(['[survey]', '[de\nen\npt-br]'.replace(/\n/g, ' '), '']);
  });
});
