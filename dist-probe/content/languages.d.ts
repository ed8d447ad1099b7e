export declare function orderLanguages(source: string, languages: readonly string[]): string[];
