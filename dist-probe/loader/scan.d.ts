import { INDEX_FILE, STATIC_FILE, type ScannedFolder } from '../content/types.js';
export { INDEX_FILE, STATIC_FILE, type ScannedFolder };
/** A problem of the walk: `file` relative to the content folder, POSIX ('' = the folder itself). */
export interface ScanProblem {
    severity: 'error' | 'warning';
    file?: string;
    message: string;
}
export interface LanguageFolders {
    folders: Set<string>;
    problems: ScanProblem[];
}
/** The language folders directly under the content folder (`realRoot`, already real). */
export declare function scanLanguageFolders(realRoot: string, configured: string[] | undefined): Promise<LanguageFolders>;
export interface FolderScan {
    folder: ScannedFolder;
    /** `rel` → the real path to read (differs from the walked path for a link that stays inside) */
    real: Map<string, string>;
    problems: ScanProblem[];
}
/** Walks one language folder (`<realRoot>/<language>`): every Markdown file and `_static.yaml`. */
export declare function scanLanguage(realRoot: string, language: string): Promise<FolderScan>;
/** Plain code-unit order: stable across machines and locales. */
export declare function comparePaths(a: string, b: string): number;
