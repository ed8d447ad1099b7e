export declare const HEAP_GROWING_PERCENT = 50;
export declare function setHeapGrowth(execArgv?: readonly string[]): void;
