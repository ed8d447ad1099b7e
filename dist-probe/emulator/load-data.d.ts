import { type EmulatorData } from './data.js';
export interface DataSources {
    data?: EmulatorData;
    dataFile?: string;
    stateFile?: string;
}
/** The state file when it exists, else the data option, the data file, or the built-in demo data. */
export declare function loadData(opts: DataSources): Promise<{
    data: EmulatorData;
    fromState: boolean;
}>;
/** Serialised, atomic writes of the state file: a change waits for a write that started after it. */
export declare class StateFile {
    private readonly file;
    private readonly snapshot;
    private chain;
    private queued;
    constructor(file: string, snapshot: () => unknown);
    persist(): Promise<void>;
    flush(): Promise<void>;
    private writeNow;
}
