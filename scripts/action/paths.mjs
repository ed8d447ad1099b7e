// action.yml, step "Locate helpsync's files": the lock file's hash (npm cache key and install stamp)
// and where helpsync keeps its record of pushed values: `.helpsync/pushed/` beside the config (the
// folder .helpsync/cache and .helpsync/backups live in). Never `.helpsync/lock`: a lock restored
// from a cache would block the run or, worse, let two runs believe they own it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setOutputs, sha256 } from './outputs.mjs';

const actionPath = process.env.HELPSYNC_ACTION_PATH ?? path.resolve(import.meta.dirname, '../..');
const config = process.env.INPUT_CONFIG || 'config/helpsync.yaml';
const configDir = path.dirname(path.resolve(config));
const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
// The key names the config's folder within the repository, so two configs in one repo keep two records.
const where = path.relative(workspace, configDir).split(path.sep).join('/') || '.';
setOutputs({
  'lock-hash': sha256(readFileSync(path.join(actionPath, 'package-lock.json'))),
  'record-dir': path.join(configDir, '.helpsync', 'pushed'),
  'record-key': `helpsync-pushed-${sha256(where).slice(0, 16)}`,
});
