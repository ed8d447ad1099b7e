export declare const BUNDLED: boolean;
