import { type CompareForm } from './keep-list-items.js';
export type { CompareForm } from './keep-list-items.js';
export interface KeptBlocks {
    body: string;
    /** blocks written as the file had them (a list with some of its items kept counts once), and the others */
    kept: number;
    converted: number;
    /** the pulled body was written as it is: the merge did not reproduce it */
    whole: boolean;
}
/** The pulled file (its front matter, its body) with the blocks the platform did not change in the current file's form. */
export declare function keepRepoForm(pulledText: string, currentText: string, form: CompareForm): string;
/** The pulled body with every block the platform did not change in the file's own form. */
export declare function keepRepoBlocks(fileBody: string, pulledBody: string, form: CompareForm): KeptBlocks;
