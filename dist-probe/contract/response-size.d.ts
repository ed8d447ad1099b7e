export declare const RESPONSE_SIZE: {
    /** far above any real answer but the translation listing (which streams and has its own bounds) */
    readonly default: number;
    readonly min: number;
    readonly max: number;
};
