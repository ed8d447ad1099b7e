export interface ConfigTemplateValues {
    baseUrl: string;
    project: string;
    /** relative to the config file's folder, `/`-separated */
    contentDir: string;
    sourceLanguage: string;
    /** written when given; else a commented example */
    languages?: string[];
    layout?: string;
    sourceCommitKey?: string;
}
export declare function renderConfigFile(v: ConfigTemplateValues): string;
