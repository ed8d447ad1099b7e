export declare const STATE_DIR_NAME = ".helpsync";
export declare function stateDir(configDir: string): string;
export declare function cacheDir(configDir: string): string;
export declare function backupsDir(configDir: string): string;
