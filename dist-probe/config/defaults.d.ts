export declare const DEFAULT_CONFIG_PATH = "config/helpsync.yaml";
