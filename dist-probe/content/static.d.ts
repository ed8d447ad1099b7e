import type { LocalProblem } from './frontmatter.js';
export interface StaticValue {
    /** the dotted key: the id part of `statictranslation:<key>` */
    key: string;
    /** trimmed text */
    value: string;
    line: number;
}
export interface ParsedStatic {
    values: StaticValue[];
    problems: LocalProblem[];
}
export declare function parseStaticTranslations(text: string): ParsedStatic;
