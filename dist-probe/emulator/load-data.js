// Where the emulator's starting state comes from (state file, data option, data file, demo data) and
// the state file it rewrites after each change (`--state FILE`, the seed schema of ./data.ts).
import { readFile } from 'node:fs/promises';
import { validateEmulatorData, EmulatorDataError } from './data.js';
import { DEMO_DATA } from './demo-data.js';
import { writeFileAtomic } from '../util/atomic-write.js';
/** The state file when it exists, else the data option, the data file, or the built-in demo data. */
export async function loadData(opts) {
    if (opts.stateFile) {
        const text = await readFile(opts.stateFile, 'utf8').catch((err) => {
            if (err.code === 'ENOENT')
                return undefined;
            throw new EmulatorDataError(opts.stateFile ?? '', [`cannot read state file: ${err.message}`]);
        });
        if (text !== undefined)
            return { data: parseJsonData(text, opts.stateFile), fromState: true };
    }
    if (opts.data)
        return { data: validateEmulatorData(opts.data, 'data option'), fromState: false };
    if (opts.dataFile) {
        const file = opts.dataFile;
        const text = await readFile(file, 'utf8').catch((err) => {
            throw new EmulatorDataError(file, [`cannot read data file: ${err.message}`]);
        });
        return { data: parseJsonData(text, file), fromState: false };
    }
    return { data: validateEmulatorData(DEMO_DATA, 'built-in demo data'), fromState: false };
}
function parseJsonData(text, source) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (err) {
        throw new EmulatorDataError(source, [`not valid JSON: ${err.message}`]);
    }
    return validateEmulatorData(raw, source);
}
/** Serialised, atomic writes of the state file: a change waits for a write that started after it. */
export class StateFile {
    file;
    snapshot;
    chain = Promise.resolve();
    queued = null;
    constructor(file, snapshot) {
        this.file = file;
        this.snapshot = snapshot;
    }
    persist() {
        if (this.queued)
            return this.queued;
        const p = this.chain
            .catch(() => undefined)
            .then(() => {
            // The snapshot is taken now, so every change made before this point is in it.
            this.queued = null;
            return this.writeNow();
        });
        this.queued = p;
        this.chain = p;
        return p;
    }
    async flush() {
        await this.chain.catch(() => undefined);
    }
    async writeNow() {
        // The --state file is named by the user: taken as given (src/util/atomic-write.ts).
        await writeFileAtomic(this.file, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
    }
}
//# sourceMappingURL=load-data.js.map