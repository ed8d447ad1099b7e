/** A path as shown to the user: relative to the working directory when it is below it. */
export declare function displayPath(file: string, cwd?: string): string;
