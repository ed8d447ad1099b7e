// The repository a config's content is in: the content folder's, or under `files:` the repository
// the patterns are relative to, with the mapping (content paths are page keys there, not paths).
import { contentPathsOf, contentRootOf, type FilesConfig } from '../config/files.js';
import { openRepo, type OpenRepoResult } from './repo.js';

export interface ContentRepoConfig {
  files?: FilesConfig;
  configDir: string;
  contentDir: string;
  sourceLanguage: string;
  languages?: string[];
}

/** openRepo on the config's content: its folder, or the repository under files: (with the mapping). */
export function openConfigRepo(config: ContentRepoConfig, env?: NodeJS.ProcessEnv): Promise<OpenRepoResult> {
  return openRepo(contentRootOf(config), env, config.files ? contentPathsOf(config) : undefined);
}
