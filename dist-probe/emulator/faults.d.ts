export type FaultStatus = 500 | 502 | 503;
/** With probability `rate`, one of 500/502/503 (equally likely); otherwise null. */
export declare function pickFault(rate: number, random: () => number): FaultStatus | null;
/** With probability `rate`, true: the response to a performed write is dropped. */
export declare function pickLost(rate: number, random: () => number): boolean;
export declare function faultBody(status: FaultStatus): {
    contentType: string;
    body: string;
};
/** Checks a probability option: a number in [0, 1]. */
export declare function checkRate(name: string, value: number): void;
/** A small seedable generator (mulberry32) for reproducible fault runs. */
export declare function seededRandom(seed: number): () => number;
