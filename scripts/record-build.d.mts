// Types of scripts/record-build.mjs for the tests that import it.
export const BUILD_INFO: string;
export interface BuildRecord {
  repository: string;
  commit: string;
  version: string;
}
export function githubRepository(url: unknown): string | undefined;
export function buildRecord(root: string): { record?: BuildRecord; reason?: string };
export function recordBuild(root: string): { record?: BuildRecord; reason?: string };
